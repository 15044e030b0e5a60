import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  THURLMOUTH_PIER_HEADER,
  thurlmouthPierFeatures,
} from "../fixtures/worlds/makeThurlmouthPierWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventy-sixth held-out suite is recorded in sim/worlds/heldout76/README.md, never here.
describe("the heldout76 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout76",
    world: "thurlmouth_pier",
    generated: () => worldJson(THURLMOUTH_PIER_HEADER, thurlmouthPierFeatures()),
  });
});
