import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  HATHERWICK_HOUSING_SITE_HEADER,
  hatherwickHousingSiteFeatures,
} from "../fixtures/worlds/makeHatherwickHousingSiteWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the ninetieth held-out suite is recorded in sim/worlds/heldout90/README.md, never here.
describe("the heldout90 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout90",
    world: "hatherwick_housing_site",
    generated: () => worldJson(HATHERWICK_HOUSING_SITE_HEADER, hatherwickHousingSiteFeatures()),
  });
});
