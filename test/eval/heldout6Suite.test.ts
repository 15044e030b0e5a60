import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUITES } from "../../sim/eval/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import { MARRAM_BAY_HEADER, marramBayFeatures } from "../fixtures/worlds/makeMarramBayWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the sixth held-out suite is recorded in sim/worlds/heldout6/README.md, never here.
describe("the heldout6 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout6",
    world: "marram_bay",
    apart: ["general", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout7"],
  });

  it("has the world file its generator writes", () => {
    const path = (SUITES["heldout6"]?.missions[0] ?? "").replace(
      /[^/]+$/,
      "marram_bay.world.geojson",
    );
    const written: unknown = JSON.parse(readFileSync(path, "utf8"));
    expect(written).toEqual(
      JSON.parse(JSON.stringify(worldJson(MARRAM_BAY_HEADER, marramBayFeatures()))),
    );
  });
});
