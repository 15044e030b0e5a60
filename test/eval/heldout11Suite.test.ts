import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  HOLLINBROOK_SCHOOL_HEADER,
  hollinbrookSchoolFeatures,
} from "../fixtures/worlds/makeHollinbrookSchoolWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eleventh held-out suite is recorded in sim/worlds/heldout11/README.md, never here.
describe("the heldout11 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout11",
    world: "hollinbrook_school",
    generated: () => worldJson(HOLLINBROOK_SCHOOL_HEADER, hollinbrookSchoolFeatures()),
  });
});
