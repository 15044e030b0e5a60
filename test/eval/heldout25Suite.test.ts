import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SCARROW_WATER_HEADER,
  scarrowWaterFeatures,
} from "../fixtures/worlds/makeScarrowWaterWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twenty-fifth held-out suite is recorded in sim/worlds/heldout25/README.md, never
// here.
describe("the heldout25 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout25",
    world: "scarrow_water",
    generated: () => worldJson(SCARROW_WATER_HEADER, scarrowWaterFeatures()),
  });
});
