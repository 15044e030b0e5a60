import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  GARROWBURN_HATCHERY_HEADER,
  garrowburnHatcheryFeatures,
} from "../fixtures/worlds/makeGarrowburnHatcheryWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixty-second held-out suite is recorded in sim/worlds/heldout62/README.md, never here.
describe("the heldout62 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout62",
    world: "garrowburn_hatchery",
    generated: () => worldJson(GARROWBURN_HATCHERY_HEADER, garrowburnHatcheryFeatures()),
  });
});
