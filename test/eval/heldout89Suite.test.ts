import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  WRANGHOLME_BIOGAS_HEADER,
  wrangholmeBiogasFeatures,
} from "../fixtures/worlds/makeWrangholmeBiogasWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighty-ninth held-out suite is recorded in sim/worlds/heldout89/README.md, never here.
describe("the heldout89 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout89",
    world: "wrangholme_biogas",
    generated: () => worldJson(WRANGHOLME_BIOGAS_HEADER, wrangholmeBiogasFeatures()),
  });
});
