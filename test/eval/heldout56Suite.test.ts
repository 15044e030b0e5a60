import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  BRINDLECOMBE_FARM_PARK_HEADER,
  brindlecombeFarmParkFeatures,
} from "../fixtures/worlds/makeBrindlecombeFarmParkWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifty-sixth held-out suite is recorded in sim/worlds/heldout56/README.md, never here.
describe("the heldout56 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout56",
    world: "brindlecombe_farm_park",
    generated: () => worldJson(BRINDLECOMBE_FARM_PARK_HEADER, brindlecombeFarmParkFeatures()),
  });
});
