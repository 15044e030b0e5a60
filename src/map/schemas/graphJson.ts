import { z } from "zod";
import { coordsSchema } from "./coords.js";

const nodeSchema = z
  .union([
    z.object({ name: z.string().min(1), coords: coordsSchema }).catchall(z.json()),
    // The paper's spelling.
    z.object({ name: z.string().min(1), coordinates: coordsSchema }).catchall(z.json()),
  ])
  .meta({ description: "a node: name, coords and any further attributes (description, class, …)" });

const edgeSchema = z.tuple([z.string(), z.string()]);

/**
 * The shape of a SPINE graph file (world-format.md §3). `parseGraphJson` reads it, adding what a schema cannot
 * say: names unique, edges between existing nodes of the right types, the robot in a region. The paper's
 * spellings `region_edges`, `object_edges` and `current_location` are accepted too.
 */
export const graphJsonSchema = z
  .object({
    regions: z.array(nodeSchema).optional(),
    objects: z.array(nodeSchema).optional(),
    region_connections: z.array(edgeSchema).optional(),
    object_connections: z
      .array(edgeSchema)
      .optional()
      .meta({ description: "[object, region], read in either order" }),
    region_edges: z.array(edgeSchema).optional().meta({ description: "= region_connections" }),
    object_edges: z.array(edgeSchema).optional().meta({ description: "= object_connections" }),
    robot_location: z.string().nullable().optional(),
    current_location: z.string().optional().meta({ description: "= robot_location" }),
  })
  .meta({ title: "SPINE graph", description: "regions, objects and the connections between them" });
