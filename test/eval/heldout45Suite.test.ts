import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  PENNYFOLD_ALLOTMENTS_HEADER,
  pennyfoldAllotmentsFeatures,
} from "../fixtures/worlds/makePennyfoldAllotmentsWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the forty-fifth held-out suite is recorded in sim/worlds/heldout45/README.md, never here.
describe("the heldout45 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout45",
    world: "pennyfold_allotments",
    generated: () => worldJson(PENNYFOLD_ALLOTMENTS_HEADER, pennyfoldAllotmentsFeatures()),
  });
});
