import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  GLENMORRACH_HEADER,
  glenmorrachFeatures,
} from "../fixtures/worlds/makeGlenmorrachWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifteenth held-out suite is recorded in sim/worlds/heldout15/README.md, never here.
describe("the heldout15 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout15",
    world: "glenmorrach",
    generated: () => worldJson(GLENMORRACH_HEADER, glenmorrachFeatures()),
  });
});
