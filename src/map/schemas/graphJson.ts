import { z } from "zod";
import { coordsSchema } from "./coords.js";

/** A node's name: non-blank, as people and planners refer to nodes by it. */
export const nodeNameSchema = z
  .string({ error: "must be a non-empty string" })
  .min(1, { error: "must be a non-empty string", abort: true })
  .regex(/\S/, { error: "must be a non-empty string" });

/**
 * A node of a graph file. `coords` may be spelt `coordinates` (the paper's spelling); one of the two is required,
 * which the JSON Schema says with `anyOf`.
 */
export const graphNodeSchema = z
  .object(
    { name: nodeNameSchema, coords: coordsSchema.optional(), coordinates: coordsSchema.optional() },
    { error: 'must be a node: an object with "name" and "coords"' },
  )
  .catchall(z.json({ error: "must be JSON" }))
  .superRefine((node, context) => {
    if (node.coords === undefined && node.coordinates === undefined)
      context.addIssue({
        code: "custom",
        message: "must be [x, y] (required)",
        path: ["coords"],
        input: undefined,
      });
  })
  .meta({
    description: "a node: name, coords and any further attributes (description, class, …)",
    anyOf: [{ required: ["coords"] }, { required: ["coordinates"] }],
  });

export const graphEdgeSchema = z.tuple(
  [z.string({ error: "must be a node name" }), z.string({ error: "must be a node name" })],
  { error: "must be a pair of node names [a, b]" },
);

const nodesSchema = z.array(graphNodeSchema, { error: "must be an array of nodes" }).optional();
const edgesSchema = z
  .array(graphEdgeSchema, { error: "must be an array of [a, b] pairs" })
  .optional();

/**
 * The shape of a SPINE graph file (world-format.md §3): what `parseGraphJson` reads, before the checks a schema
 * cannot say (names unique, edges between existing nodes of the right types, the robot in a region). The
 * paper's spellings `region_edges`, `object_edges` and `current_location` are accepted too.
 */
export const graphJsonSchema = z
  .object(
    {
      regions: nodesSchema,
      objects: nodesSchema,
      region_connections: edgesSchema,
      object_connections: edgesSchema.meta({
        description: "[object, region], read in either order",
      }),
      region_edges: edgesSchema.meta({ description: "= region_connections" }),
      object_edges: edgesSchema.meta({ description: "= object_connections" }),
      robot_location: z.string({ error: "must be a region name" }).nullable().optional(),
      current_location: z
        .string({ error: "must be a region name" })
        .optional()
        .meta({ description: "= robot_location" }),
    },
    { error: 'a graph must be a JSON object with "regions" and "objects"' },
  )
  .meta({ title: "SPINE graph", description: "regions, objects and the connections between them" });

export type GraphFileShape = z.output<typeof graphJsonSchema>;
