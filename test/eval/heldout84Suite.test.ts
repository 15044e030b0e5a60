import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SKERNWICK_FUEL_TERMINAL_HEADER,
  skernwickFuelTerminalFeatures,
} from "../fixtures/worlds/makeSkernwickFuelTerminalWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighty-fourth held-out suite is recorded in sim/worlds/heldout84/README.md, never here.
describe("the heldout84 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout84",
    world: "skernwick_fuel_terminal",
    generated: () => worldJson(SKERNWICK_FUEL_TERMINAL_HEADER, skernwickFuelTerminalFeatures()),
  });
});
