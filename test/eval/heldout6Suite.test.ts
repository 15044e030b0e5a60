import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import { MARRAM_BAY_HEADER, marramBayFeatures } from "../fixtures/worlds/makeMarramBayWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixth held-out suite is recorded in sim/worlds/heldout6/README.md, never here.
describe("the heldout6 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout6",
    world: "marram_bay",
    generated: () => worldJson(MARRAM_BAY_HEADER, marramBayFeatures()),
  });
});
