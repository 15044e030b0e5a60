import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUITES } from "../../sim/eval/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  HENSLEIGH_SHOWGROUND_HEADER,
  hensleighShowgroundFeatures,
} from "../fixtures/worlds/makeHensleighShowgroundWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the seventh held-out suite is recorded in sim/worlds/heldout7/README.md, never here.
describe("the heldout7 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout7",
    world: "hensleigh_showground",
    apart: ["general", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6"],
  });

  it("has the world file its generator writes", () => {
    const path = (SUITES["heldout7"]?.missions[0] ?? "").replace(
      /[^/]+$/,
      "hensleigh_showground.world.geojson",
    );
    const written: unknown = JSON.parse(readFileSync(path, "utf8"));
    expect(written).toEqual(
      JSON.parse(
        JSON.stringify(worldJson(HENSLEIGH_SHOWGROUND_HEADER, hensleighShowgroundFeatures())),
      ),
    );
  });
});
