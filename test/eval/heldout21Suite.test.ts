import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SKELBROOK_WORKS_HEADER,
  skelbrookWorksFeatures,
} from "../fixtures/worlds/makeSkelbrookWorksWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twenty-first held-out suite is recorded in sim/worlds/heldout21/README.md, never here.
describe("the heldout21 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout21",
    world: "skelbrook_works",
    generated: () => worldJson(SKELBROOK_WORKS_HEADER, skelbrookWorksFeatures()),
  });
});
