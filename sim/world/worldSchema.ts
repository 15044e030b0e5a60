import { z } from "zod";

const longitude = "must be [lon, lat] in degrees";

/** `[lon, lat]` in degrees; an altitude after them is allowed (GeoJSON positions may carry one) and ignored. */
export const positionSchema = z.tuple(
  [
    z.number({ error: longitude }).min(-180, { error: longitude }).max(180, { error: longitude }),
    z.number({ error: longitude }).min(-90, { error: longitude }).max(90, { error: longitude }),
  ],
  z.number({ error: longitude }),
  {
    error: (issue) =>
      issue.input === undefined ? `(required) ${longitude}` : "must be [lon, lat] in degrees",
  },
);

/** An array of at least `minimum` items, saying so whatever is wrong with it. */
const atLeast = <T extends z.ZodType>(item: T, minimum: number) => {
  const error = `must be an array of at least ${minimum} ${minimum === 1 ? "item" : "items"}`;
  return z.array(item, { error }).min(minimum, { error });
};

/**
 * A polygon ring: at least 3 positions, closed by the reader when its last position is not its first (with a
 * warning), so at least 3 distinct positions in all.
 */
const ringSchema = atLeast(positionSchema, 3).superRefine((ring, context) => {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed =
    first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
  if (closed && ring.length < 4)
    context.addIssue({
      code: "custom",
      message: "must be a ring of at least 3 distinct positions",
      input: ring,
    });
});

const lineSchema = atLeast(positionSchema, 2);
const polygonSchema = atLeast(ringSchema, 1);

/** The `coordinates` of each geometry type the world format takes. */
export const COORDINATE_SCHEMAS = {
  Point: positionSchema,
  LineString: lineSchema,
  MultiLineString: atLeast(lineSchema, 1),
  Polygon: polygonSchema,
  MultiPolygon: atLeast(polygonSchema, 1),
} as const;

export type GeometryType = keyof typeof COORDINATE_SCHEMAS;

/** The message of a position's own issues: a position is named whole, as people write it. */
export const POSITION_MESSAGE = longitude;

const geometryOf = <T extends GeometryType>(type: T) =>
  z.object({ type: z.literal(type), coordinates: COORDINATE_SCHEMAS[type] });

const geometry = z.discriminatedUnion("type", [
  geometryOf("Point"),
  geometryOf("LineString"),
  geometryOf("MultiLineString"),
  geometryOf("Polygon"),
  geometryOf("MultiPolygon"),
]);

const trueOrFalse = z.boolean({ error: "must be true or false" });
const nonEmptyText = z
  .string({ error: "must be a non-empty string" })
  .regex(/\S/, { error: "must be a non-empty string" });

export const LAYERS = ["surface", "obstacle", "object"] as const;

/** `properties.layer` and `properties.class`: without both a feature cannot be read at all. */
export const layerSchema = z.enum(LAYERS, {
  error: 'must be one of "surface", "obstacle", "object"',
});
export const classSchema = z
  .string({ error: 'must be a snake_case string such as "parking_lot"' })
  .regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, {
    error: 'must be a snake_case string such as "parking_lot"',
  })
  .meta({ description: "e.g. road, grass, fence, radio_tower" });

/**
 * Every other property a feature may have, with what it must be. The world reader checks each with its schema
 * (only on the layers it applies to; elsewhere it is ignored with a warning) and adds the layer's defaults.
 */
export const PROPERTY_SCHEMAS = {
  name: nonEmptyText,
  description: nonEmptyText,
  inPrior: trueOrFalse,
  onlyInPrior: trueOrFalse,
  width: z
    .number({ error: "must be a positive number of metres" })
    .positive({ error: "must be a positive number of metres" })
    .meta({ description: "metres, lines and points" }),
  traversable: trueOrFalse,
  coveredFromAir: trueOrFalse,
  cover: z.enum(["trees", "roof"], { error: 'must be "trees" or "roof"' }),
  occludes: trueOrFalse,
} as const;

export type PropertyName = keyof typeof PROPERTY_SCHEMAS;

const properties = z
  .object({
    layer: layerSchema,
    class: classSchema,
    ...Object.fromEntries(
      Object.entries(PROPERTY_SCHEMAS).map(([key, schema]) => [key, schema.optional()]),
    ),
  })
  .meta({ description: "unknown properties are ignored with a warning" });

/** The `spine` member: where the world is and where the robot starts. */
export const headerSchema = z.object(
  {
    version: z.literal(1, { error: "must be 1" }).optional(),
    name: z.string({ error: "must be a string" }).optional(),
    description: z.string({ error: "must be a string" }).optional(),
    origin: positionSchema.meta({ description: "[lon, lat] of the ENU frame's origin" }),
    start: positionSchema.meta({ description: "[lon, lat] where the robot starts" }),
  },
  {
    error:
      'must be an object like { "version": 1, "name": "…", "origin": [lon, lat], "start": [lon, lat] }',
  },
);

/** The envelope: a FeatureCollection with a list of features, each a Feature object. */
export const collectionTypeSchema = z.literal("FeatureCollection", {
  error: 'must be "FeatureCollection"',
});
export const featureTypeSchema = z.literal("Feature", { error: 'must be "Feature"' });
const featureListOf = <T extends z.ZodType>(feature: T) =>
  z.array(feature, { error: "must be an array of GeoJSON features" });
export const featureObjectSchema = z.looseObject({}, { error: "must be a GeoJSON Feature object" });
/** The envelope as the reader takes it: each feature is then read on its own, so one bad feature hides none. */
export const featureListSchema = featureListOf(z.unknown());

/**
 * The shape of a `.world.geojson` file (world-format.md §1), built from the schemas `parseWorld` reads the
 * header and each feature's properties with; the reader adds what a schema cannot say (which geometry and
 * properties each layer takes, names unique, rings closed, size limits) and reports every problem with its
 * feature. A test keeps the two in step on every committed world.
 */
export const worldFileSchema = z
  .object({
    type: collectionTypeSchema,
    spine: headerSchema,
    features: featureListOf(
      z.object({ type: featureTypeSchema, properties, geometry, id: z.unknown().optional() }),
    ),
  })
  .meta({
    title: "SPINE world",
    description: "a GeoJSON FeatureCollection of surfaces, obstacles and objects",
  });
