import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  STRATHCORRAN_FOREST_HEADER,
  strathcorranForestFeatures,
} from "../fixtures/worlds/makeStrathcorranForestWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirtieth held-out suite is recorded in sim/worlds/heldout30/README.md, never here.
describe("the heldout30 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout30",
    world: "strathcorran_forest",
    generated: () => worldJson(STRATHCORRAN_FOREST_HEADER, strathcorranForestFeatures()),
  });
});
