import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  HARROWDEN_CASTLE_HEADER,
  harrowdenCastleFeatures,
} from "../fixtures/worlds/makeHarrowdenCastleWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the forty-first held-out suite is recorded in sim/worlds/heldout41/README.md, never here.
describe("the heldout41 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout41",
    world: "harrowden_castle",
    generated: () => worldJson(HARROWDEN_CASTLE_HEADER, harrowdenCastleFeatures()),
  });
});
