import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  CORRIE_VORLICH_SKI_HEADER,
  corrieVorlichSkiFeatures,
} from "../fixtures/worlds/makeCorrieVorlichSkiWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifty-seventh held-out suite is recorded in sim/worlds/heldout57/README.md, never here.
describe("the heldout57 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout57",
    world: "corrie_vorlich_ski",
    generated: () => worldJson(CORRIE_VORLICH_SKI_HEADER, corrieVorlichSkiFeatures()),
  });
});
