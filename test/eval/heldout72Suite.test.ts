import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SORRELBY_STADIUM_HEADER,
  sorrelbyStadiumFeatures,
} from "../fixtures/worlds/makeSorrelbyStadiumWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventy-second held-out suite is recorded in sim/worlds/heldout72/README.md, never
// here.
describe("the heldout72 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout72",
    world: "sorrelby_stadium",
    generated: () => worldJson(SORRELBY_STADIUM_HEADER, sorrelbyStadiumFeatures()),
  });
});
