import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  BRACKMOOR_HIGHWAYS_DEPOT_HEADER,
  brackmoorHighwaysDepotFeatures,
} from "../fixtures/worlds/makeBrackmoorHighwaysDepotWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the forty-sixth held-out suite is recorded in sim/worlds/heldout46/README.md, never here.
describe("the heldout46 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout46",
    world: "brackmoor_highways_depot",
    generated: () => worldJson(BRACKMOOR_HIGHWAYS_DEPOT_HEADER, brackmoorHighwaysDepotFeatures()),
  });
});
