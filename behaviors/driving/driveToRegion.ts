import { distanceM, headingRad } from "../../src/geo/index.js";
import { shortestRegionPath } from "../../src/map/index.js";
import type { BehaviorContext } from "../context.js";
import type { ActionOutcome } from "../outcome.js";
import { renderOutcome } from "../renderOutcome.js";

export interface RegionDrive {
  readonly reached: boolean;
  /** What happened on the way, as data: connections found blocked, why it gave up. */
  readonly outcomes: ActionOutcome[];
  /** The same, in words for the planner (rendered from `outcomes`). */
  readonly feedback: string[];
  /** Regions passed through, in order. */
  readonly visited: string[];
  readonly metres: number;
}

/**
 * Drive to a region along the shortest known path, waypoint by waypoint. A connection that turns out to be
 * blocked is removed from the map and reported, the robot returns to the region it came from, and another path is
 * tried, up to `maxReroutes` times. A connection the mapper removed while the robot was on its way is treated the
 * same, without the drive. A drive that ends `unavailable` (link down, robot taken by another client, goal lost)
 * removes nothing: it ends the drive with a `robot-unavailable` outcome.
 */
export async function driveToRegion(
  context: BehaviorContext,
  target: string,
): Promise<RegionDrive> {
  const { map, settings } = context;
  const outcomes: ActionOutcome[] = [];
  const visited: string[] = [];
  let metres = 0;
  const done = (reached: boolean): RegionDrive => ({
    reached,
    outcomes,
    feedback: outcomes.map(renderOutcome),
    visited,
    metres,
  });
  for (let reroutes = 0; ; reroutes += 1) {
    if (!map.isRegion(target)) {
      outcomes.push({ kind: "not-arrived", target, why: "not-a-region" });
      return done(false);
    }
    const from = map.robotLocation;
    if (from === undefined) {
      outcomes.push({ kind: "not-arrived", target, why: "robot-location-unknown" });
      return done(false);
    }
    if (from === target) {
      const settle = await settleAt(context, target);
      metres += settle.metres;
      return done(settle.ok);
    }
    const path = shortestRegionPath(map, from, target);
    if (path === undefined) {
      const coords = map.coordsOf(target);
      outcomes.push({
        kind: "not-arrived",
        target,
        why: "no-path",
        detail: from,
        ...(coords === undefined ? {} : { extendToward: coords }),
      });
      return done(false);
    }
    // A way round that is far longer than the way left is the planner's call, not the navigator's.
    if (reroutes > 0) {
      const detourM = pathLengthM(map, path.regions);
      const straightM = distanceM(
        map.coordsOf(from) ?? [0, 0],
        map.coordsOf(target) ?? map.coordsOf(from) ?? [0, 0],
      );
      if (
        detourM > settings.detour.factor * straightM &&
        detourM > straightM + settings.detour.minExtraM
      ) {
        const coords = map.coordsOf(target);
        outcomes.push({
          kind: "not-arrived",
          target,
          why: "detour-too-long",
          detourM,
          straightM,
          ...(coords === undefined ? {} : { extendToward: coords }),
        });
        return done(false);
      }
    }
    const leg = await followPath(context, path.regions);
    metres += leg.metres;
    visited.push(...leg.visited);
    outcomes.push(...leg.outcomes);
    if (leg.outcome === "arrived") return done(true);
    if (leg.outcome === "stuck") return done(false);
    if (reroutes + 1 > settings.maxReroutes) {
      const coords = map.coordsOf(target);
      outcomes.push({
        kind: "not-arrived",
        target,
        why: "gave-up",
        routesTried: settings.maxReroutes,
        ...(coords === undefined ? {} : { extendToward: coords }),
      });
      return done(false);
    }
  }
}

type LegOutcome = "arrived" | "reroute" | "stuck";

async function followPath(
  context: BehaviorContext,
  regions: readonly string[],
): Promise<{ outcome: LegOutcome; outcomes: ActionOutcome[]; visited: string[]; metres: number }> {
  const { map, settings } = context;
  const outcomes: ActionOutcome[] = [];
  const visited: string[] = [];
  let metres = 0;
  for (const next of regions.slice(1)) {
    const current = map.robotLocation ?? regions[0] ?? next;
    if (!map.hasEdge(current, next)) {
      // The mapper saw the connection blocked while the robot was on its way; plan again from here.
      return { outcome: "reroute", outcomes, visited, metres };
    }
    const coords = map.coordsOf(next);
    if (coords === undefined) return { outcome: "reroute", outcomes, visited, metres };
    const pose = context.port.pose();
    const result = await context.drive(
      { x: coords[0], y: coords[1], yawRad: headingRad([pose.x, pose.y], coords) },
      { toleranceM: settings.arriveToleranceM, signal: context.signal },
    );
    metres += result.distanceM;
    if (result.status === "reached") {
      context.applyLocal({ robot_location: next });
      visited.push(next);
      continue;
    }
    if (result.status === "unavailable") {
      // The link or the robot failed, not the way: the connection stays, and the agent ends the mission.
      outcomes.push({
        kind: "robot-unavailable",
        target: next,
        detail: result.message,
        ...(result.evidence === undefined ? {} : { evidence: result.evidence }),
      });
      return { outcome: "stuck", outcomes, visited, metres };
    }
    if (result.status === "cancelled" || result.status === "failed") {
      outcomes.push({
        kind: "not-arrived",
        target: next,
        why: "drive-failed",
        detail: `${result.status}: ${result.message}`,
      });
      return { outcome: "stuck", outcomes, visited, metres };
    }
    outcomes.push({ kind: "connection-removed", between: [current, next], detail: result.message });
    if (map.hasEdge(current, next)) context.applyLocal({ remove_edges: [[current, next]] });
    const back = await settleAt(context, current);
    metres += back.metres;
    if (!back.ok) {
      outcomes.push({ kind: "not-arrived", target: current, why: "stuck" });
      return { outcome: "stuck", outcomes, visited, metres };
    }
    return { outcome: "reroute", outcomes, visited, metres };
  }
  return { outcome: "arrived", outcomes, visited, metres };
}

/** Make sure the robot physically stands at a region it is nominally at. */
async function settleAt(
  context: BehaviorContext,
  region: string,
): Promise<{ ok: boolean; metres: number }> {
  const coords = context.map.coordsOf(region);
  if (coords === undefined) return { ok: false, metres: 0 };
  const pose = context.port.pose();
  if (distanceM([pose.x, pose.y], coords) <= context.settings.arriveToleranceM)
    return { ok: true, metres: 0 };
  const result = await context.drive(
    { x: coords[0], y: coords[1], yawRad: headingRad([pose.x, pose.y], coords) },
    { toleranceM: context.settings.arriveToleranceM, signal: context.signal },
  );
  if (result.status === "reached") context.applyLocal({ robot_location: region });
  return { ok: result.status === "reached", metres: result.distanceM };
}

/** Length of a path through regions' coordinates. */
function pathLengthM(map: BehaviorContext["map"], regions: readonly string[]): number {
  let total = 0;
  for (let i = 1; i < regions.length; i += 1) {
    const a = map.coordsOf(regions[i - 1] ?? "");
    const b = map.coordsOf(regions[i] ?? "");
    if (a !== undefined && b !== undefined) total += distanceM(a, b);
  }
  return total;
}
