import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  GORSEDALE_ACTIVITY_CENTRE_HEADER,
  gorsedaleActivityCentreFeatures,
} from "../fixtures/worlds/makeGorsedaleActivityCentreWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the forty-ninth held-out suite is recorded in sim/worlds/heldout49/README.md, never here.
describe("the heldout49 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout49",
    world: "gorsedale_activity_centre",
    generated: () => worldJson(GORSEDALE_ACTIVITY_CENTRE_HEADER, gorsedaleActivityCentreFeatures()),
  });
});
