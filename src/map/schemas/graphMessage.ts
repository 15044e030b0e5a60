import { z } from "zod";
import { coordsSchema } from "./coords.js";
import { graphJsonSchema, nodeNameSchema } from "./graphJson.js";

/** `seq` orders one source's messages; at most 2^53 − 1 so it stays an exact integer. */
export const seqSchema = z
  .number({ error: "must be a non-negative integer" })
  .int({ error: "must be a non-negative integer" })
  .min(0, { error: "must be a non-negative integer" })
  .max(Number.MAX_SAFE_INTEGER, { error: `must be at most ${Number.MAX_SAFE_INTEGER}` })
  .meta({
    description: "orders the messages of one source: the next applies, older ones are ignored",
  });

const stampSchema = z
  .number({ error: "must be a number (seconds)" })
  .refine(Number.isFinite, { error: "must be a number (seconds)" })
  .meta({ description: "when the source made the message, seconds" });

// Blank like the graph format: a node named " " made the map unloadable as a snapshot (found by fuzzing).
const nameSchema = nodeNameSchema;

const attributesSchema = z.record(z.string(), z.json(), { error: "must be an object" }).meta({
  description: "description, status, class, …; null removes an attribute in update_nodes",
});

const deltaNodeSchema = z.object(
  {
    name: nameSchema,
    type: z.enum(["region", "object"], { error: 'must be "region" or "object"' }),
    coords: coordsSchema,
    attributes: attributesSchema.optional(),
  },
  { error: "must be a node object" },
);

const nodeUpdateSchema = z.object(
  { name: nameSchema, attributes: attributesSchema.optional(), coords: coordsSchema.optional() },
  { error: "must be an object" },
);

const pairSchema = z.tuple([z.string(), z.string()], { error: "must be a pair of node names" });

const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: "must be an array" }).optional();

/** A graph delta (world-format.md §4). Keys beyond these are ignored with a warning. */
export const graphDeltaSchema = z
  .object({
    seq: seqSchema,
    stamp: stampSchema.optional(),
    add_nodes: listOf(deltaNodeSchema),
    update_nodes: listOf(nodeUpdateSchema),
    remove_nodes: listOf(z.string({ error: "must be a node name" })),
    add_edges: listOf(pairSchema),
    remove_edges: listOf(pairSchema),
    robot_location: z.string({ error: "must be a region name" }).optional(),
  })
  .meta({ title: "SPINE graph delta", description: "changes to the map, applied in seq order" });

/** The envelope of a full snapshot; its `snapshot` is read by parseGraphJson (the graph schema, then names, edges, location). */
export const graphSnapshotEnvelopeSchema = z.object({
  seq: seqSchema,
  stamp: stampSchema.optional(),
  snapshot: z.unknown(),
});

/** Either graph message, as exported for documentation (docs/schemas/graph-message.schema.json). */
export const graphMessageSchema = z
  .union([
    graphDeltaSchema,
    z
      .object({ seq: seqSchema, stamp: stampSchema.optional(), snapshot: graphJsonSchema })
      .meta({ title: "SPINE graph snapshot", description: "replaces the receiver's map" }),
  ])
  .meta({
    title: "SPINE graph message",
    description:
      "one message on /spine/graph_updates (std_msgs/String data) or from /spine/get_graph",
  });
