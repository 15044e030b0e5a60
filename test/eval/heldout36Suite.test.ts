import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  TUNSTEAD_PARK_HEADER,
  tunsteadParkFeatures,
} from "../fixtures/worlds/makeTunsteadParkWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirty-sixth held-out suite is recorded in sim/worlds/heldout36/README.md, never here.
describe("the heldout36 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout36",
    world: "tunstead_park",
    generated: () => worldJson(TUNSTEAD_PARK_HEADER, tunsteadParkFeatures()),
  });
});
