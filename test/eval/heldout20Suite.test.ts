import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  RAVENSMOOR_GENERAL_HEADER,
  ravensmoorGeneralFeatures,
} from "../fixtures/worlds/makeRavensmoorGeneralWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the twentieth held-out suite is recorded in sim/worlds/heldout20/README.md, never here.
describe("the heldout20 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout20",
    world: "ravensmoor_general",
    generated: () => worldJson(RAVENSMOOR_GENERAL_HEADER, ravensmoorGeneralFeatures()),
  });
});
