import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  WHINMOOR_GOLF_HEADER,
  whinmoorGolfFeatures,
} from "../fixtures/worlds/makeWhinmoorGolfWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifth held-out suite is recorded in sim/worlds/heldout5/README.md, never here.
describe("the heldout5 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout5",
    world: "whinmoor_golf",
    generated: () => worldJson(WHINMOOR_GOLF_HEADER, whinmoorGolfFeatures()),
  });
});
