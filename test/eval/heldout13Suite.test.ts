import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUITES } from "../../sim/eval/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import { HOLLIN_BANK_HEADER, hollinBankFeatures } from "../fixtures/worlds/makeHollinBankWorld.js";
import { heldoutSuiteChecks } from "./heldoutSuiteChecks.js";

// How well the planner does on the thirteenth held-out suite is recorded in sim/worlds/heldout13/README.md, never here.
describe("the heldout13 suite", () => {
  heldoutSuiteChecks({
    suite: "heldout13",
    world: "hollin_bank",
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
      "heldout10",
      "heldout11",
      "heldout12",
      "heldout14",
    ],
  });

  it("has the world file its generator writes", () => {
    const path = (SUITES["heldout13"]?.missions[0] ?? "").replace(
      /[^/]+$/,
      "hollin_bank.world.geojson",
    );
    const written: unknown = JSON.parse(readFileSync(path, "utf8"));
    expect(written).toEqual(
      JSON.parse(JSON.stringify(worldJson(HOLLIN_BANK_HEADER, hollinBankFeatures()))),
    );
  });
});
