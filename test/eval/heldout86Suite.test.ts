import { describe } from "vitest";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  HARLSDALE_SAILING_CLUB_HEADER,
  harlsdaleSailingClubFeatures,
} from "../fixtures/worlds/makeHarlsdaleSailingClubWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighty-sixth held-out suite is recorded in sim/worlds/heldout86/README.md, never here.
describe("the heldout86 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout86",
    world: "harlsdale_sailing_club",
    generated: () => worldJson(HARLSDALE_SAILING_CLUB_HEADER, harlsdaleSailingClubFeatures()),
  });
});
