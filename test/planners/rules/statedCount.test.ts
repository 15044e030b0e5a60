import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A promenade, and a row of five new benches 14 m apart running up the green from it, none of them on the prior
 * (they went in after it was made); the second and the fifth are damaged. Nothing here is from any evaluation world.
 */
function promenadeWorld(): string {
  const benches = [0, 1, 2, 3, 4].map((i) =>
    objectFeature(
      `bench_${i + 1}`,
      "bench",
      [200, 62 + 14 * i],
      i === 1 || i === 4
        ? "slatted bench, two slats snapped and the backrest split; damaged"
        : "slatted bench, sound and dry; fine",
      false,
    ),
  );
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "green", description: "mown grass" },
        { polygon: rect(0, 0, 260, 140) },
      ),
      surfaceFeature(
        { class: "path", name: "promenade", width: 4 },
        {
          line: [
            [10, 55],
            [250, 55],
          ],
        },
      ),
      ...benches,
    ],
    { start: [15, 55] },
  );
}

describe("how many there are, when the mission says", () => {
  it("keeps looking round those found until it has seen as many as the mission says", async () => {
    const path = writeTestMission(promenadeWorld(), {
      mission:
        "Can you check the new benches by the promenade after the storm? There's five of them. Which ones are damaged?",
      operator: { answers: ["the row of new benches up the green from the promenade"] },
      expect: {
        inspected: ["bench_1", "bench_2", "bench_3", "bench_4", "bench_5"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["bench_2", "bench_5"], fine: ["bench_1", "bench_3", "bench_4"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 120_000);
});
