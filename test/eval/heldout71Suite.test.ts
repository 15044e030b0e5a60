import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SOWERBECK_RETAIL_PARK_HEADER,
  sowerbeckRetailParkFeatures,
} from "../fixtures/worlds/makeSowerbeckRetailParkWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventy-first held-out suite is recorded in sim/worlds/heldout71/README.md, never here.
describe("the heldout71 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout71",
    world: "sowerbeck_retail_park",
    generated: () => worldJson(SOWERBECK_RETAIL_PARK_HEADER, sowerbeckRetailParkFeatures()),
  });
});
