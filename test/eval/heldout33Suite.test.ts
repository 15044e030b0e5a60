import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  PORT_ARDLISH_HEADER,
  portArdlishFeatures,
} from "../fixtures/worlds/makePortArdlishWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirty-third held-out suite is recorded in sim/worlds/heldout33/README.md, never here.
describe("the heldout33 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout33",
    world: "port_ardlish",
    generated: () => worldJson(PORT_ARDLISH_HEADER, portArdlishFeatures()),
  });
});
