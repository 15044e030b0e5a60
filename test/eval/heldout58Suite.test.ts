import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SALTHOLME_ISLAND_HEADER,
  saltholmeIslandFeatures,
} from "../fixtures/worlds/makeSaltholmeIslandWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifty-eighth held-out suite is recorded in sim/worlds/heldout58/README.md, never here.
describe("the heldout58 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout58",
    world: "saltholme_island",
    generated: () => worldJson(SALTHOLME_ISLAND_HEADER, saltholmeIslandFeatures()),
  });
});
