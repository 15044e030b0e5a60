import { eventsJsonSchema } from "../agent/index.js";

/**
 * The JSON Schemas the recording's channels declare. Foxglove picks its panels by schema name: `foxglove.*`
 * messages (pose, scene) render in the 3D panel; the `spine.*` ones show in the raw-message and plot panels.
 */
const time = {
  type: "object",
  properties: { sec: { type: "integer", minimum: 0 }, nsec: { type: "integer", minimum: 0 } },
};
const vector3 = {
  type: "object",
  properties: { x: { type: "number" }, y: { type: "number" }, z: { type: "number" } },
};
const quaternion = {
  type: "object",
  properties: {
    x: { type: "number" },
    y: { type: "number" },
    z: { type: "number" },
    w: { type: "number" },
  },
};
const pose = { type: "object", properties: { position: vector3, orientation: quaternion } };
const color = {
  type: "object",
  properties: {
    r: { type: "number" },
    g: { type: "number" },
    b: { type: "number" },
    a: { type: "number" },
  },
};
const primitive = (extra: Record<string, unknown>): Record<string, unknown> => ({
  type: "array",
  items: { type: "object", properties: { pose, color, ...extra } },
});

export const POSE_IN_FRAME_SCHEMA = {
  title: "foxglove.PoseInFrame",
  type: "object",
  properties: { timestamp: time, frame_id: { type: "string" }, pose },
};

export const SCENE_UPDATE_SCHEMA = {
  title: "foxglove.SceneUpdate",
  type: "object",
  properties: {
    deletions: {
      type: "array",
      items: {
        type: "object",
        properties: { timestamp: time, type: { type: "integer" }, id: { type: "string" } },
      },
    },
    entities: {
      type: "array",
      items: {
        type: "object",
        properties: {
          timestamp: time,
          frame_id: { type: "string" },
          id: { type: "string" },
          lifetime: time,
          frame_locked: { type: "boolean" },
          metadata: { type: "array", items: { type: "object" } },
          arrows: primitive({
            shaft_length: { type: "number" },
            shaft_diameter: { type: "number" },
            head_length: { type: "number" },
            head_diameter: { type: "number" },
          }),
          cubes: primitive({ size: vector3 }),
          spheres: primitive({ size: vector3 }),
          cylinders: primitive({ size: vector3 }),
          lines: {
            type: "array",
            items: {
              type: "object",
              properties: {
                type: { type: "integer", description: "0 strip, 1 loop, 2 list" },
                pose,
                thickness: { type: "number" },
                scale_invariant: { type: "boolean" },
                points: { type: "array", items: vector3 },
                color,
                colors: { type: "array", items: color },
                indices: { type: "array", items: { type: "integer" } },
              },
            },
          },
          triangles: { type: "array", items: { type: "object" } },
          texts: primitive({
            billboard: { type: "boolean" },
            font_size: { type: "number" },
            scale_invariant: { type: "boolean" },
            text: { type: "string" },
          }),
          models: { type: "array", items: { type: "object" } },
        },
      },
    },
  },
};

const vec2 = { type: "array", items: { type: "number" }, minItems: 2, maxItems: 2 };
const graphNode = {
  type: "object",
  properties: { name: { type: "string" }, coords: vec2 },
  required: ["name", "coords"],
};
const pair = { type: "array", items: { type: "string" }, minItems: 2, maxItems: 2 };

export const GRAPH_SNAPSHOT_SCHEMA = {
  title: "spine.GraphSnapshot",
  description: "the map the agent starts from (and every resync), graph JSON (world-format.md §3)",
  type: "object",
  properties: {
    t: { type: "number" },
    graph: {
      type: "object",
      properties: {
        regions: { type: "array", items: graphNode },
        objects: { type: "array", items: graphNode },
        region_connections: { type: "array", items: pair },
        object_connections: { type: "array", items: pair },
        robot_location: { type: "string" },
      },
    },
  },
};

export const TRANSCRIPT_SCHEMA = {
  title: "spine.PlannerTranscript",
  description: "one planner request's gist and its reply, secrets removed",
  type: "object",
  properties: { t: { type: "number" }, entry: { type: "object" } },
};

/** The `--json` event lines, as docs/events.schema.json describes them. */
export function eventSchema(): Record<string, unknown> {
  return { title: "spine.Event", ...eventsJsonSchema() };
}

/** The `map-updated` events alone (the graph deltas), for a plot or raw-message panel. */
export function mapUpdatesSchema(): Record<string, unknown> {
  return { title: "spine.MapUpdated", ...eventsJsonSchema() };
}

/** The `plan-proposed` events alone. */
export function planSchema(): Record<string, unknown> {
  return { title: "spine.PlanProposed", ...eventsJsonSchema() };
}
