import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  FALLOWDEN_WEDDING_VENUE_HEADER,
  fallowdenWeddingVenueFeatures,
} from "../fixtures/worlds/makeFallowdenWeddingVenueWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the ninety-second held-out suite is recorded in sim/worlds/heldout92/README.md, never here.
describe("the heldout92 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout92",
    world: "fallowden_wedding_venue",
    generated: () => worldJson(FALLOWDEN_WEDDING_VENUE_HEADER, fallowdenWeddingVenueFeatures()),
  });
});
