import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  DUNMERE_OBSERVATORY_HEADER,
  dunmereObservatoryFeatures,
} from "../fixtures/worlds/makeDunmereObservatoryWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixtieth held-out suite is recorded in sim/worlds/heldout60/README.md, never here.
describe("the heldout60 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout60",
    world: "dunmere_observatory",
    generated: () => worldJson(DUNMERE_OBSERVATORY_HEADER, dunmereObservatoryFeatures()),
  });
});
