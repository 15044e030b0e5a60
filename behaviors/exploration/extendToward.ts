import { distanceM, formatVec, headingRad, segmentClear, type Vec2 } from "../../src/geo/index.js";
import type { BehaviorContext } from "../context.js";
import { driveToRegion } from "../driving/driveToRegion.js";
import { bestReachableFit } from "./bestReachableFit.js";
import { CorridorFollowing } from "./corridorFollowing.js";
import { robotPassableMask } from "./robotPassable.js";
import { regionsInSight } from "./linkRegions.js";

export type ExtendEnding =
  "reached" | "obstacle" | "no-progress" | "blocked" | "max-rounds" | "no-local-map" | "stopped";

export interface ExtendResult {
  readonly ending: ExtendEnding;
  /** Regions this call added to the map, in order. */
  readonly added: readonly string[];
  /** One sentence on how it ended, for the planner. */
  readonly message: string;
  readonly distanceToGoalM: number;
  readonly obstacle?: Vec2;
  /** Where the obstacle begins and ends across the way, when it spans 2 m or more. */
  readonly extent?: readonly [Vec2, Vec2];
}

export interface ExtendOptions {
  toleranceM?: number;
  maxRounds?: number;
  /** Caption each new region (as map_region would). */
  describe?: boolean;
  /**
   * When nothing reachable is closer to the goal, follow the free ground to the edge of what has been seen, at
   * most this many times (0: stop at the obstacle, as SPINE's extend_map does).
   */
  frontierSteps?: number;
}

/**
 * SPINE's iterative best-reachable-fit exploration (Fig. 3): find the reachable free point of the local map
 * nearest the goal, add it (and any turning points on the way) as `discovered_region_k` connected to where the
 * robot is and to known regions in sight, drive there, and repeat — until within tolerance of the goal, stopped
 * at an obstacle boundary, or no longer making progress. Each ending says what happened.
 *
 * A robot without a local map (graph worlds) may instead offer `exploreToward`, which reveals the next region.
 */
export async function extendToward(
  context: BehaviorContext,
  goal: Vec2,
  options: ExtendOptions = {},
): Promise<ExtendResult> {
  const { settings, port } = context;
  const toleranceM = options.toleranceM ?? settings.extend.toleranceM;
  const maxRounds = options.maxRounds ?? settings.extend.maxRounds;
  const added: string[] = [];
  const corridor = new CorridorFollowing(context.map, {
    steps: options.frontierSteps ?? 0,
    minProgressM: settings.extend.minProgressM,
    clearanceM: settings.extend.clearanceM,
  });
  const here = (): Vec2 => {
    const pose = port.pose();
    return [pose.x, pose.y];
  };
  const end = (
    ending: ExtendEnding,
    message: string,
    obstacle?: Vec2,
    extent?: readonly [Vec2, Vec2],
  ): ExtendResult => ({
    ending,
    added,
    message,
    distanceToGoalM: distanceM(here(), goal),
    ...(obstacle === undefined ? {} : { obstacle }),
    ...(extent === undefined ? {} : { extent }),
  });
  if (context.unvalidated === true) return driveStraight(context, goal, added, end);
  for (let round = 0; round < maxRounds; round += 1) {
    if (context.signal.aborted) return end("stopped", "stopped by the operator");
    const before = distanceM(here(), goal);
    if (before <= toleranceM) return end("reached", `reached ${formatVec(goal)}`);
    const grid = port.costmap();
    if (grid === undefined) {
      const step = await revealToward(context, goal, added);
      if (step !== undefined) return end(step.ending, step.message);
      if (distanceM(here(), goal) > before - settings.extend.minProgressM) {
        return end(
          "no-progress",
          `the nearest known place to ${formatVec(goal)} is ${formatVec(here())}`,
        );
      }
      continue;
    }
    const found = bestReachableFit(grid, here(), goal, {
      clearanceM: settings.extend.clearanceM,
      minProgressM: settings.extend.minProgressM,
    });
    const fit = corridor.judge(grid, here(), goal, found);
    const step = fit.kind === "none" ? corridor.next(grid, here(), goal) : undefined;
    if (step !== undefined) {
      const drove = await driveThrough(
        context,
        grid,
        step.waypoints.slice(1),
        added,
        options.describe ?? true,
      );
      if (!drove.ok) return end("blocked", drove.message);
      continue;
    }
    if (fit.kind === "none") {
      const blocked = corridor.block(grid, here(), goal, fit);
      if (blocked !== undefined) {
        // Say how wide the obstacle is, not just where it was met: a wall or a bank closes more than one way.
        const [left, right] = blocked.extent;
        const wide = distanceM(left, right) >= 2;
        const span = wide ? `, spanning from ${formatVec(left)} to ${formatVec(right)},` : "";
        return end(
          "obstacle",
          `stopped at ${formatVec(here())}: an obstacle at ${formatVec(blocked.obstacle)}${span} blocks the way toward ${formatVec(goal)}`,
          blocked.obstacle,
          wide ? [left, right] : undefined,
        );
      }
      return end(
        "no-progress",
        `no further progress from ${formatVec(here())}: ${fit.message}; the goal is likely unreachable from here`,
      );
    }
    corridor.cover(fit.waypoints);
    const drove = await driveThrough(
      context,
      grid,
      fit.waypoints.slice(1),
      added,
      options.describe ?? true,
    );
    if (!drove.ok) return end("blocked", drove.message);
    if (distanceM(here(), goal) > before - settings.extend.minProgressM) {
      return end(
        "no-progress",
        `no further progress from ${formatVec(here())}; the goal is likely unreachable from here`,
      );
    }
  }
  if (distanceM(here(), goal) <= toleranceM) return end("reached", `reached ${formatVec(goal)}`);
  return end(
    "max-rounds",
    `stopped after ${maxRounds} rounds at ${formatVec(here())}, ${distanceM(here(), goal).toFixed(1)} m from the goal`,
  );
}

/**
 * Turn each waypoint into a region (reusing a known one nearby), connect it to the previous one and to regions in
 * sight, and drive there.
 */
async function driveThrough(
  context: BehaviorContext,
  grid: NonNullable<ReturnType<BehaviorContext["port"]["costmap"]>>,
  waypoints: readonly Vec2[],
  added: string[],
  describe: boolean,
): Promise<{ ok: boolean; message: string }> {
  const { map, settings } = context;
  // Every connection the agent adds must fit the robot's body, like the waypoints it drives.
  const passable = robotPassableMask(grid, settings.extend.clearanceM);
  const free = (index: number): boolean => passable[index] === 1;
  for (const point of waypoints) {
    const previous = anchorAtRobot(context, grid, point, free);
    // A known region nearby names the waypoint only when it is in clear sight of it over free ground.
    let region = map.nearestRegions(point, {
      count: 1,
      maxDistanceM: settings.extend.minNewRegionDistM,
      filter: (name) => {
        const coords = map.coordsOf(name);
        return coords !== undefined && segmentClear(grid, point, coords, free);
      },
    })[0];
    if (region === undefined) {
      region = context.newRegionName();
      const links = regionsInSight(context, grid, point, {
        exclude: new Set(previous === undefined ? [] : [previous]),
      });
      context.applyLocal({
        add_nodes: [{ name: region, type: "region", coords: point }],
        add_edges: [
          ...(previous === undefined ? [] : [[previous, region] as [string, string]]),
          ...links.map((l): [string, string] => [region ?? "", l]),
        ],
      });
      added.push(region);
    } else if (previous !== undefined && previous !== region && !map.hasEdge(previous, region)) {
      context.applyLocal({ add_edges: [[previous, region]] });
    }
    // Drive the checked path: to the waypoint itself, even when a known region names it (its coordinates may lie
    // off the path, or farther from the goal).
    const pose = context.port.pose();
    const result = await context.drive(
      { x: point[0], y: point[1], yawRad: headingRad([pose.x, pose.y], point) },
      { toleranceM: settings.arriveToleranceM, signal: context.signal },
    );
    if (result.status !== "reached") {
      if (previous !== undefined && map.hasEdge(previous, region))
        context.applyLocal({ remove_edges: [[previous, region]] });
      return { ok: false, message: `the way to ${region} is blocked (${result.message})` };
    }
    context.applyLocal({ robot_location: region });
    if (
      describe &&
      added.includes(region) &&
      map.get(region)?.attributes["description"] === undefined
    ) {
      const caption = await context.port.describeScene();
      if (caption.ok)
        context.applyLocal({
          update_nodes: [{ name: region, attributes: { description: caption.value } }],
        });
    }
  }
  return { ok: true, message: "" };
}

/**
 * The region the next connection starts from: the robot's region when the straight line from it to `point` is
 * clear for the robot, else a region at the robot's actual position (it may stand a metre off its region, on the
 * other side of a shelf corner), connected to where it came from.
 */
function anchorAtRobot(
  context: BehaviorContext,
  grid: NonNullable<ReturnType<BehaviorContext["port"]["costmap"]>>,
  point: Vec2,
  free: (index: number) => boolean,
): string | undefined {
  const { map } = context;
  const current = map.robotLocation;
  const coords = current === undefined ? undefined : map.coordsOf(current);
  if (current === undefined || coords === undefined || segmentClear(grid, coords, point, free))
    return current;
  const pose = context.port.pose();
  const here: Vec2 = [pose.x, pose.y];
  if (distanceM(here, coords) < 0.2) return current;
  const anchor = context.newRegionName();
  context.applyLocal({
    add_nodes: [{ name: anchor, type: "region", coords: here }],
    add_edges: [[current, anchor]],
    robot_location: anchor,
  });
  return anchor;
}

/** Graph worlds: ask the robot to reveal the next region toward the goal, then drive there. */
async function revealToward(
  context: BehaviorContext,
  goal: Vec2,
  added: string[],
): Promise<{ ending: ExtendEnding; message: string } | undefined> {
  const explore = context.port.exploreToward?.bind(context.port);
  if (explore === undefined) {
    return { ending: "no-local-map", message: "the robot provides no local map to explore with" };
  }
  const revealed = await explore(goal);
  if (!revealed.ok)
    return {
      ending: "no-progress",
      message: `${revealed.error}; the goal is likely unreachable from here`,
    };
  added.push(revealed.value);
  const drive = await driveToRegion(context, revealed.value);
  if (!drive.reached) return { ending: "blocked", message: drive.feedback.join(" ") };
  return undefined;
}

/**
 * The unvalidated variant (validation ablation): drive straight at the goal until it is reached or the robot is
 * stopped, then add a region where it stands, connected to where it came from.
 */
async function driveStraight(
  context: BehaviorContext,
  goal: Vec2,
  added: string[],
  end: (ending: ExtendEnding, message: string, obstacle?: Vec2) => ExtendResult,
): Promise<ExtendResult> {
  const start = context.port.pose();
  const previous = context.map.robotLocation;
  const result = await context.drive(
    { x: goal[0], y: goal[1], yawRad: headingRad([start.x, start.y], goal) },
    { toleranceM: context.settings.extend.toleranceM, signal: context.signal },
  );
  const stop: Vec2 = [result.pose.x, result.pose.y];
  if (result.distanceM >= context.settings.extend.minNewRegionDistM) {
    const region = context.newRegionName();
    context.applyLocal({
      add_nodes: [{ name: region, type: "region", coords: stop }],
      ...(previous === undefined ? {} : { add_edges: [[previous, region] as [string, string]] }),
      robot_location: region,
    });
    added.push(region);
  }
  if (result.status === "reached") return end("reached", `reached ${formatVec(goal)}`);
  return end(
    result.status === "blocked" ? "obstacle" : "blocked",
    `stopped at ${formatVec(stop)}: ${result.message}`,
    stop,
  );
}
