import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import { HOLLIN_BANK_HEADER, hollinBankFeatures } from "../fixtures/worlds/makeHollinBankWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirteenth held-out suite is recorded in sim/worlds/heldout13/README.md, never here.
describe("the heldout13 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout13",
    world: "hollin_bank",
    generated: () => worldJson(HOLLIN_BANK_HEADER, hollinBankFeatures()),
  });
});
