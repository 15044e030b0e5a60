import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  KELDERBY_PARK_HEADER,
  kelderbyParkFeatures,
} from "../fixtures/worlds/makeKelderbyParkWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventeenth held-out suite is recorded in sim/worlds/heldout17/README.md, never here.
describe("the heldout17 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout17",
    world: "kelderby_park",
    generated: () => worldJson(KELDERBY_PARK_HEADER, kelderbyParkFeatures()),
  });
});
