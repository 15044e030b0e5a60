import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUITES } from "../../sim/eval/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  THORNMERE_AIRFIELD_HEADER,
  thornmereAirfieldFeatures,
} from "../fixtures/worlds/makeThornmereAirfieldWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the tenth held-out suite is recorded in sim/worlds/heldout10/README.md, never here.
describe("the heldout10 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout10",
    world: "thornmere_airfield",
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
      "heldout9",
    ],
  });

  it("has the world file its generator writes", () => {
    const path = (SUITES["heldout10"]?.missions[0] ?? "").replace(
      /[^/]+$/,
      "thornmere_airfield.world.geojson",
    );
    const written: unknown = JSON.parse(readFileSync(path, "utf8"));
    expect(written).toEqual(
      JSON.parse(JSON.stringify(worldJson(THORNMERE_AIRFIELD_HEADER, thornmereAirfieldFeatures()))),
    );
  });
});
