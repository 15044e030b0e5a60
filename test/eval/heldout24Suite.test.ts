import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  GILLTHWAITE_FARM_HEADER,
  gillthwaiteFarmFeatures,
} from "../fixtures/worlds/makeGillthwaiteFarmWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twenty-fourth held-out suite is recorded in sim/worlds/heldout24/README.md, never here.
describe("the heldout24 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout24",
    world: "gillthwaite_farm",
    generated: () => worldJson(GILLTHWAITE_FARM_HEADER, gillthwaiteFarmFeatures()),
  });
});
