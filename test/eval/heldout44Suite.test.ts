import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  LOWTHER_BRIDGE_RAILWAY_HEADER,
  lowtherBridgeRailwayFeatures,
} from "../fixtures/worlds/makeLowtherBridgeRailwayWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the forty-fourth held-out suite is recorded in sim/worlds/heldout44/README.md, never here.
describe("the heldout44 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout44",
    world: "lowther_bridge_railway",
    generated: () => worldJson(LOWTHER_BRIDGE_RAILWAY_HEADER, lowtherBridgeRailwayFeatures()),
  });
});
