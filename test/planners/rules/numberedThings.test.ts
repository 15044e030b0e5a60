import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { runWithRules, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * Things named by their numbers are those numbers, not the rest of the row. A test world written for this test,
 * not taken from any evaluation world.
 */
describe("which ones by number", () => {
  it("checks posts 2 and 3 and leaves the rest of the row once both are seen", async () => {
    const posts = [1, 2, 3, 4, 5].map((n) =>
      objectFeature(
        `hitching_post_${n}`,
        "hitching_post",
        [15 + n * 25, 20],
        n === 3
          ? `hitching post ${n}: split down its length, leaning`
          : `hitching post ${n}: sound; fine`,
      ),
    );
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "grass", name: "show_ring", description: "grass show ring" },
          { polygon: rect(0, 0, 180, 40) },
        ),
        ...posts,
      ],
      { start: [5, 20] },
    );
    const path = writeTestMission(world, {
      mission: "Go and look at hitching posts 2 and 3 in the show ring, tell me if they're ok",
      operator: { answers: ["The wooden posts along the ring."] },
      expect: {
        inspected: ["hitching_post_2", "hitching_post_3"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["hitching_post_3"], fine: ["hitching_post_2"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
    const run = await runWithRules(path);
    const failed = run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail);
    expect(failed, run.report.history.join("\n")).toEqual([]);
    const inspected = run.report.history.filter((step) => step.startsWith("inspect("));
    expect(inspected.some((step) => step.startsWith("inspect(hitching_post_5"))).toBe(false);
  }, 60_000);
});
