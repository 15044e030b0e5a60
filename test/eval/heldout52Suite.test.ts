import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  PENHALLOW_CLIFFS_HEADER,
  penhallowCliffsFeatures,
} from "../fixtures/worlds/makePenhallowCliffsWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifty-second held-out suite is recorded in sim/worlds/heldout52/README.md, never here.
describe("the heldout52 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout52",
    world: "penhallow_cliffs",
    generated: () => worldJson(PENHALLOW_CLIFFS_HEADER, penhallowCliffsFeatures()),
  });
});
