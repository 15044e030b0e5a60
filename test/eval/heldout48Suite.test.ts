import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  MARLSTONE_SAWMILL_HEADER,
  marlstoneSawmillFeatures,
} from "../fixtures/worlds/makeMarlstoneSawmillWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the forty-eighth held-out suite is recorded in sim/worlds/heldout48/README.md, never here.
describe("the heldout48 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout48",
    world: "marlstone_sawmill",
    generated: () => worldJson(MARLSTONE_SAWMILL_HEADER, marlstoneSawmillFeatures()),
  });
});
