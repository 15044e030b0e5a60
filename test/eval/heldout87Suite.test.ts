import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  PELLINGBROOK_RETIREMENT_VILLAGE_HEADER,
  pellingbrookRetirementVillageFeatures,
} from "../fixtures/worlds/makePellingbrookRetirementVillageWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighty-seventh held-out suite is recorded in sim/worlds/heldout87/README.md, never here.
describe("the heldout87 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout87",
    world: "pellingbrook_retirement_village",
    generated: () =>
      worldJson(PELLINGBROOK_RETIREMENT_VILLAGE_HEADER, pellingbrookRetirementVillageFeatures()),
  });
});
