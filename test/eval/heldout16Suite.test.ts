import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  CARROWBY_DOWNS_HEADER,
  carrowbyDownsFeatures,
} from "../fixtures/worlds/makeCarrowbyDownsWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixteenth held-out suite is recorded in sim/worlds/heldout16/README.md, never here.
describe("the heldout16 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout16",
    world: "carrowby_downs",
    generated: () => worldJson(CARROWBY_DOWNS_HEADER, carrowbyDownsFeatures()),
  });
});
