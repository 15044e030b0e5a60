import { z } from "zod";

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const ring = z.array(position).min(4);

const geometry = z.discriminatedUnion("type", [
  z.object({ type: z.literal("Point"), coordinates: position }),
  z.object({ type: z.literal("LineString"), coordinates: z.array(position).min(2) }),
  z.object({ type: z.literal("MultiLineString"), coordinates: z.array(z.array(position).min(2)) }),
  z.object({ type: z.literal("Polygon"), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(z.array(ring).min(1)) }),
]);

const snakeCase = z.string().regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);

const properties = z
  .object({
    layer: z.enum(["surface", "obstacle", "object"]),
    class: snakeCase.meta({ description: "e.g. road, grass, fence, radio_tower" }),
    name: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
    inPrior: z.boolean().optional(),
    onlyInPrior: z.boolean().optional(),
    width: z.number().positive().optional().meta({ description: "metres, lines and points" }),
    traversable: z.boolean().optional(),
    coveredFromAir: z.boolean().optional(),
    cover: z.enum(["trees", "roof"]).optional(),
    occludes: z.boolean().optional(),
  })
  .meta({ description: "unknown properties are ignored with a warning" });

/**
 * The shape of a `.world.geojson` file (world-format.md §1), for the JSON Schema in docs/schemas. `parseWorld`
 * adds what a schema cannot say (which geometry each layer takes, names unique, size limits) and reports every
 * problem with its feature; a test keeps the two in step on every committed world.
 */
export const worldFileSchema = z
  .object({
    type: z.literal("FeatureCollection"),
    spine: z.object({
      version: z.literal(1).optional(),
      name: z.string().min(1).optional(),
      description: z.string().optional(),
      origin: position.meta({ description: "[lon, lat] of the ENU frame's origin" }),
      start: position.meta({ description: "[lon, lat] where the robot starts" }),
    }),
    features: z.array(
      z.object({ type: z.literal("Feature"), properties, geometry, id: z.unknown().optional() }),
    ),
  })
  .meta({
    title: "SPINE world",
    description: "a GeoJSON FeatureCollection of surfaces, obstacles and objects",
  });
