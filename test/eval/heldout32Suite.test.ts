import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  OWLERSGATE_MUSEUM_HEADER,
  owlersgateMuseumFeatures,
} from "../fixtures/worlds/makeOwlersgateMuseumWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirty-second held-out suite is recorded in sim/worlds/heldout32/README.md, never
// here.
describe("the heldout32 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout32",
    world: "owlersgate_museum",
    generated: () => worldJson(OWLERSGATE_MUSEUM_HEADER, owlersgateMuseumFeatures()),
  });
});
