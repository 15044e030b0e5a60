import { describe } from "vitest";
import { SUITES } from "../../sim/eval/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  FELLGATE_CEMETERY_HEADER,
  fellgateCemeteryFeatures,
} from "../fixtures/worlds/makeFellgateCemeteryWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the nineteenth held-out suite is recorded in sim/worlds/heldout19/README.md, never here.
describe("the heldout19 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout19",
    world: "fellgate_cemetery",
    generated: () => worldJson(FELLGATE_CEMETERY_HEADER, fellgateCemeteryFeatures()),
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
      "heldout15",
      "heldout16",
      "heldout17",
      "heldout18",
    ].filter((other) => other in SUITES),
  });
});
