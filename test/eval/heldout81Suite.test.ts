import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  KETTLEWICK_HOSPITAL_HEADER,
  kettlewickHospitalFeatures,
} from "../fixtures/worlds/makeKettlewickHospitalWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighty-first held-out suite is recorded in sim/worlds/heldout81/README.md, never here.
describe("the heldout81 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout81",
    world: "kettlewick_hospital",
    generated: () => worldJson(KETTLEWICK_HOSPITAL_HEADER, kettlewickHospitalFeatures()),
  });
});
