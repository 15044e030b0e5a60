import { describe, expect, it } from "vitest";
import { objectFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { grass, house, solves } from "./testWorlds.js";

/**
 * Things that stopped working where nothing on the map is known to feed them: where their supply comes from is the
 * operator's knowledge, so the planner asks before touring guesses, and the reply's words ("the fuse board's on
 * the wall inside the café") are what the detector then looks for. Nothing here is from any evaluation world.
 */
describe("a supply nothing on the map is known to carry", () => {
  const world = (): string =>
    writeTestWorld(
      [
        grass(300, 200),
        ...house(
          "cafe",
          [200, 120, 230, 150],
          [212, 218],
          "timber café with a tin roof",
          "inside the café: counter, fridges, tables",
        ),
        objectFeature(
          "distribution_board_1",
          "distribution_board",
          [225, 145],
          "grey fuse board on the café wall: main switch tripped off, the RCD down; nothing on",
          false,
        ),
        objectFeature("picnic_table_1", "picnic_table", [150, 60], "picnic table, wet; fine"),
        objectFeature("wheelie_bin_1", "wheelie_bin", [100, 150], "wheelie bin, lid shut; fine"),
        objectFeature("litter_bin_1", "litter_bin", [60, 40], "litter bin, half full; fine"),
      ],
      { start: [150, 30] },
    );

  it("asks where it comes from before driving to guesses, then finds the fault where the operator says", async () => {
    const history = await solves(world(), {
      mission: "café's dead this morning, no lights, fridges off. why?",
      operator: { answers: ["the fuse board's on the wall just inside the café"] },
      expect: {
        inspected: ["distribution_board_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["distribution_board_1"] },
      },
      limits: { maxIterations: 60, maxSimSeconds: 5400 },
    });
    const steps = history.split("\n").filter((step) => !step.startsWith("set_labels("));
    expect(steps[0], history).toMatch(/^clarify\(/);
  }, 180_000);
});
