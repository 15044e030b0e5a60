import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  PELHAM_SANDS_HOLIDAY_PARK_HEADER,
  pelhamSandsHolidayParkFeatures,
} from "../fixtures/worlds/makePelhamSandsHolidayParkWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixty-first held-out suite is recorded in sim/worlds/heldout61/README.md, never here.
describe("the heldout61 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout61",
    world: "pelham_sands_holiday_park",
    generated: () => worldJson(PELHAM_SANDS_HOLIDAY_PARK_HEADER, pelhamSandsHolidayParkFeatures()),
  });
});
