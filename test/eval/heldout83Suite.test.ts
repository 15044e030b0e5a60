import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  KESTLEBURY_RESEARCH_STATION_HEADER,
  kestleburyResearchStationFeatures,
} from "../fixtures/worlds/makeKestleburyResearchStationWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighty-third held-out suite is recorded in sim/worlds/heldout83/README.md, never here.
describe("the heldout83 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout83",
    world: "kestlebury_research_station",
    generated: () =>
      worldJson(KESTLEBURY_RESEARCH_STATION_HEADER, kestleburyResearchStationFeatures()),
  });
});
