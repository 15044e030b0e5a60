import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  COLDHARBOUR_SERVICES_HEADER,
  coldharbourServicesFeatures,
} from "../fixtures/worlds/makeColdharbourServicesWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twelfth held-out suite is recorded in sim/worlds/heldout12/README.md, never here.
describe("the heldout12 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout12",
    world: "coldharbour_services",
    generated: () => worldJson(COLDHARBOUR_SERVICES_HEADER, coldharbourServicesFeatures()),
  });
});
