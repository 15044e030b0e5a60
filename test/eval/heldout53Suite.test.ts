import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  BLACKRIGG_WIND_FARM_HEADER,
  blackriggWindFarmFeatures,
} from "../fixtures/worlds/makeBlackriggWindFarmWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifty-third held-out suite is recorded in sim/worlds/heldout53/README.md, never here.
describe("the heldout53 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout53",
    world: "blackrigg_wind_farm",
    generated: () => worldJson(BLACKRIGG_WIND_FARM_HEADER, blackriggWindFarmFeatures()),
  });
});
