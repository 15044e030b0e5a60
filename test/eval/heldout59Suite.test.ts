import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  OTTERCOMBE_VILLAGE_HEADER,
  ottercombeVillageFeatures,
} from "../fixtures/worlds/makeOttercombeVillageWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifty-ninth held-out suite is recorded in sim/worlds/heldout59/README.md, never here.
describe("the heldout59 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout59",
    world: "ottercombe_village",
    generated: () => worldJson(OTTERCOMBE_VILLAGE_HEADER, ottercombeVillageFeatures()),
  });
});
