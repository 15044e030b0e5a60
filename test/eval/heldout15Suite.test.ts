import { describe } from "vitest";
import { SUITES } from "../../sim/eval/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  GLENMORRACH_HEADER,
  glenmorrachFeatures,
} from "../fixtures/worlds/makeGlenmorrachWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifteenth held-out suite is recorded in sim/worlds/heldout15/README.md, never here.
describe("the heldout15 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout15",
    world: "glenmorrach",
    generated: () => worldJson(GLENMORRACH_HEADER, glenmorrachFeatures()),
    // heldout16 is being written in parallel: it is checked once it is registered, skipped until then.
    apart: [
      "general",
      "heldout",
      "heldout2",
      "heldout3",
      "heldout4",
      "heldout5",
      "heldout6",
      "heldout7",
      "heldout8",
      "heldout9",
      "heldout10",
      "heldout11",
      "heldout12",
      "heldout13",
      "heldout14",
      "heldout16",
    ].filter((other) => other in SUITES),
  });
});
