import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  DRUMLOCHY_DAM_HEADER,
  drumlochyDamFeatures,
} from "../fixtures/worlds/makeDrumlochyDamWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifty-fifth held-out suite is recorded in sim/worlds/heldout55/README.md, never here.
describe("the heldout55 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout55",
    world: "drumlochy_dam",
    generated: () => worldJson(DRUMLOCHY_DAM_HEADER, drumlochyDamFeatures()),
  });
});
