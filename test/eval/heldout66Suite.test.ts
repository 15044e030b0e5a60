import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  STOWMARSH_RACECOURSE_HEADER,
  stowmarshRacecourseFeatures,
} from "../fixtures/worlds/makeStowmarshRacecourseWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixty-sixth held-out suite is recorded in sim/worlds/heldout66/README.md, never here.
describe("the heldout66 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout66",
    world: "stowmarsh_racecourse",
    generated: () => worldJson(STOWMARSH_RACECOURSE_HEADER, stowmarshRacecourseFeatures()),
  });
});
