import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  TARNBECK_TRAIL_CENTRE_HEADER,
  tarnbeckTrailCentreFeatures,
} from "../fixtures/worlds/makeTarnbeckTrailCentreWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eightieth held-out suite is recorded in sim/worlds/heldout80/README.md, never here.
describe("the heldout80 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout80",
    world: "tarnbeck_trail_centre",
    generated: () => worldJson(TARNBECK_TRAIL_CENTRE_HEADER, tarnbeckTrailCentreFeatures()),
  });
});
