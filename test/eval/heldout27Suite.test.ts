import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  HARTSMERE_WILDLIFE_HEADER,
  hartsmereWildlifeFeatures,
} from "../fixtures/worlds/makeHartsmereWildlifeWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twenty-seventh held-out suite is recorded in sim/worlds/heldout27/README.md, never here.
describe("the heldout27 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout27",
    world: "hartsmere_wildlife",
    generated: () => worldJson(HARTSMERE_WILDLIFE_HEADER, hartsmereWildlifeFeatures()),
  });
});
