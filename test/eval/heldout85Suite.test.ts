import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  CRADLEBECK_BUS_GARAGE_HEADER,
  cradlebeckBusGarageFeatures,
} from "../fixtures/worlds/makeCradlebeckBusGarageWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighty-fifth held-out suite is recorded in sim/worlds/heldout85/README.md, never here.
describe("the heldout85 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout85",
    world: "cradlebeck_bus_garage",
    generated: () => worldJson(CRADLEBECK_BUS_GARAGE_HEADER, cradlebeckBusGarageFeatures()),
  });
});
