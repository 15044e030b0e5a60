import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  LARKHOLLOW_FESTIVAL_HEADER,
  larkhollowFestivalFeatures,
} from "../fixtures/worlds/makeLarkhollowFestivalWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirty-seventh held-out suite is recorded in sim/worlds/heldout37/README.md, never here.
describe("the heldout37 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout37",
    world: "larkhollow_festival",
    generated: () => worldJson(LARKHOLLOW_FESTIVAL_HEADER, larkhollowFestivalFeatures()),
  });
});
