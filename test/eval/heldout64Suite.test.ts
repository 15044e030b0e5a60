import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  BRACKENRIDGE_ADVENTURE_PARK_HEADER,
  brackenridgeAdventureParkFeatures,
} from "../fixtures/worlds/makeBrackenridgeAdventureParkWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixty-fourth held-out suite is recorded in sim/worlds/heldout64/README.md, never here.
describe("the heldout64 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout64",
    world: "brackenridge_adventure_park",
    generated: () =>
      worldJson(BRACKENRIDGE_ADVENTURE_PARK_HEADER, brackenridgeAdventureParkFeatures()),
  });
});
