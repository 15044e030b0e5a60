import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";
import { grass, scrub, solves, way } from "./testWorlds.js";

/**
 * A short way asked about on the way to somewhere further, and a check of a place the map has no name for. Worlds
 * and missions are written for these tests, from no evaluation suite.
 */
describe("a way and beyond it, and a place the map does not name", () => {
  it("goes over a short way asked about and on to where the mission says it leads", async () => {
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "grass", name: "car_park_field", description: "rough grass by the car park" },
          { polygon: rect(0, 0, 200, 40) },
        ),
        surfaceFeature(
          { class: "water", name: "the_beck", description: "fast brown beck" },
          { polygon: rect(0, 40, 200, 52) },
        ),
        surfaceFeature(
          { class: "bridge", name: "footbridge", width: 3 },
          {
            line: [
              [100, 38],
              [100, 54],
            ],
          },
        ),
        surfaceFeature(
          { class: "path", name: "meadow_path", width: 3 },
          {
            line: [
              [100, 54],
              [100, 160],
            ],
          },
        ),
        surfaceFeature(
          { class: "scrub", name: "bracken", traversable: false },
          { polygon: rect(0, 52, 98, 160) },
        ),
        surfaceFeature(
          { class: "scrub", name: "bracken_east", traversable: false },
          { polygon: rect(102, 52, 200, 160) },
        ),
        surfaceFeature(
          { class: "grass", name: "hay_meadow", description: "hay meadow" },
          { polygon: rect(0, 160, 200, 220) },
        ),
        objectFeature(
          "meadow_stile_1",
          "stile",
          [100, 162],
          "timber stile at the top of the path into the meadow; sound",
        ),
      ],
      { start: [100, 10] },
    );
    const history = await solves(world, {
      mission:
        "Can folk get over the footbridge and up the path to the hay meadow alright after the storm?",
      operator: { answers: ["over the footbridge from the car park field, then up the path"] },
      expect: {
        inspected: [],
        visited: ["meadow_stile_1"],
        maxClarify: 1,
        verdict: { route_open: true },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
    expect(history).toContain("answer(");
  }, 180_000);

  it("crosses a short way asked about even when the place beyond is nearer by another way", async () => {
    // Two roads north over a drain; the one asked about is the far one from the start.
    const world = writeTestWorld(
      [
        surfaceFeature(
          { class: "grass", name: "depot_yard", description: "gravel yard" },
          { polygon: rect(0, 0, 200, 40) },
        ),
        surfaceFeature(
          { class: "water", name: "main_drain", description: "deep drain, steep banks" },
          { polygon: rect(0, 100, 200, 108) },
        ),
        way(
          "road",
          "lane_a",
          [
            [30, 30],
            [30, 210],
          ],
          6,
        ),
        way(
          "road",
          "lane_b",
          [
            [170, 30],
            [170, 210],
          ],
          6,
        ),
        way("bridge", "old_bridge", [
          [30, 96],
          [30, 112],
        ]),
        way("road", "east_haul_road", [
          [170, 96],
          [170, 112],
        ]),
        ...[
          [0, 40, 24, 100],
          [0, 108, 24, 200],
          [36, 40, 164, 100],
          [36, 108, 164, 200],
          [176, 40, 200, 100],
          [176, 108, 200, 200],
        ].map((box, i) => scrub(`thicket_${i}`, box as [number, number, number, number])),
        surfaceFeature(
          { class: "grass", name: "reed_beds", description: "reed beds behind the drain" },
          { polygon: rect(0, 200, 200, 260) },
        ),
        objectFeature(
          "culvert_wingwall_1",
          "wingwall",
          [173, 97],
          "concrete wingwall of the new culvert, backfill settled, road over it firm; sound",
        ),
      ],
      { start: [20, 10] },
    );
    await solves(world, {
      mission:
        "Is the haul road open over the new culvert yet? Got to get the tanker up to the reed beds",
      operator: { answers: ["the east haul road, where it goes over the main drain"] },
      expect: {
        inspected: [],
        visited: ["culvert_wingwall_1"],
        maxClarify: 1,
        verdict: { route_open: true },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);

  it("asks where a place is that the map has no name for before checking things only like its words", async () => {
    const world = writeTestWorld(
      [
        grass(260, 160),
        objectFeature(
          "filter_tank_1",
          "filter_tank",
          [40, 130],
          "settling tank, level steady; fine",
        ),
        objectFeature(
          "sluice_gate_1",
          "sluice_gate",
          [210, 140],
          "timber sluice gate at the head of the wet ground, jammed open, water pouring past; damaged",
          false,
        ),
        surfaceFeature(
          { class: "grass", name: "top_corner", description: "rushy wet ground" },
          { polygon: rect(190, 120, 250, 155) },
        ),
      ],
      { start: [20, 20] },
    );
    // (What the operator's reply then says of the place is another matter: this asks only that it is asked.)
    const { history } = await failedChecks(
      writeTestMission(world, {
        mission:
          "have a look over the pightles will you, the waste water has been going down there all night",
        operator: { answers: ["the pightles are the wet ground in the top corner"] },
        expect: { inspected: [], visited: [], maxClarify: 1 },
        limits: { maxIterations: 10, maxSimSeconds: 1200 },
      }),
    );
    const first = history
      .split("\n")
      .find((line) => /goto|extend_map|map_region|inspect|clarify/.test(line));
    expect(first).toContain("clarify(");
  }, 180_000);
});
