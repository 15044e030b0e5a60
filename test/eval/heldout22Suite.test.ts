import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SKELBROOKE_SERVICES_HEADER,
  skelbrookeServicesFeatures,
} from "../fixtures/worlds/makeSkelbrookeServicesWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twenty-second held-out suite is recorded in sim/worlds/heldout22/README.md, never
// here.
describe("the heldout22 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout22",
    world: "skelbrooke_services",
    generated: () => worldJson(SKELBROOKE_SERVICES_HEADER, skelbrookeServicesFeatures()),
  });
});
