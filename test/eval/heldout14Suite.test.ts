import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  BRACKENHOLT_HALL_HEADER,
  brackenholtHallFeatures,
} from "../fixtures/worlds/makeBrackenholtHallWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fourteenth held-out suite is recorded in sim/worlds/heldout14/README.md, never here.
describe("the heldout14 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout14",
    world: "brackenholt_hall",
    generated: () => worldJson(BRACKENHOLT_HALL_HEADER, brackenholtHallFeatures()),
  });
});
