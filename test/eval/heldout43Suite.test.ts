import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  KETTERBY_LOGISTICS_HEADER,
  ketterbyLogisticsFeatures,
} from "../fixtures/worlds/makeKetterbyLogisticsWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the forty-third held-out suite is recorded in sim/worlds/heldout43/README.md, never here.
describe("the heldout43 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout43",
    world: "ketterby_logistics",
    generated: () => worldJson(KETTERBY_LOGISTICS_HEADER, ketterbyLogisticsFeatures()),
  });
});
