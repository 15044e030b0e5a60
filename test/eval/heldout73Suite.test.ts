import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  HOLMSCAR_TRAINING_CAMP_HEADER,
  holmscarTrainingCampFeatures,
} from "../fixtures/worlds/makeHolmscarTrainingCampWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventy-third held-out suite is recorded in sim/worlds/heldout73/README.md, never here.
describe("the heldout73 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout73",
    world: "holmscar_training_camp",
    generated: () => worldJson(HOLMSCAR_TRAINING_CAMP_HEADER, holmscarTrainingCampFeatures()),
  });
});
