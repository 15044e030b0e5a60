import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  HOBCROFT_TIP_HEADER,
  hobcroftTipFeatures,
} from "../fixtures/worlds/makeHobcroftTipWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twenty-eighth held-out suite is recorded in sim/worlds/heldout28/README.md, never
// here.
describe("the heldout28 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout28",
    world: "hobcroft_tip",
    generated: () => worldJson(HOBCROFT_TIP_HEADER, hobcroftTipFeatures()),
  });
});
