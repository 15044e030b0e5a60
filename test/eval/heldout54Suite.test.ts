import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  QUILLERTON_EQUESTRIAN_HEADER,
  quillertonEquestrianFeatures,
} from "../fixtures/worlds/makeQuillertonEquestrianWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifty-fourth held-out suite is recorded in sim/worlds/heldout54/README.md, never here.
describe("the heldout54 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout54",
    world: "quillerton_equestrian",
    generated: () => worldJson(QUILLERTON_EQUESTRIAN_HEADER, quillertonEquestrianFeatures()),
  });
});
