import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  TOLLERBY_MART_HEADER,
  tollerbyMartFeatures,
} from "../fixtures/worlds/makeTollerbyMartWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifty-first held-out suite is recorded in sim/worlds/heldout51/README.md, never here.
describe("the heldout51 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout51",
    world: "tollerby_mart",
    generated: () => worldJson(TOLLERBY_MART_HEADER, tollerbyMartFeatures()),
  });
});
