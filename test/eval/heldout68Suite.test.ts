import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  GLENRUTHVEN_DISTILLERY_HEADER,
  glenruthvenDistilleryFeatures,
} from "../fixtures/worlds/makeGlenruthvenDistilleryWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixty-eighth held-out suite is recorded in sim/worlds/heldout68/README.md, never here.
describe("the heldout68 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout68",
    world: "glenruthven_distillery",
    generated: () => worldJson(GLENRUTHVEN_DISTILLERY_HEADER, glenruthvenDistilleryFeatures()),
  });
});
