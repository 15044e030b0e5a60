import { describe, expect, it } from "vitest";
import { DEFAULT_BEHAVIOR_SETTINGS, frontierFit } from "../../behaviors/index.js";
import { distanceM, type Vec2 } from "../../src/geo/index.js";
import type { OccupancyGrid } from "../../src/robot/index.js";
import { gridOf as gridOfRows } from "./gridOf.js";
import { enuWorld, rect, type EnuFeature } from "../fixtures/worlds/enuWorld.js";
import { lastPosition, oneStepAtATime, priorGraph, runLoop } from "../agent/helpers.js";

/**
 * A trail through a wood that first bends away from where it leads: SPINE's best reachable fit stops where the
 * trail turns away, since no free cell it sees is closer to the goal; following the free ground to where it
 * vanishes from sight goes on round the bend.
 */
const features: EnuFeature[] = [
  { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 130, 70) },
  { properties: { layer: "surface", class: "forest" }, polygon: rect(20, 0, 110, 70) },
  {
    properties: { layer: "surface", class: "trail", width: 4 },
    line: [
      [10, 40],
      [40, 40],
      [40, 10],
      [80, 10],
      [80, 55],
      [95, 55],
    ],
  },
];
const start: Vec2 = [10, 40];
const goal: Vec2 = [92, 55];

async function extendAlongTheTrail(frontierSteps: number): Promise<Vec2> {
  const world = enuWorld(features, { start });
  const prior = priorGraph({ regions: { start }, edges: [], robot: "start" });
  const settings = {
    ...DEFAULT_BEHAVIOR_SETTINGS,
    extend: { ...DEFAULT_BEHAVIOR_SETTINGS.extend, frontierSteps },
  };
  const run = await runLoop(world, oneStepAtATime(`extend_map(${goal[0]}, ${goal[1]})`), {
    prior,
    settings,
  });
  return lastPosition(run);
}

describe("extend_map along a trail that bends away", () => {
  it("follows the free ground round the bend to the goal", async () => {
    const end = await extendAlongTheTrail(DEFAULT_BEHAVIOR_SETTINGS.extend.frontierSteps);
    expect(distanceM(end, goal)).toBeLessThanOrEqual(
      DEFAULT_BEHAVIOR_SETTINGS.extend.toleranceM + 1,
    );
  });

  it("stops where the trail turns away when frontier steps are off (SPINE's extend_map)", async () => {
    const end = await extendAlongTheTrail(0);
    expect(distanceM(end, goal)).toBeGreaterThan(30);
  });
});

const gridOf = (rows: readonly string[]): OccupancyGrid => gridOfRows(rows, 1);

describe("frontierFit", () => {
  // A corridor running south from the robot, then out of sight: the goal is north-east, behind the wall.
  const grid = gridOf([
    "##############",
    "##############",
    "###....#######",
    "###....#######",
    "###....#######",
    "###....#######",
    "###....#######",
    "###....#######",
    "###....#######",
    "###????#######",
  ]);
  const robot: Vec2 = [5, 7.5];
  const goal: Vec2 = [13, 14];

  it("goes to the edge of what has been seen, along the free ground", () => {
    const step = frontierFit(grid, robot, goal, { clearanceM: 0.4, maxDetourM: 15 });
    expect(step).toBeDefined();
    expect(step!.point[1]).toBeLessThan(3);
    expect(step!.waypoints[0]).toEqual(robot);
  });

  it("does not go back to where the robot already stood, nor farther than the detour allows", () => {
    expect(
      frontierFit(grid, robot, goal, { clearanceM: 0.4, avoid: [[5, 1.5]], avoidM: 4 }),
    ).toBeUndefined();
    expect(frontierFit(grid, robot, goal, { clearanceM: 0.4, maxDetourM: 1 })).toBeUndefined();
  });
});
