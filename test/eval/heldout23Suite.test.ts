import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  TREGARRICK_SANDS_HEADER,
  tregarrickSandsFeatures,
} from "../fixtures/worlds/makeTregarrickSandsWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twenty-third held-out suite is recorded in sim/worlds/heldout23/README.md, never
// here.
describe("the heldout23 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout23",
    world: "tregarrick_sands",
    generated: () => worldJson(TREGARRICK_SANDS_HEADER, tregarrickSandsFeatures()),
  });
});
