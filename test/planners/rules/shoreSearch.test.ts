import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A duck pond in a park field, open grass all round it. A landing net lies in the reeds on the far bank; the prior,
 * made from the air, does not show it. A bench stands by the near bank. Nothing here is from any evaluation world.
 */
function duckPondWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "park_field", description: "mown grass" },
        { polygon: rect(0, 0, 280, 200) },
      ),
      surfaceFeature(
        { class: "water", name: "duck_pond", description: "a shallow pond with reeds round it" },
        { polygon: rect(110, 50, 200, 150) },
      ),
      objectFeature("bench_1", "bench", [100, 100], "wooden bench facing the pond; fine"),
      objectFeature(
        "landing_net_1",
        "landing_net",
        [208, 120],
        "long-handled landing net lying in the reeds at the water's edge",
        false,
      ),
    ],
    { start: [20, 100] },
  );
}

describe("a search at open water", () => {
  it("goes round the pond's banks, not toward its middle, and finds what lies on the far side", async () => {
    const path = writeTestMission(duckPondWorld(), {
      mission: "I left my landing net somewhere round the edge of the duck pond, can you find it",
      expect: {
        inspected: ["landing_net_1"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["landing_net_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 1800 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 90_000);
});
