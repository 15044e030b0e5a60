import { describe } from "vitest";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fourth held-out suite is recorded in sim/worlds/heldout4/README.md, never here.
describe("the heldout4 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout4",
    world: "fen_sewage_works",
  });
});
