import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import { CRAGG_HOLME_HEADER, craggHolmeFeatures } from "../fixtures/worlds/makeCraggHolmeWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the ninth held-out suite is recorded in sim/worlds/heldout9/README.md, never here.
describe("the heldout9 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout9",
    world: "cragg_holme",
    generated: () => worldJson(CRAGG_HOLME_HEADER, craggHolmeFeatures()),
  });
});
