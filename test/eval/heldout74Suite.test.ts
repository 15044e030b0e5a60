import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  MOSSBRIDGE_SCRAPYARD_HEADER,
  mossbridgeScrapyardFeatures,
} from "../fixtures/worlds/makeMossbridgeScrapyardWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventy-fourth held-out suite is recorded in sim/worlds/heldout74/README.md, never here.
describe("the heldout74 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout74",
    world: "mossbridge_scrapyard",
    generated: () => worldJson(MOSSBRIDGE_SCRAPYARD_HEADER, mossbridgeScrapyardFeatures()),
  });
});
