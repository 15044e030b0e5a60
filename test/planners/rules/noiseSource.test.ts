import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { runWithRules, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A smallholding: a workshop with a bench, a water butt, a noticeboard and a wheelbarrow beside it; further off,
 * a compressor and a water pump by the barn. The compressor's drive belt is squealing. All in the prior.
 * Nothing here is from any evaluation world.
 */
function smallholdingWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "smallholding", description: "rough grass round the yard" },
        { polygon: rect(0, 0, 240, 80) },
      ),
      surfaceFeature(
        { class: "gravel", name: "yard", description: "gravel yard" },
        { polygon: rect(10, 30, 230, 50) },
      ),
      objectFeature("bench_1", "bench", [30, 55], "wooden bench by the workshop door; fine"),
      objectFeature("water_butt_1", "water_butt", [40, 25], "water butt, lid on, half full; fine"),
      objectFeature("noticeboard_1", "noticeboard", [50, 55], "noticeboard, notices pinned; fine"),
      objectFeature(
        "wheelbarrow_1",
        "wheelbarrow",
        [60, 25],
        "wheelbarrow tipped on its side, tyre flat; damaged",
      ),
      objectFeature(
        "water_pump_1",
        "water_pump",
        [200, 55],
        "water pump by the barn, quiet, no drips; fine",
      ),
      objectFeature(
        "compressor_1",
        "compressor",
        [210, 25],
        "air compressor by the barn, running with its drive belt squealing, frayed at one edge; needs replacing",
      ),
    ],
    { start: [15, 40] },
  );
}

describe("a noise with no source named", () => {
  it("looks at the machines first, and stops at the one making it", async () => {
    const path = writeTestMission(smallholdingWorld(), {
      mission: "what's that squealing? you can hear it from the yard",
      operator: { answers: ["somewhere down the far end of the yard"] },
      expect: {
        inspected: ["compressor_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["compressor_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const run = await runWithRules(path);
    const history = run.report.history.join("\n");
    expect(
      run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail),
      history,
    ).toEqual([]);
    // The things beside the yard that make no noise are not gone over once the compressor explains it.
    const inspected = run.report.history.filter((line) => line.includes("inspect(")).join("\n");
    for (const quiet of ["bench_1", "noticeboard_1", "water_butt_1"])
      expect(inspected, history).not.toContain(quiet);
  }, 90_000);
});
