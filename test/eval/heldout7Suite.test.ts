import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  HENSLEIGH_SHOWGROUND_HEADER,
  hensleighShowgroundFeatures,
} from "../fixtures/worlds/makeHensleighShowgroundWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventh held-out suite is recorded in sim/worlds/heldout7/README.md, never here.
describe("the heldout7 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout7",
    world: "hensleigh_showground",
    generated: () => worldJson(HENSLEIGH_SHOWGROUND_HEADER, hensleighShowgroundFeatures()),
  });
});
