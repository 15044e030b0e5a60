import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  enuWorldJson,
  objectFeature,
  rect,
  surfaceFeature,
} from "../../fixtures/worlds/enuWorld.js";
import { runWithRules } from "./helpers.js";

/**
 * A named hay meadow 130 m × 90 m beside a farm lane, with a lost phone lying somewhere in it (not in the prior).
 * The prior splits the meadow into many regions; looking at one of them, or around one spot, finds the phone only
 * by luck.
 */
function meadowWorld(phoneAt: [number, number]): string {
  const dir = mkdtempSync(join(tmpdir(), "spine-field-"));
  const world = join(dir, "meadow.world.geojson");
  writeFileSync(
    world,
    JSON.stringify(
      enuWorldJson(
        [
          surfaceFeature(
            { class: "grass", name: "yard_grass", description: "rough grass" },
            { polygon: rect(-20, -40, 160, 0) },
          ),
          surfaceFeature(
            { class: "road", name: "farm_lane", description: "gravel lane" },
            { polygon: rect(-20, -10, 160, -4) },
          ),
          surfaceFeature(
            { class: "grass", name: "hay_meadow", description: "long grass cut for hay" },
            { polygon: rect(0, 0, 130, 90) },
          ),
          objectFeature(
            "phone_1",
            "phone",
            phoneAt,
            "a mobile phone face down in the grass, screen cracked",
            false,
          ),
        ],
        { start: [5, -20] },
      ),
    ),
  );
  return world;
}

describe("searching a place the mission names", () => {
  it.each([
    [122, 84],
    [8, 84],
    [122, 8],
    [65, 45],
    [30, 60],
  ] as [number, number][])(
    "searches the whole named field row by row: phone at (%i, %i)",
    async (x, y) => {
      const world = meadowWorld([x, y]);
      const missionPath = join(world, "..", "phone.mission.json");
      writeFileSync(
        missionPath,
        JSON.stringify({
          world,
          mission:
            "I think I dropped my phone somewhere in the hay meadow this morning, can you find it?",
          operator: { answers: ["It's somewhere in the hay meadow."] },
          expect: {
            inspected: ["phone_1"],
            visited: [],
            verdict: { found: ["phone_1"] },
            maxClarify: 1,
          },
          limits: { maxIterations: 30, maxSimSeconds: 3600 },
        }),
      );
      const run = await runWithRules(missionPath);
      const failed = run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail);
      expect(failed, run.report.history.join("\n")).toEqual([]);
      expect(run.metrics.success).toBe(true);
    },
    60_000,
  );
});
