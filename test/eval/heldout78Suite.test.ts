import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SCALEGILL_WATER_WORKS_HEADER,
  scalegillWaterWorksFeatures,
} from "../fixtures/worlds/makeScalegillWaterWorksWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventy-eighth held-out suite is recorded in sim/worlds/heldout78/README.md, never here.
describe("the heldout78 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout78",
    world: "scalegill_water_works",
    generated: () => worldJson(SCALEGILL_WATER_WORKS_HEADER, scalegillWaterWorksFeatures()),
  });
});
