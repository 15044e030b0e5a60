import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  WEALDBROOK_BRICKWORKS_HEADER,
  wealdbrookBrickworksFeatures,
} from "../fixtures/worlds/makeWealdbrookBrickworksWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixty-third held-out suite is recorded in sim/worlds/heldout63/README.md, never here.
describe("the heldout63 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout63",
    world: "wealdbrook_brickworks",
    generated: () => worldJson(WEALDBROOK_BRICKWORKS_HEADER, wealdbrookBrickworksFeatures()),
  });
});
