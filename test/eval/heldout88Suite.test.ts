import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  LEDWYN_CIDER_FARM_HEADER,
  ledwynCiderFarmFeatures,
} from "../fixtures/worlds/makeLedwynCiderFarmWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighty-eighth held-out suite is recorded in sim/worlds/heldout88/README.md, never here.
describe("the heldout88 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout88",
    world: "ledwyn_cider_farm",
    generated: () => worldJson(LEDWYN_CIDER_FARM_HEADER, ledwynCiderFarmFeatures()),
  });
});
