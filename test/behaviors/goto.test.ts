import { describe, expect, it } from "vitest";
import { DEFAULT_BEHAVIOR_SETTINGS } from "../../behaviors/index.js";
import type { Vec2 } from "../../src/geo/index.js";
import { enuWorld, rect, type EnuFeature } from "../fixtures/worlds/enuWorld.js";
import {
  distanceToPath,
  feedbackOf,
  finished,
  firstVisit,
  lastPosition,
  oneStepAtATime,
  priorGraph,
  runLoop,
  type LoopRun,
} from "../agent/helpers.js";

const field = (width: number, height: number): EnuFeature => ({
  properties: { layer: "surface", class: "field" },
  polygon: rect(0, 0, width, height),
});

/**
 * A new wall along x = 50 from y0 to y1 that the prior does not show. The prior's connections across it are 90 m
 * long, so the robot sets off along one while the wall is still beyond lidar range, and finds it blocked on the
 * way (the mapper also removes the connection once the wall comes into view).
 */
const newWall = (y0: number, y1: number): EnuFeature => ({
  properties: { layer: "obstacle", class: "wall", inPrior: false },
  line: [
    [50, y0],
    [50, y1],
  ],
});

/**
 * Parallel east–west routes across x = 50 at the given heights, each a single long prior connection
 * (west_k–east_k), joined on both sides by north–south connections. The robot starts at west_0.
 */
function parallelRoutes(heights: readonly number[]): {
  regions: Record<string, Vec2>;
  edges: [string, string][];
} {
  const regions: Record<string, Vec2> = {};
  const edges: [string, string][] = [];
  heights.forEach((y, k) => {
    regions[`west_${k}`] = [5, y];
    regions[`east_${k}`] = [95, y];
    edges.push([`west_${k}`, `east_${k}`]);
    if (k > 0) edges.push([`west_${k - 1}`, `west_${k}`], [`east_${k - 1}`, `east_${k}`]);
  });
  return { regions, edges };
}

async function gotoAcross(
  heights: readonly number[],
  wall: EnuFeature,
  settings = DEFAULT_BEHAVIOR_SETTINGS,
): Promise<LoopRun> {
  const top = Math.max(...heights) + 10;
  const world = enuWorld([field(100, top), wall], { start: [5, heights[0]!] });
  const prior = priorGraph({ ...parallelRoutes(heights), robot: "west_0" });
  return runLoop(world, oneStepAtATime("goto(east_0)"), { prior, settings });
}

/** Did the robot's path ever cross x = 50 between y0 and y1? */
function crossesWall(path: readonly Vec2[], y0: number, y1: number): boolean {
  return path.some((b, i) => {
    const a = path[i - 1];
    if (a === undefined || (a[0] - 50) * (b[0] - 50) > 0 || a[0] === b[0]) return false;
    const y = a[1] + ((50 - a[0]) / (b[0] - a[0])) * (b[1] - a[1]);
    return y >= y0 && y <= y1;
  });
}

function blockedReports(run: LoopRun): string[] {
  return feedbackOf(run.events, "goto(").match(/the connection \S+ is blocked/g) ?? [];
}

describe("goto", () => {
  it("drives the weighted shortest path through its intermediate regions, not the path with fewest hops", async () => {
    const world = enuWorld([field(100, 60)], { start: [5, 10] });
    const prior = priorGraph({
      regions: {
        start: [5, 10],
        a: [30, 10],
        b: [55, 10],
        c: [80, 10],
        goal: [95, 10],
        detour: [50, 55],
      },
      // Two hops via the detour (about 130 m) against four along the line (90 m).
      edges: [
        ["start", "a"],
        ["a", "b"],
        ["b", "c"],
        ["c", "goal"],
        ["start", "detour"],
        ["detour", "goal"],
      ],
      robot: "start",
    });
    const run = await runLoop(world, oneStepAtATime("goto(goal)"), { prior });

    expect(finished(run.events)[0]).toMatchObject({ action: "goto(goal)", status: "succeeded" });
    const tolerance = DEFAULT_BEHAVIOR_SETTINGS.arriveToleranceM + 0.01;
    const visits = (["a", "b", "c", "goal"] as const).map((name) =>
      firstVisit(
        run.trajectory,
        prior.regions.find((r) => r.name === name)!.coords as Vec2,
        tolerance,
      ),
    );
    for (const index of visits) expect(index).toBeGreaterThanOrEqual(0);
    expect(visits).toEqual([...visits].sort((p, q) => p - q));
    expect(distanceToPath(run.trajectory, [50, 55])).toBeGreaterThan(20);
    expect(run.generator.requests[1]!.map.robotLocation).toBe("goal");
  });

  it("removes a blocked connection, reports it, drives back and reroutes along the alternative", async () => {
    // The wall leaves a gap in the north, so the northern route is open.
    const run = await gotoAcross([10, 50], newWall(-1, 40));
    const feedback = feedbackOf(run.events, "goto(east_0)");

    expect(finished(run.events)[0]!.status).toBe("succeeded");
    expect(feedback).toMatch(
      /the connection west_0–east_0 is blocked \(blocked at .*\); it was removed/,
    );
    const map = run.generator.requests[1]!.map;
    expect(map.hasEdge("west_0", "east_0")).toBe(false);
    expect(map.robotLocation).toBe("east_0");
    expect(run.generator.requests[1]!.feedback.join(" ")).toContain("west_0–east_0 is blocked");
    // The same as data, for planners that read no sentences.
    expect(run.generator.requests[1]!.outcomes).toContainEqual(
      expect.objectContaining({ kind: "connection-removed", between: ["west_0", "east_0"] }),
    );
    expect(run.generator.requests[1]!.outcomes).toContainEqual(
      expect.objectContaining({ kind: "arrived", region: "east_0", from: "west_0" }),
    );

    // Up to the wall, back to where the blocked connection began, then around through the north.
    const path = run.trajectory;
    const atWall = path.findIndex((p) => p[0] > 45 && p[1] < 15);
    const back = atWall < 0 ? -1 : firstVisit(path.slice(atWall), [5, 10], 1.01) + atWall;
    const north = firstVisit(path, [5, 50], 1.01);
    const northEast = firstVisit(path, [95, 50], 1.01);
    expect(atWall).toBeGreaterThan(0);
    expect(back).toBeGreaterThan(atWall);
    expect(north).toBeGreaterThan(back);
    expect(northEast).toBeGreaterThan(north);
    expect(lastPosition(run)[0]).toBeCloseTo(95, 0);
    expect(lastPosition(run)[1]).toBeCloseTo(10, 0);
    expect(crossesWall(path, -1, 40)).toBe(false);
  });

  it("suggests extend_map toward the goal when no route is left", async () => {
    const run = await gotoAcross([10, 50], newWall(-1, 61));
    const feedback = feedbackOf(run.events, "goto(east_0)");

    expect(finished(run.events)[0]!.status).toBe("failed");
    expect(blockedReports(run)).toEqual([
      "the connection west_0–east_0 is blocked",
      "the connection west_1–east_1 is blocked",
    ]);
    expect(feedback).toMatch(
      /no known path from west_\d to east_0 any more; consider extend_map\(95\.0, 10\.0\)/,
    );
    const map = run.generator.requests[1]!.map;
    expect(map.hasEdge("west_0", "east_0")).toBe(false);
    expect(map.hasEdge("west_1", "east_1")).toBe(false);
    expect(crossesWall(run.trajectory, -1, 61)).toBe(false);
  });

  it("tries at most maxReroutes alternatives, then gives up suggesting extend_map", async () => {
    const settings = { ...DEFAULT_BEHAVIOR_SETTINGS, maxReroutes: 1 };
    const run = await gotoAcross([10, 50, 90], newWall(-1, 101), settings);
    const feedback = feedbackOf(run.events, "goto(east_0)");

    expect(finished(run.events)[0]!.status).toBe("failed");
    // The first route and one alternative; the third route is never tried.
    expect(blockedReports(run)).toHaveLength(2);
    expect(feedback).toMatch(
      /gave up on east_0 after 1 alternative routes?; consider extend_map\(95\.0, 10\.0\)/,
    );
    expect(run.generator.requests[1]!.map.hasEdge("west_2", "east_2")).toBe(true);
    expect(distanceToPath(run.trajectory, [5, 90])).toBeGreaterThan(20);
  });

  it("reports a way round far longer than the way left instead of driving it, unless told to drive any", async () => {
    // The wall cuts the 90 m route; the only other crossing is 400 m up the field and back.
    const run = await gotoAcross([10, 410], newWall(-1, 401));
    const feedback = feedbackOf(run.events, "goto(east_0)");
    expect(finished(run.events)[0]!.status).toBe("failed");
    expect(feedback).toMatch(/the connection west_0–east_0 is blocked/);
    expect(feedback).toMatch(/did not go on to east_0: the only known way round is \d+ m for 90 m/);
    expect(distanceToPath(run.trajectory, [5, 410])).toBeGreaterThan(100);

    const anyWay = { ...DEFAULT_BEHAVIOR_SETTINGS, detour: { factor: Infinity, minExtraM: 0 } };
    const driven = await gotoAcross([10, 410], newWall(-1, 401), anyWay);
    expect(finished(driven.events)[0]!.status).toBe("succeeded");
  });
});
