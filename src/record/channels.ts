import {
  eventSchema,
  GRAPH_SNAPSHOT_SCHEMA,
  mapUpdatesSchema,
  planSchema,
  POSE_IN_FRAME_SCHEMA,
  SCENE_UPDATE_SCHEMA,
  TRANSCRIPT_SCHEMA,
} from "./schemas.js";

/** The recording's topics. Replay reads the first four back; the rest are views for Foxglove. */
export const TOPICS = {
  events: "/spine/events",
  snapshot: "/spine/map/snapshot",
  pose: "/spine/robot/pose",
  transcript: "/spine/planner/transcript",
  mapUpdates: "/spine/map/updates",
  plan: "/spine/plan",
  mapScene: "/spine/scene/map",
  robotScene: "/spine/scene/robot",
} as const;

export type Topic = keyof typeof TOPICS;

/** Each topic's JSON Schema (its `title` is the schema name Foxglove matches). */
export function topicSchemas(): Record<Topic, Record<string, unknown>> {
  return {
    events: eventSchema(),
    snapshot: GRAPH_SNAPSHOT_SCHEMA,
    pose: POSE_IN_FRAME_SCHEMA,
    transcript: TRANSCRIPT_SCHEMA,
    mapUpdates: mapUpdatesSchema(),
    plan: planSchema(),
    mapScene: SCENE_UPDATE_SCHEMA,
    robotScene: SCENE_UPDATE_SCHEMA,
  };
}

/** The metadata record that ties log times back to mission seconds. */
export const METADATA_NAME = "spine";
export const PROFILE = "spine";
