import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  COLDKNOWE_KENNELS_HEADER,
  coldknoweKennelsFeatures,
} from "../fixtures/worlds/makeColdknoweKennelsWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventy-seventh held-out suite is recorded in sim/worlds/heldout77/README.md, never here.
describe("the heldout77 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout77",
    world: "coldknowe_kennels",
    generated: () => worldJson(COLDKNOWE_KENNELS_HEADER, coldknoweKennelsFeatures()),
  });
});
