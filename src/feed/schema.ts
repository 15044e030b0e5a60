import { z } from "zod";
import { describeValue, fail, ok, type Result } from "../errors/index.js";
import type { FeedItem } from "./types.js";

const vec2 = z.tuple([z.number(), z.number()]);
const node = z.looseObject({ name: z.string().min(1), coords: vec2 });
const pair = z.tuple([z.string(), z.string()]);

/** A feed item from outside (a recording, a replay file): checked before anything draws or replays it. */
export const feedItemSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("event"),
    event: z.looseObject({
      v: z.number(),
      type: z.string().min(1),
      t: z.number().optional(),
      iteration: z.number().optional(),
    }),
  }),
  z.object({
    kind: z.literal("snapshot"),
    t: z.number(),
    graph: z.object({
      regions: z.array(node),
      objects: z.array(node),
      region_connections: z.array(pair),
      object_connections: z.array(pair),
      robot_location: z.string().optional(),
    }),
  }),
  z.object({
    kind: z.literal("pose"),
    t: z.number(),
    x: z.number(),
    y: z.number(),
    yawRad: z.number(),
  }),
  z.object({
    kind: z.literal("transcript"),
    t: z.number(),
    entry: z.record(z.string(), z.unknown()),
  }),
]);

/** A feed item, or what was wrong with it and where. */
export function parseFeedItem(value: unknown, where: string): Result<FeedItem> {
  const parsed = feedItemSchema.safeParse(value);
  if (parsed.success) return ok(parsed.data as FeedItem);
  const issue = parsed.error.issues[0];
  const path = issue === undefined ? "" : issue.path.join(".");
  return fail(
    `${where}: expected a feed item (${issue?.message ?? "invalid"} at "${path}"), got ${describeValue(value)}`,
  );
}
