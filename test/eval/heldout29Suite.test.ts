import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import { HEXLEY_CARR_HEADER, hexleyCarrFeatures } from "../fixtures/worlds/makeHexleyCarrWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twenty-ninth held-out suite is recorded in sim/worlds/heldout29/README.md, never here.
describe("the heldout29 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout29",
    world: "hexley_carr",
    generated: () => worldJson(HEXLEY_CARR_HEADER, hexleyCarrFeatures()),
  });
});
