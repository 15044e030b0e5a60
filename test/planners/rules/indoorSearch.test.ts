import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Vec2 } from "../../../src/geo/index.js";
import {
  enuWorldJson,
  objectFeature,
  rect,
  surfaceFeature,
} from "../../fixtures/worlds/enuWorld.js";
import { runWithRules } from "./helpers.js";

/**
 * A workshop 60 m × 24 m whose only door is at the west end of its south wall, and a lawn around it. The robot
 * starts south of the workshop's middle, so the first wall it meets has no door in front of it; what it is sent
 * for stands deep inside, at the east end, where only a search from inside can see it.
 */
function workshopWorld(): object {
  const door: [number, number] = [2, 6]; // x range of the doorway, metres from the west wall
  const floor: Vec2[] = [
    [0.3, 0.3],
    [door[0], 0.3],
    [door[0], -1.5],
    [door[1], -1.5],
    [door[1], 0.3],
    [59.7, 0.3],
    [59.7, 23.7],
    [0.3, 23.7],
  ];
  return enuWorldJson(
    [
      surfaceFeature(
        { class: "grass", name: "lawn", description: "mown lawn" },
        { polygon: rect(-40, -40, 100, 60) },
      ),
      surfaceFeature(
        { class: "building", name: "workshop", description: "a long brick workshop" },
        { polygon: rect(0, 0, 60, 24) },
      ),
      surfaceFeature(
        {
          class: "floor",
          name: "workshop_floor",
          traversable: true,
          coveredFromAir: true,
          cover: "roof",
          description: "concrete workshop floor",
        },
        { polygon: [floor] },
      ),
      objectFeature(
        "welder_1",
        "welder",
        [54, 18],
        "an arc welder on a trolley, cables coiled",
        false,
      ),
    ],
    { start: [30, -25] },
  );
}

describe("searching inside a building", () => {
  it("finds the door along the wall it met and searches the inside from inside", async () => {
    const dir = mkdtempSync(join(tmpdir(), "spine-indoor-"));
    const world = join(dir, "workshop.world.geojson");
    writeFileSync(world, JSON.stringify(workshopWorld()));
    const missionPath = join(dir, "welder.mission.json");
    writeFileSync(
      missionPath,
      JSON.stringify({
        world,
        mission: "Where is the welder? It should be somewhere in the workshop.",
        operator: { answers: ["It's inside the workshop."] },
        expect: {
          inspected: ["welder_1"],
          visited: [],
          verdict: { found: ["welder_1"] },
          maxClarify: 1,
        },
        limits: { maxIterations: 40, maxSimSeconds: 3600 },
      }),
    );
    const run = await runWithRules(missionPath);
    const failed = run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail);
    expect(failed, run.report.history.join("\n")).toEqual([]);
    expect(run.metrics.success).toBe(true);
  }, 60_000);
});
