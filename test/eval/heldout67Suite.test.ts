import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  KINGSBURY_CATHEDRAL_CLOSE_HEADER,
  kingsburyCathedralCloseFeatures,
} from "../fixtures/worlds/makeKingsburyCathedralCloseWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixty-seventh held-out suite is recorded in sim/worlds/heldout67/README.md, never here.
describe("the heldout67 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout67",
    world: "kingsbury_cathedral_close",
    generated: () => worldJson(KINGSBURY_CATHEDRAL_CLOSE_HEADER, kingsburyCathedralCloseFeatures()),
  });
});
