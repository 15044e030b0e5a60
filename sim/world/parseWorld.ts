import type { z } from "zod";
import { describeValue, fail, ok, type Result } from "../../src/errors/index.js";
import { EnuFrame, type Vec2 } from "../../src/geo/index.js";
import { featureGeometry } from "./featureGeometry.js";
import { Issues, featureWhere } from "./issues.js";
import { parseHeader } from "./parseHeader.js";
import {
  collectionTypeSchema,
  featureListSchema,
  featureObjectSchema,
  featureTypeSchema,
} from "./worldSchema.js";
import { parseProperties, type FeatureProperties } from "./parseProperties.js";
import {
  DEFAULT_WORLD_LIMITS,
  distanceOutsideM,
  startOutsideError,
  worldLimitErrors,
  type WorldLimits,
} from "./limits.js";
import type { BoundsM, World, WorldFeature } from "./types.js";

const KNOWN_TOP_LEVEL = new Set(["type", "spine", "features", "bbox"]);
const KNOWN_FEATURE_KEYS = new Set(["type", "id", "geometry", "properties", "bbox"]);

/**
 * Parse a world file (already JSON-decoded) as specified in world-format.md §1. Every problem in the file is
 * collected; each error names the file, the feature index and class, the property and what was expected.
 *
 * @example
 * const world = parseWorld(JSON.parse(text), { source: "riverside.world.geojson" });
 * if (!world.ok) console.error(world.error.join("\n"));
 */
export interface ParseWorldOptions {
  source: string;
  /** Size limits checked before anything is built from the world; defaults {@link DEFAULT_WORLD_LIMITS}. */
  limits?: Partial<WorldLimits>;
}

export function parseWorld(json: unknown, options: ParseWorldOptions): Result<World, string[]> {
  const issues = new Issues(options.source);
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    issues.error(
      "",
      `a world must be a GeoJSON FeatureCollection object, got ${describeValue(json)}`,
    );
    return fail(issues.errors);
  }
  const root = json as Record<string, unknown>;
  const type = collectionTypeSchema.safeParse(root["type"]);
  if (!type.success) issues.error("", quoted("type", type.error, root["type"]));
  for (const key of Object.keys(root)) {
    if (!KNOWN_TOP_LEVEL.has(key)) issues.warn("", `unknown top-level member "${key}" ignored`);
  }
  if (root["spine"] === undefined) {
    issues.error(
      "",
      `the top-level "spine" member is missing; it needs at least "origin": [lon, lat] and "start": [lon, lat]`,
    );
  }
  const header = root["spine"] === undefined ? undefined : parseHeader(root["spine"], issues);
  const rawFeatures = featureListSchema.safeParse(root["features"]);
  if (!rawFeatures.success)
    issues.error("", quoted("features", rawFeatures.error, root["features"]));
  // Without an origin there is no frame to convert geometry into, but properties can still be checked.
  const frame = header === undefined ? undefined : new EnuFrame(header.origin);
  const parsed: {
    props: FeatureProperties;
    feature: Omit<WorldFeature, "name" | "nameIsExplicit">;
  }[] = [];
  (rawFeatures.success ? rawFeatures.data : []).forEach((raw, index) => {
    const entry = parseFeature(raw, index, frame, issues);
    if (entry !== undefined) parsed.push(entry);
  });
  const names = assignNames(parsed, issues);
  if (issues.errors.length > 0 || header === undefined || frame === undefined) {
    return fail(issues.errors);
  }
  const features: WorldFeature[] = parsed.map(({ feature }, i) => ({
    ...feature,
    name: names[i] ?? feature.className,
    nameIsExplicit: parsed[i]?.props.explicitName !== undefined,
  }));
  const start = frame.toEnu(header.start);
  const limits = { ...DEFAULT_WORLD_LIMITS, ...options.limits };
  const featureBounds = featureBoundsOf(features);
  const sizeErrors = worldLimitErrors(featureBounds ?? boundsOf(features, start), limits);
  const startError =
    featureBounds === undefined
      ? undefined
      : startOutsideError('"spine.start"', distanceOutsideM(featureBounds, start), limits);
  const errors = [...sizeErrors, ...(startError === undefined ? [] : [startError])];
  if (errors.length > 0) {
    for (const error of errors) issues.error("", error);
    return fail(issues.errors);
  }
  return ok({
    name: header.name,
    description: header.description,
    source: options.source,
    frame,
    origin: header.origin,
    start,
    features,
    boundsM: boundsOf(features, start),
    warnings: issues.warnings,
  });
}

function parseFeature(
  raw: unknown,
  index: number,
  frame: EnuFrame | undefined,
  issues: Issues,
):
  { props: FeatureProperties; feature: Omit<WorldFeature, "name" | "nameIsExplicit"> } | undefined {
  const object = featureObjectSchema.safeParse(raw);
  if (!object.success) {
    issues.error(featureWhere(index), `${firstMessage(object.error)}, got ${describeValue(raw)}`);
    return undefined;
  }
  const record = object.data;
  const type = featureTypeSchema.safeParse(record["type"]);
  if (!type.success) issues.error(featureWhere(index), quoted("type", type.error, record["type"]));
  const props = parseProperties(record["properties"], index, issues);
  if (props === undefined) return undefined;
  const where = featureWhere(index, props.className);
  for (const key of Object.keys(record)) {
    if (!KNOWN_FEATURE_KEYS.has(key)) issues.warn(where, `unknown member "${key}" ignored`);
  }
  if (frame === undefined) return undefined;
  const geometry = featureGeometry(record["geometry"], {
    layer: props.layer,
    widthM: props.widthM,
    frame,
    where,
    issues,
  });
  if (geometry === undefined) return undefined;
  const feature: Omit<WorldFeature, "name" | "nameIsExplicit"> = {
    index,
    layer: props.layer,
    className: props.className,
    description: props.description,
    inPrior: props.inPrior,
    onlyInPrior: props.onlyInPrior,
    coveredFromAir: props.coveredFromAir,
    traversable: props.traversable,
    occludes: props.occludes,
    footprint: geometry.footprint,
    properties: { ...(record["properties"] as Record<string, unknown>) },
  };
  if (props.cover !== undefined) feature.cover = props.cover;
  if (props.widthM !== undefined) feature.widthM = props.widthM;
  if (geometry.point !== undefined) feature.point = geometry.point;
  if (geometry.lines !== undefined) {
    feature.lines = geometry.lines;
    if (geometry.lines[0] !== undefined) feature.line = geometry.lines[0];
  }
  return { props, feature };
}

/**
 * Explicit names must be unique. Defaults are `<class>_<n>`, n counting the class's unnamed features in file
 * order from 1, skipping any number whose name a feature claims explicitly.
 */
function assignNames(
  parsed: readonly { props: FeatureProperties; feature: { index: number } }[],
  issues: Issues,
): string[] {
  const explicit = new Map<string, number>();
  for (const { props, feature } of parsed) {
    if (props.explicitName === undefined) continue;
    const earlier = explicit.get(props.explicitName);
    if (earlier !== undefined) {
      issues.error(
        featureWhere(feature.index, props.className),
        `properties.name "${props.explicitName}" must be unique, but features[${earlier}] already uses it`,
      );
    } else explicit.set(props.explicitName, feature.index);
  }
  const counters = new Map<string, number>();
  return parsed.map(({ props }) => {
    if (props.explicitName !== undefined) return props.explicitName;
    let n = counters.get(props.className) ?? 0;
    let name: string;
    do {
      n += 1;
      name = `${props.className}_${n}`;
    } while (explicit.has(name));
    counters.set(props.className, n);
    return name;
  });
}

/** The box around the features and the start. */
function boundsOf(features: readonly WorldFeature[], start: Vec2): BoundsM {
  const bounds = featureBoundsOf(features) ?? {
    minX: start[0],
    minY: start[1],
    maxX: start[0],
    maxY: start[1],
  };
  return {
    minX: Math.min(bounds.minX, start[0]),
    minY: Math.min(bounds.minY, start[1]),
    maxX: Math.max(bounds.maxX, start[0]),
    maxY: Math.max(bounds.maxY, start[1]),
  };
}

/** The box around every feature's geometry; undefined when no feature has any. */
function featureBoundsOf(features: readonly WorldFeature[]): BoundsM | undefined {
  let bounds: BoundsM | undefined;
  const include = ([x, y]: Vec2): void => {
    bounds ??= { minX: x, minY: y, maxX: x, maxY: y };
    bounds.minX = Math.min(bounds.minX, x);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxX = Math.max(bounds.maxX, x);
    bounds.maxY = Math.max(bounds.maxY, y);
  };
  for (const feature of features) {
    if (feature.point !== undefined) include(feature.point);
    for (const polygon of feature.footprint) for (const ring of polygon) ring.forEach(include);
  }
  return bounds;
}

/** `"type" must be "Feature", got "Fature"`: a member of the envelope, as GeoJSON documents name them. */
function quoted(key: string, error: z.ZodError, value: unknown): string {
  return `"${key}" ${firstMessage(error)}, got ${describeValue(value)}`;
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "is not valid";
}
