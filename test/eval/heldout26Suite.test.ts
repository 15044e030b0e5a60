import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  WRENFOLD_BOTANIC_HEADER,
  wrenfoldBotanicFeatures,
} from "../fixtures/worlds/makeWrenfoldBotanicWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twenty-sixth held-out suite is recorded in sim/worlds/heldout26/README.md, never here.
describe("the heldout26 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout26",
    world: "wrenfold_botanic",
    generated: () => worldJson(WRENFOLD_BOTANIC_HEADER, wrenfoldBotanicFeatures()),
  });
});
