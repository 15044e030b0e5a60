import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SLEIGHTHOLME_RIGG_HEADER,
  sleightholmeRiggFeatures,
} from "../fixtures/worlds/makeSleightholmeRiggWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirty-eighth held-out suite is recorded in sim/worlds/heldout38/README.md, never here.
describe("the heldout38 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout38",
    world: "sleightholme_rigg",
    generated: () => worldJson(SLEIGHTHOLME_RIGG_HEADER, sleightholmeRiggFeatures()),
  });
});
