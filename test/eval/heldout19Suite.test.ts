import { describe } from "vitest";
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
  });
});
