import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUITES } from "../../sim/eval/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import { CRAGG_HOLME_HEADER, craggHolmeFeatures } from "../fixtures/worlds/makeCraggHolmeWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the ninth held-out suite is recorded in sim/worlds/heldout9/README.md, never here.
describe("the heldout9 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout9",
    world: "cragg_holme",
    apart: [
      "general",
      "heldout",
      "heldout2",
      "heldout3",
      "heldout4",
      "heldout5",
      "heldout6",
      "heldout7",
      "heldout8",
      "heldout10",
    ],
  });

  it("has the world file its generator writes", () => {
    const path = (SUITES["heldout9"]?.missions[0] ?? "").replace(
      /[^/]+$/,
      "cragg_holme.world.geojson",
    );
    const written: unknown = JSON.parse(readFileSync(path, "utf8"));
    expect(written).toEqual(
      JSON.parse(JSON.stringify(worldJson(CRAGG_HOLME_HEADER, craggHolmeFeatures()))),
    );
  });
});
