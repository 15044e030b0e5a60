import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import { COIRE_BAN_HEADER, coireBanFeatures } from "../fixtures/worlds/makeCoireBanWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirty-fifth held-out suite is recorded in sim/worlds/heldout35/README.md, never here.
describe("the heldout35 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout35",
    world: "coire_ban",
    generated: () => worldJson(COIRE_BAN_HEADER, coireBanFeatures()),
  });
});
