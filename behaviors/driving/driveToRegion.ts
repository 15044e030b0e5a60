import { distanceM, formatVec, headingRad } from "../../src/geo/index.js";
import { shortestRegionPath } from "../../src/map/index.js";
import type { BehaviorContext } from "../context.js";

export interface RegionDrive {
  readonly reached: boolean;
  /** Sentences for the planner (blocked connections found, why it gave up). */
  readonly feedback: string[];
  /** Regions passed through, in order. */
  readonly visited: string[];
  readonly metres: number;
}

/**
 * Drive to a region along the shortest known path, waypoint by waypoint. A connection that turns out to be
 * blocked is removed from the map and reported, the robot returns to the region it came from, and another path is
 * tried, up to `maxReroutes` times. A connection the mapper removed while the robot was on its way is treated the
 * same, without the drive.
 */
export async function driveToRegion(
  context: BehaviorContext,
  target: string,
): Promise<RegionDrive> {
  const { map, settings } = context;
  const feedback: string[] = [];
  const visited: string[] = [];
  let metres = 0;
  const done = (reached: boolean): RegionDrive => ({ reached, feedback, visited, metres });
  for (let reroutes = 0; ; reroutes += 1) {
    if (!map.isRegion(target)) {
      feedback.push(`${target} is no longer a region of the map (the mapper removed it).`);
      return done(false);
    }
    const from = map.robotLocation;
    if (from === undefined) {
      feedback.push("the map does not say where the robot is, so no path can be planned.");
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
      feedback.push(
        `no known path from ${from} to ${target} any more${
          coords === undefined
            ? "."
            : `; consider extend_map${formatVec(coords)} to look for a new way.`
        }`,
      );
      return done(false);
    }
    const leg = await followPath(context, path.regions);
    metres += leg.metres;
    visited.push(...leg.visited);
    feedback.push(...leg.feedback);
    if (leg.outcome === "arrived") return done(true);
    if (leg.outcome === "stuck") return done(false);
    if (reroutes + 1 > settings.maxReroutes) {
      const coords = map.coordsOf(target);
      feedback.push(
        `gave up on ${target} after ${settings.maxReroutes} alternative routes${
          coords === undefined ? "." : `; consider extend_map${formatVec(coords)} toward it.`
        }`,
      );
      return done(false);
    }
  }
}

type LegOutcome = "arrived" | "reroute" | "stuck";

async function followPath(
  context: BehaviorContext,
  regions: readonly string[],
): Promise<{ outcome: LegOutcome; feedback: string[]; visited: string[]; metres: number }> {
  const { map, settings } = context;
  const feedback: string[] = [];
  const visited: string[] = [];
  let metres = 0;
  for (const next of regions.slice(1)) {
    const current = map.robotLocation ?? regions[0] ?? next;
    if (!map.hasEdge(current, next)) {
      // The mapper saw the connection blocked while the robot was on its way; plan again from here.
      return { outcome: "reroute", feedback, visited, metres };
    }
    const coords = map.coordsOf(next);
    if (coords === undefined) return { outcome: "reroute", feedback, visited, metres };
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
    if (result.status === "cancelled" || result.status === "failed") {
      feedback.push(`driving to ${next} ${result.status}: ${result.message}.`);
      return { outcome: "stuck", feedback, visited, metres };
    }
    feedback.push(
      `the connection ${current}–${next} is blocked (${result.message}); it was removed from the map.`,
    );
    if (map.hasEdge(current, next)) context.applyLocal({ remove_edges: [[current, next]] });
    const back = await settleAt(context, current);
    metres += back.metres;
    if (!back.ok) {
      feedback.push(
        `could not drive back to ${current}; the robot may be stuck. Recommend stopping the mission.`,
      );
      return { outcome: "stuck", feedback, visited, metres };
    }
    return { outcome: "reroute", feedback, visited, metres };
  }
  return { outcome: "arrived", feedback, visited, metres };
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
