import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  ASHCOMBE_VINEYARD_HEADER,
  ashcombeVineyardFeatures,
} from "../fixtures/worlds/makeAshcombeVineyardWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighth held-out suite is recorded in sim/worlds/heldout8/README.md, never here.
describe("the heldout8 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout8",
    world: "ashcombe_vineyard",
    generated: () => worldJson(ASHCOMBE_VINEYARD_HEADER, ashcombeVineyardFeatures()),
  });
});
