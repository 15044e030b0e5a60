import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  THRUSHCROSS_CIRCUIT_HEADER,
  thrushcrossCircuitFeatures,
} from "../fixtures/worlds/makeThrushcrossCircuitWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirty-ninth held-out suite is recorded in sim/worlds/heldout39/README.md, never here.
describe("the heldout39 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout39",
    world: "thrushcross_circuit",
    generated: () => worldJson(THRUSHCROSS_CIRCUIT_HEADER, thrushcrossCircuitFeatures()),
  });
});
