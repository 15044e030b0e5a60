import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUITES } from "../../sim/eval/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  ASHCOMBE_VINEYARD_HEADER,
  ashcombeVineyardFeatures,
} from "../fixtures/worlds/makeAshcombeVineyardWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the eighth held-out suite is recorded in sim/worlds/heldout8/README.md, never here.
describe("the heldout8 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout8",
    world: "ashcombe_vineyard",
    apart: [
      "general",
      "heldout",
      "heldout2",
      "heldout3",
      "heldout4",
      "heldout5",
      "heldout6",
      "heldout7",
    ],
  });

  it("has the world file its generator writes", () => {
    const path = (SUITES["heldout8"]?.missions[0] ?? "").replace(
      /[^/]+$/,
      "ashcombe_vineyard.world.geojson",
    );
    const written: unknown = JSON.parse(readFileSync(path, "utf8"));
    expect(written).toEqual(
      JSON.parse(JSON.stringify(worldJson(ASHCOMBE_VINEYARD_HEADER, ashcombeVineyardFeatures()))),
    );
  });
});
