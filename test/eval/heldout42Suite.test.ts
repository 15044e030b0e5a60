import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  GREENACRE_NURSERY_HEADER,
  greenacreNurseryFeatures,
} from "../fixtures/worlds/makeGreenacreNurseryWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the forty-second held-out suite is recorded in sim/worlds/heldout42/README.md, never here.
describe("the heldout42 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout42",
    world: "greenacre_nursery",
    generated: () => worldJson(GREENACRE_NURSERY_HEADER, greenacreNurseryFeatures()),
  });
});
