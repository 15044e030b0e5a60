import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  STAVERCOTE_POWER_STATION_HEADER,
  stavercotePowerStationFeatures,
} from "../fixtures/worlds/makeStavercotePowerStationWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventy-fifth held-out suite is recorded in sim/worlds/heldout75/README.md, never here.
describe("the heldout75 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout75",
    world: "stavercote_power_station",
    generated: () => worldJson(STAVERCOTE_POWER_STATION_HEADER, stavercotePowerStationFeatures()),
  });
});
