import { describe } from "vitest";
import { SUITES } from "../../sim/eval/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  KELDERBY_PARK_HEADER,
  kelderbyParkFeatures,
} from "../fixtures/worlds/makeKelderbyParkWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventeenth held-out suite is recorded in sim/worlds/heldout17/README.md, never here.
describe("the heldout17 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout17",
    world: "kelderby_park",
    generated: () => worldJson(KELDERBY_PARK_HEADER, kelderbyParkFeatures()),
    apart: [
      "paper",
      "quick",
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
      "heldout15",
      "heldout16",
    ].filter((other) => other in SUITES),
  });
});
