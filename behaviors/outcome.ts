import type { Vec2 } from "../src/geo/index.js";
import type { GoalEvidence } from "../src/robot/index.js";

/**
 * What an executed action found, as data, next to the sentences the planner and the operator read. Planners
 * consume these; none parses feedback sentences.
 */
export type ActionOutcome =
  /** Exploration was stopped by something in the local map; `extent` when it spans 2 m or more (a wall, a bank). */
  | { readonly kind: "obstacle"; readonly at: Vec2; readonly extent?: readonly [Vec2, Vec2] }
  /** The operator answered a clarifying question. */
  | { readonly kind: "operator-reply"; readonly question: string; readonly reply: string }
  /** The vision-language model described an object. */
  | {
      readonly kind: "inspected";
      readonly object: string;
      readonly answer: string;
      /** The question it was asked. */
      readonly query?: string;
    }
  /** Regions the action added to the map. */
  | { readonly kind: "regions-added"; readonly names: readonly string[] }
  /** Objects the detector reported while the action ran. */
  | { readonly kind: "objects-detected"; readonly names: readonly string[] }
  /** The robot reached the region it drove to (`via` the regions passed on the way). */
  | {
      readonly kind: "arrived";
      readonly region: string;
      readonly from?: string;
      readonly via: readonly string[];
      readonly distanceM: number;
    }
  /** A connection turned out to be blocked while driving it and was removed from the map. */
  | {
      readonly kind: "connection-removed";
      readonly between: readonly [string, string];
      readonly detail: string;
    }
  /** The robot did not get to a region; `extendToward` is where exploring might find a new way. */
  | {
      readonly kind: "not-arrived";
      readonly target: string;
      readonly why: NotArrivedReason;
      readonly detail?: string;
      readonly extendToward?: Vec2;
      readonly routesTried?: number;
      /** detour-too-long: how long the way round was, and the straight distance left. */
      readonly detourM?: number;
      readonly straightM?: number;
    }
  /** The scene at a region, as the captioner described it (or why it could not). */
  | {
      readonly kind: "scene";
      readonly region: string;
      readonly caption?: string;
      readonly error?: string;
    }
  /** Connections added from a region to regions in line of sight. */
  | { readonly kind: "connections-added"; readonly from: string; readonly to: readonly string[] }
  /** Objects in view from a region (matching the detector's labels). */
  | { readonly kind: "objects-visible"; readonly from: string; readonly names: readonly string[] }
  /** An exploration added no region and detected nothing. */
  | { readonly kind: "nothing-new" }
  /**
   * An infrastructure fault, not a finding: the link to the robot stayed down past its deadline, another client
   * took the robot, or a goal was lost and could not be recovered. Nothing about the map follows from it; the
   * agent ends the mission (`robot-unavailable`). `evidence` says what decided.
   */
  | {
      readonly kind: "robot-unavailable";
      readonly target: string;
      readonly detail: string;
      readonly evidence?: GoalEvidence;
    };

/** Why a drive to a region ended short of it. */
export type NotArrivedReason =
  | "not-a-region"
  | "robot-location-unknown"
  | "no-path"
  | "gave-up"
  | "detour-too-long"
  | "drive-failed"
  | "stuck";

/** The obstacle outcome of an exploration that ended at one. */
export function obstacleOutcome(result: {
  readonly obstacle?: Vec2;
  readonly extent?: readonly [Vec2, Vec2];
}): ActionOutcome[] {
  if (result.obstacle === undefined) return [];
  return [
    {
      kind: "obstacle",
      at: result.obstacle,
      ...(result.extent === undefined ? {} : { extent: result.extent }),
    },
  ];
}
