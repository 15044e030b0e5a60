import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  KELMSCOMBE_STUDIOS_HEADER,
  kelmscombeStudiosFeatures,
} from "../fixtures/worlds/makeKelmscombeStudiosWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighty-second held-out suite is recorded in sim/worlds/heldout82/README.md, never here.
describe("the heldout82 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout82",
    world: "kelmscombe_studios",
    generated: () => worldJson(KELMSCOMBE_STUDIOS_HEADER, kelmscombeStudiosFeatures()),
  });
});
