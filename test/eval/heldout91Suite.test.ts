import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  GARTHWICK_GARDEN_CENTRE_HEADER,
  garthwickGardenCentreFeatures,
} from "../fixtures/worlds/makeGarthwickGardenCentreWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the ninety-first held-out suite is recorded in sim/worlds/heldout91/README.md, never here.
describe("the heldout91 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout91",
    world: "garthwick_garden_centre",
    generated: () => worldJson(GARTHWICK_GARDEN_CENTRE_HEADER, garthwickGardenCentreFeatures()),
  });
});
