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
import { describeRun, runWithRules } from "./helpers.js";

/** A small building with a door in its south wall, and its floor (hidden from the air by the roof). */
function hide(name: string, [x0, y0]: Vec2): ReturnType<typeof surfaceFeature>[] {
  const floor: Vec2[] = [
    [x0 + 0.3, y0 + 0.3],
    [x0 + 2, y0 + 0.3],
    [x0 + 2, y0 - 1.5],
    [x0 + 6, y0 - 1.5],
    [x0 + 6, y0 + 0.3],
    [x0 + 11.7, y0 + 0.3],
    [x0 + 11.7, y0 + 7.7],
    [x0 + 0.3, y0 + 7.7],
  ];
  return [
    surfaceFeature(
      { class: "building", name, description: "a timber bird hide with a slot window" },
      { polygon: rect(x0, y0, x0 + 12, y0 + 8) },
    ),
    surfaceFeature(
      {
        class: "floor",
        name: `${name}_floor`,
        traversable: true,
        coveredFromAir: true,
        cover: "roof",
        description: "inside the hide: a bench under the slot window",
      },
      { polygon: [floor] },
    ),
  ];
}

/**
 * A nature reserve: a lawn, a pond, two bird hides along the pond and, near the start, a bus shelter by the
 * gate. A head torch lies inside the far hide. Nothing here is from any evaluation world.
 */
function reserveWorld(): object {
  return enuWorldJson(
    [
      surfaceFeature(
        { class: "grass", name: "meadow", description: "rough meadow grass" },
        { polygon: rect(-20, -40, 200, 60) },
      ),
      surfaceFeature(
        { class: "water", name: "pond", description: "a reedy pond" },
        { polygon: rect(120, 20, 190, 55) },
      ),
      ...hide("east_hide", [150, 5]),
      ...hide("west_hide", [125, 5]),
      objectFeature(
        "bus_shelter_1",
        "bus_shelter",
        [10, -30],
        "bus shelter by the reserve gate, one glass panel cracked",
      ),
      objectFeature(
        "head_torch_1",
        "head_torch",
        [134, 10],
        "a head torch with a red strap on the bench in the hide",
        false,
      ),
    ],
    { start: [0, -20] },
  );
}

describe("an operator's reply that says what a place of the mission is", () => {
  it("takes the things it names as that place, not as things to find", async () => {
    const dir = mkdtempSync(join(tmpdir(), "spine-reply-place-"));
    const world = join(dir, "reserve.world.geojson");
    writeFileSync(world, JSON.stringify(reserveWorld()));
    const missionPath = join(dir, "torch.mission.json");
    writeFileSync(
      missionPath,
      JSON.stringify({
        world: "reserve.world.geojson",
        mission:
          "Sam left his head torch in one of the shelters when he was out counting birds. Can you have a look for it?",
        operator: { answers: ["the shelters are the two bird hides along the pond"] },
        expect: {
          inspected: ["head_torch_1"],
          visited: [],
          maxClarify: 1,
          verdict: { found: ["head_torch_1"] },
        },
        limits: { maxIterations: 40, maxSimSeconds: 3600 },
      }),
    );
    const run = await runWithRules(missionPath);
    expect(run.metrics.success, describeRun(run)).toBe(true);
    // The bus shelter was a fair first guess at "one of the shelters"; after the reply it is neither a place
    // nor a thing to find.
    expect(run.report.record.clarifications).toHaveLength(1);
    expect(run.report.record.verdict?.found ?? []).not.toContain("bus_shelter_1");
  }, 90_000);
});
