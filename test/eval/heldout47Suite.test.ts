import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SEDGEWATER_LIDO_HEADER,
  sedgewaterLidoFeatures,
} from "../fixtures/worlds/makeSedgewaterLidoWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the forty-seventh held-out suite is recorded in sim/worlds/heldout47/README.md, never here.
describe("the heldout47 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout47",
    world: "sedgewater_lido",
    generated: () => worldJson(SEDGEWATER_LIDO_HEADER, sedgewaterLidoFeatures()),
  });
});
