import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  FELMOUTH_CONTAINER_TERMINAL_HEADER,
  felmouthContainerTerminalFeatures,
} from "../fixtures/worlds/makeFelmouthContainerTerminalWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixty-fifth held-out suite is recorded in sim/worlds/heldout65/README.md, never here.
describe("the heldout65 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout65",
    world: "felmouth_container_terminal",
    generated: () =>
      worldJson(FELMOUTH_CONTAINER_TERMINAL_HEADER, felmouthContainerTerminalFeatures()),
  });
});
