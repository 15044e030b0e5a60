/**
 * What a mission looks like from outside, as a stream of items: the `--json` event lines as they are printed,
 * plus the things the event stream does not carry but a map view needs (the map the agent starts from, the
 * robot's pose, the planner's transcript). The console, the MCAP recorder and the report all consume this one
 * stream. Pure types: this file is compiled for the browser too, so it imports nothing.
 */

/** ENU metres. */
export type Vec2 = readonly [number, number];

/** A node of the graph JSON (world-format.md §3): name, coords and further attributes. */
export interface FeedNode {
  readonly name: string;
  readonly coords: Vec2;
  readonly [attribute: string]: unknown;
}

/** The graph the agent starts from (the robot's snapshot), in the graph JSON layout. */
export interface FeedGraph {
  readonly regions: readonly FeedNode[];
  readonly objects: readonly FeedNode[];
  readonly region_connections: readonly (readonly [string, string])[];
  readonly object_connections: readonly (readonly [string, string])[];
  readonly robot_location?: string;
}

/**
 * A `--json` line (docs/events.md), kept as printed: `v`, `type`, and the event's own fields. Only the fields
 * the console reads are typed; the rest pass through untouched.
 */
export interface WireEventLine {
  readonly v: number;
  readonly type: string;
  readonly t?: number;
  readonly iteration?: number;
  readonly [field: string]: unknown;
}

export type FeedItem =
  | { readonly kind: "event"; readonly event: WireEventLine }
  /** The map the agent starts from, and every full resync after a gap. `t` as in events. */
  | { readonly kind: "snapshot"; readonly t: number; readonly graph: FeedGraph }
  | {
      readonly kind: "pose";
      readonly t: number;
      readonly x: number;
      readonly y: number;
      readonly yawRad: number;
    }
  /** One planner request's gist and its reply (or failure), secrets removed. */
  | { readonly kind: "transcript"; readonly t: number; readonly entry: Record<string, unknown> };

/** The time of an item, for ordering (run-ended has none: it is the last). */
export function itemTime(item: FeedItem): number | undefined {
  return item.kind === "event" ? item.event.t : item.t;
}
