import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  THORNMERE_AIRFIELD_HEADER,
  thornmereAirfieldFeatures,
} from "../fixtures/worlds/makeThornmereAirfieldWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the tenth held-out suite is recorded in sim/worlds/heldout10/README.md, never here.
describe("the heldout10 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout10",
    world: "thornmere_airfield",
    generated: () => worldJson(THORNMERE_AIRFIELD_HEADER, thornmereAirfieldFeatures()),
  });
});
