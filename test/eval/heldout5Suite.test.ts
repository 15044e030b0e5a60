import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUITES } from "../../sim/eval/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  WHINMOOR_GOLF_HEADER,
  whinmoorGolfFeatures,
} from "../fixtures/worlds/makeWhinmoorGolfWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the fifth held-out suite is recorded in sim/worlds/heldout5/README.md, never here.
describe("the heldout5 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout5",
    world: "whinmoor_golf",
    apart: ["general", "heldout", "heldout2", "heldout3", "heldout4"],
  });

  it("has the world file its generator writes", () => {
    const path = (SUITES["heldout5"]?.missions[0] ?? "").replace(
      /[^/]+$/,
      "whinmoor_golf.world.geojson",
    );
    const written: unknown = JSON.parse(readFileSync(path, "utf8"));
    expect(written).toEqual(
      JSON.parse(JSON.stringify(worldJson(WHINMOOR_GOLF_HEADER, whinmoorGolfFeatures()))),
    );
  });
});
