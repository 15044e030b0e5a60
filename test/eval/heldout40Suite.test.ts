import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  SCARTHWAITE_LOCKS_HEADER,
  scarthwaiteLocksFeatures,
} from "../fixtures/worlds/makeScarthwaiteLocksWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fortieth held-out suite is recorded in sim/worlds/heldout40/README.md, never here.
describe("the heldout40 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout40",
    world: "scarthwaite_locks",
    generated: () => worldJson(SCARTHWAITE_LOCKS_HEADER, scarthwaiteLocksFeatures()),
  });
});
