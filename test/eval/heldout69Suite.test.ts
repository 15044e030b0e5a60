import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  WETHERHOLME_PRISON_HEADER,
  wetherholmePrisonFeatures,
} from "../fixtures/worlds/makeWetherholmePrisonWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixty-ninth held-out suite is recorded in sim/worlds/heldout69/README.md, never here.
describe("the heldout69 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout69",
    world: "wetherholme_prison",
    generated: () => worldJson(WETHERHOLME_PRISON_HEADER, wetherholmePrisonFeatures()),
  });
});
