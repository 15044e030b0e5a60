import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  MARSTOWE_ZOO_HEADER,
  marstoweZooFeatures,
} from "../fixtures/worlds/makeMarstoweZooWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventy-ninth held-out suite is recorded in sim/worlds/heldout79/README.md, never here.
describe("the heldout79 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout79",
    world: "marstowe_zoo",
    generated: () => worldJson(MARSTOWE_ZOO_HEADER, marstoweZooFeatures()),
  });
});
