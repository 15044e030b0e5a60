import { describe, expect, it } from "vitest";
import { bestReachableFit, DEFAULT_BEHAVIOR_SETTINGS } from "../../behaviors/index.js";
import { distanceM, type Vec2 } from "../../src/geo/index.js";
import { isReachable, type SemanticMap } from "../../src/map/index.js";
import type { OccupancyGrid } from "../../src/robot/index.js";
import { gridOf as gridOfRows } from "./gridOf.js";
import { DEFAULT_SETTINGS } from "../../sim/engine/index.js";
import { segmentTraversable } from "../../sim/raster/index.js";
import { enuWorld, rect, type EnuFeature } from "../fixtures/worlds/enuWorld.js";
import {
  feedbackOf,
  finished,
  lastPosition,
  oneStepAtATime,
  pointsIn,
  priorGraph,
  runLoop,
  type LoopRun,
} from "../agent/helpers.js";

const { toleranceM } = DEFAULT_BEHAVIOR_SETTINGS.extend;

const field = (width: number, height: number): EnuFeature => ({
  properties: { layer: "surface", class: "field" },
  polygon: rect(0, 0, width, height),
});

const building = (x0: number, y0: number, x1: number, y1: number): EnuFeature => ({
  properties: { layer: "surface", class: "building" },
  polygon: rect(x0, y0, x1, y1),
});

/** extend_map toward `goal` from `start` in a world of `features`; the prior knows only the start region. */
function extendIn(features: EnuFeature[], start: Vec2, goal: Vec2): Promise<LoopRun> {
  const world = enuWorld(features, { start });
  const prior = priorGraph({ regions: { start }, edges: [], robot: "start" });
  return runLoop(world, oneStepAtATime(`extend_map(${goal[0]}, ${goal[1]})`), { prior });
}

/** The map the planner saw after the action (the live map; nothing changes it after the mission). */
function mapAfter(run: LoopRun): SemanticMap {
  return run.generator.requests.at(-1)!.map;
}

function discovered(map: SemanticMap): string[] {
  return map.regionNames().filter((name) => name.startsWith("discovered_region_"));
}

/** Region edges of the final map with an end the agent added, whose straight segment is not drivable. */
function undrivableAgentEdges(run: LoopRun): string[] {
  const map = mapAfter(run);
  return map
    .edges("region")
    .filter((edge) => edge.some((name) => name.startsWith("discovered_region_")))
    .filter(
      ([a, b]) =>
        !segmentTraversable(run.sim.truth.rasters.traversable, map.coordsOf(a)!, map.coordsOf(b)!),
    )
    .map(([a, b]) => `${a}–${b}`);
}

const gridOf = (rows: readonly string[]): OccupancyGrid => gridOfRows(rows, 0.5);

describe("extend_map", () => {
  it("reaches a goal across open unknown ground, adding connected discovered regions", async () => {
    const goal: Vec2 = [85, 20];
    const run = await extendIn([field(100, 40)], [5, 20], goal);
    const map = mapAfter(run);
    const added = discovered(map);

    expect(finished(run.events)[0]!.status).toBe("succeeded");
    expect(feedbackOf(run.events, "extend_map(")).toContain("reached (85.0, 20.0)");
    expect(distanceM(lastPosition(run), goal)).toBeLessThanOrEqual(toleranceM);
    // A 40 m local map: the 80 m need several new regions, all reachable from the start.
    expect(added.length).toBeGreaterThanOrEqual(3);
    for (const name of added) expect(isReachable(map, "start", name)).toBe(true);
    expect(map.robotLocation).toBe(added.at(-1));
    expect(distanceM(map.coordsOf(added.at(-1)!)!, goal)).toBeLessThanOrEqual(toleranceM);
    // The planner hears about them as updates on its next turn.
    expect(run.generator.requests[1]!.updates).toContain(added[0]!);
  });

  it("stops at an obstacle between the robot and the goal and says where it is", async () => {
    const river: EnuFeature = {
      properties: { layer: "surface", class: "water" },
      polygon: rect(-1, 30, 101, 40),
    };
    const run = await extendIn([field(100, 60), river], [50, 5], [50, 55]);
    const feedback = feedbackOf(run.events, "extend_map(");

    expect(feedback).toMatch(/an obstacle at \([\d.]+, [\d.]+\)[^;]* blocks the way/);
    expect(feedback).toContain("An obstacle boundary lies between here and the goal");
    const obstacle = pointsIn(feedback.slice(feedback.indexOf("an obstacle at")))[0]!;
    expect(run.sim.truth.isDrivable(obstacle)).toBe(false);
    expect(obstacle[1]).toBeGreaterThanOrEqual(29.5);
    expect(obstacle[1]).toBeLessThan(40);
    // The same obstacle as data, with its extent across the way (the bank runs east–west).
    const outcome = run.generator.requests[1]!.outcomes.find((o) => o.kind === "obstacle");
    expect(outcome?.kind).toBe("obstacle");
    if (outcome?.kind === "obstacle") expect(distanceM(outcome.at, obstacle)).toBeLessThan(0.1);
    if (outcome?.kind === "obstacle" && outcome.extent !== undefined) {
      const [left, right] = outcome.extent;
      expect(Math.abs(left[0] - right[0])).toBeGreaterThan(Math.abs(left[1] - right[1]));
    }
    // The robot went as far as the near bank, no further.
    const [, y] = lastPosition(run);
    expect(y).toBeGreaterThan(25);
    expect(y).toBeLessThan(30);
    for (const name of discovered(mapAfter(run)))
      expect(mapAfter(run).coordsOf(name)![1]).toBeLessThan(30);
  });

  it("gives up without progress when the goal is enclosed, saying it is likely unreachable", async () => {
    // A pen whose only opening (0.5 m) is narrower than the robot; the lidar sees in through it.
    const pen = [
      building(50, 20, 51, 30),
      building(50, 30.5, 51, 40),
      building(50, 40, 70, 41),
      building(50, 19, 70, 20),
      building(69, 20, 70, 41),
    ];
    const goal: Vec2 = [60, 30.25];
    const run = await extendIn([field(80, 60), ...pen], [10.25, 30.25], goal);
    const feedback = feedbackOf(run.events, "extend_map(");

    expect(feedback).toMatch(/no further progress from .*the goal is likely unreachable from here/);
    expect(feedback).not.toContain("an obstacle at");
    const [x] = lastPosition(run);
    expect(x).toBeGreaterThan(45);
    expect(x).toBeLessThan(50);
    for (const name of discovered(mapAfter(run)))
      expect(mapAfter(run).coordsOf(name)![0]).toBeLessThan(50);
  });

  it("connects new regions only by straight segments of free ground", async () => {
    const runs = await Promise.all([
      extendIn([field(100, 60), building(20, 20, 30, 40)], [10, 30], [45, 30]),
      extendIn(
        [field(100, 60), building(20, 10, 24, 50), building(40, 0, 44, 40)],
        [10, 30],
        [70, 20],
      ),
      extendIn([field(100, 100)], [5, 5], [80, 80]),
    ]);
    for (const run of runs) {
      expect(discovered(mapAfter(run)).length).toBeGreaterThan(0);
      expect(undrivableAgentEdges(run)).toEqual([]);
      for (const name of discovered(mapAfter(run)))
        expect(run.sim.truth.isDrivable(mapAfter(run).coordsOf(name)!)).toBe(true);
    }
  });

  it("stops within tolerance of the goal even when a known region lies just short of it", async () => {
    // `marker` is within reuse distance of the free cell nearest the goal, but beyond the goal tolerance.
    const goal: Vec2 = [50, 20];
    const world = enuWorld([field(100, 40)], { start: [5, 20] });
    const prior = priorGraph({
      regions: { start: [5, 20], marker: [goal[0] - toleranceM - 0.1, goal[1]] },
      edges: [],
      robot: "start",
    });
    const run = await runLoop(world, oneStepAtATime(`extend_map(${goal[0]}, ${goal[1]})`), {
      prior,
    });

    expect(feedbackOf(run.events, "extend_map(")).toContain("reached (50.0, 20.0)");
    expect(distanceM(lastPosition(run), goal)).toBeLessThanOrEqual(toleranceM);
  });

  it("does not take a known region on the other side of a wall for the place it reached", async () => {
    // `across` is within reuse distance of the goal, but behind a wall from it.
    const goal: Vec2 = [50, 20];
    const wall: EnuFeature = {
      properties: { layer: "obstacle", class: "wall" },
      line: [
        [30, 21.5],
        [70, 21.5],
      ],
    };
    const world = enuWorld([field(100, 40), wall], { start: [5, 20] });
    const prior = priorGraph({
      regions: { start: [5, 20], across: [50, 22.5] },
      edges: [],
      robot: "start",
    });
    const run = await runLoop(world, oneStepAtATime(`extend_map(${goal[0]}, ${goal[1]})`), {
      prior,
    });
    const map = mapAfter(run);

    expect(feedbackOf(run.events, "extend_map(")).toContain("reached (50.0, 20.0)");
    expect(map.robotLocation).not.toBe("across");
    expect(map.neighbors("across", "region")).toEqual([]);
    expect(undrivableAgentEdges(run)).toEqual([]);
  });

  describe("never treats unknown cells of the local map as free", () => {
    it("finds no fit through an unknown band, however close the free ground beyond it is to the goal", () => {
      const grid = gridOf([
        "......????......",
        "......????......",
        "......????......",
        "......????......",
        "......????......",
      ]);
      const fit = bestReachableFit(grid, [0.75, 1.25], [7.75, 1.25]);

      expect(fit.kind).toBe("fit");
      if (fit.kind !== "fit") return;
      expect(fit.point[0]).toBeLessThan(3);
      for (const [x] of fit.waypoints) expect(x).toBeLessThan(3);
    });

    it("keeps the same clearance from unknown cells as from occupied ones", () => {
      const rows = ["......??", "......??", "......??", "......??", "......??"];
      const unknown = bestReachableFit(gridOf(rows), [0.75, 1.25], [3.75, 1.25]);
      const occupied = bestReachableFit(
        gridOf(rows.map((row) => row.replaceAll("?", "#"))),
        [0.75, 1.25],
        [3.75, 1.25],
      );

      expect(unknown).toMatchObject({ kind: "fit", point: (occupied as { point: Vec2 }).point });
    });

    it("plans no new region behind an occluder the lidar cannot see past", async () => {
      const start: Vec2 = [10, 30];
      const run = await extendIn([field(100, 60), building(20, 10, 30, 50)], start, [40, 30]);
      const feedback = feedbackOf(run.events, "extend_map(");

      expect(feedback).toMatch(/an obstacle at \(20\.\d, [\d.]+\)[^;]* blocks the way/);
      const added = discovered(mapAfter(run));
      expect(added.length).toBeGreaterThan(0);
      for (const name of added) {
        const coords = mapAfter(run).coordsOf(name)!;
        expect(distanceM(coords, start)).toBeLessThanOrEqual(DEFAULT_SETTINGS.lidarRangeM);
        expect(coords[0]).toBeLessThan(20);
      }
    });

    it("drives along a wall seen end-on without touching its unseen side", async () => {
      // From the start only the wall's south end is visible; the cells beside it to the north are free, the
      // wall's own cells behind that end are unknown.
      const goal: Vec2 = [10.25, 45];
      const run = await extendIn([field(60, 60), building(9.5, 21, 10, 55)], [10.25, 20.25], goal);

      expect(feedbackOf(run.events, "extend_map(")).not.toMatch(/blocked/);
      expect(distanceM(lastPosition(run), goal)).toBeLessThanOrEqual(toleranceM);
    });
  });
});
