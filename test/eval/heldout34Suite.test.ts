import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  WEXCOMBE_SCIENCE_PARK_HEADER,
  wexcombeScienceParkFeatures,
} from "../fixtures/worlds/makeWexcombeScienceParkWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirty-fourth held-out suite is recorded in sim/worlds/heldout34/README.md, never here.
describe("the heldout34 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout34",
    world: "wexcombe_science_park",
    generated: () => worldJson(WEXCOMBE_SCIENCE_PARK_HEADER, wexcombeScienceParkFeatures()),
  });
});
