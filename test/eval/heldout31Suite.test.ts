import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  BRANTWELL_PARK_HEADER,
  brantwellParkFeatures,
} from "../fixtures/worlds/makeBrantwellParkWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirty-first held-out suite is recorded in sim/worlds/heldout31/README.md, never
// here.
describe("the heldout31 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout31",
    world: "brantwell_park",
    generated: () => worldJson(BRANTWELL_PARK_HEADER, brantwellParkFeatures()),
  });
});
