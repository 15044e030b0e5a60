import { describe } from "vitest";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the third held-out suite is read in docs/eval/heldout3/analysis.md, never here.
describe("the heldout3 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout3",
    world: "limestone_quarry",
  });
});
