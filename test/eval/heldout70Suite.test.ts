import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  FERNHALLOW_FIRE_TRAINING_CENTRE_HEADER,
  fernhallowFireTrainingCentreFeatures,
} from "../fixtures/worlds/makeFernhallowFireTrainingCentreWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventieth held-out suite is recorded in sim/worlds/heldout70/README.md, never here.
describe("the heldout70 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout70",
    world: "fernhallow_fire_training_centre",
    generated: () =>
      worldJson(FERNHALLOW_FIRE_TRAINING_CENTRE_HEADER, fernhallowFireTrainingCentreFeatures()),
  });
});
