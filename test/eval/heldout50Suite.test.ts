import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  HALVERGATE_DATA_CAMPUS_HEADER,
  halvergateDataCampusFeatures,
} from "../fixtures/worlds/makeHalvergateDataCampusWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fiftieth held-out suite is recorded in sim/worlds/heldout50/README.md, never here.
describe("the heldout50 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout50",
    world: "halvergate_data_campus",
    generated: () => worldJson(HALVERGATE_DATA_CAMPUS_HEADER, halvergateDataCampusFeatures()),
  });
});
