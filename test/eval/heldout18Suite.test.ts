import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SALLOWFORD_SOLAR_HEADER,
  sallowfordSolarFeatures,
} from "../fixtures/worlds/makeSallowfordSolarWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighteenth held-out suite is recorded in sim/worlds/heldout18/README.md, never here.
describe("the heldout18 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout18",
    world: "sallowford_solar",
    generated: () => worldJson(SALLOWFORD_SOLAR_HEADER, sallowfordSolarFeatures()),
  });
});
