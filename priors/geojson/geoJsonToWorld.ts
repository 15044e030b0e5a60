import { describeValue, fail, ok, type Result } from "../../src/errors/index.js";
import { asLonLat, type LonLat } from "../../src/geo/index.js";
import { isPlainObject } from "../../src/map/index.js";
import { parseWorld, type World, type WorldLimits } from "../../sim/world/index.js";
import { checkGeoJson, eachPosition } from "./checkGeoJson.js";
import { translateFeature, type Translation } from "./translateFeature.js";

export interface GeoJsonToWorldOptions {
  /** The file name, for messages. */
  source: string;
  /** The ENU origin; default the file's `spine.origin`, else the middle of its features. */
  origin?: LonLat;
  /** Where the robot starts; default the file's `spine.start`, else the origin. */
  start?: LonLat;
  /** Classes to treat as drivable whatever the tables say. */
  traversableClasses?: readonly string[];
  /** Size limits, as for a world file (a prior spanning 1° would not fit in memory as rasters). */
  limits?: Partial<WorldLimits>;
}

export interface GeoJsonWorld {
  /** The prior's features as a world (its prior view is what the map shows). */
  world: World;
  warnings: string[];
  /** "world": every feature in our classes (drawn in file order); "osm": some OSM-tagged (drawn by rank). */
  form: "world" | "osm";
  counts: { features: number; used: number; skipped: number };
}

type Kept = Extract<Translation, { kind: "feature" }> & { sourceIndex: number };

/**
 * Read a GeoJSON prior — OpenStreetMap-style tags or our world classes — as a world whose prior view is the map.
 * Geometry, defaults and rasterization then go through the same code as the simulator's worlds
 * (`parseWorld`, `buildWorldRasters`), so a map and a world that show the same thing give the same prior.
 *
 * Draw order: a file in world classes is drawn in file order (world-format.md §1). An OSM extract's order means
 * nothing, so when any feature is OSM-tagged, surfaces are drawn by their class's rank (ground cover, water,
 * ways, bridges and piers, buildings), ties in file order.
 */
export function geoJsonToWorld(
  json: unknown,
  options: GeoJsonToWorldOptions,
): Result<GeoJsonWorld, string[]> {
  const { source } = options;
  if (
    !isPlainObject(json) ||
    json["type"] !== "FeatureCollection" ||
    !Array.isArray(json["features"])
  ) {
    return fail([
      `${source}: a GeoJSON prior must be a FeatureCollection with a "features" array, got ${describeValue(isPlainObject(json) ? json["type"] : json)}`,
    ]);
  }
  const rawFeatures = json["features"] as unknown[];
  const describe = (index: number): string => `features[${index}]${labelFor(rawFeatures[index])}`;
  const errors = checkGeoJson(json, rawFeatures, { source, describe });
  if (errors.length > 0) return fail(errors);

  const traversable = new Set(options.traversableClasses ?? []);
  const kept: Kept[] = [];
  const skipped = new Map<string, number>();
  rawFeatures.forEach((raw, sourceIndex) => {
    const translation = translateFeature(raw, traversable);
    if (translation.kind === "feature") kept.push({ ...translation, sourceIndex });
    else {
      const key = `${translation.why}\u0000${translation.label}`;
      skipped.set(key, (skipped.get(key) ?? 0) + 1);
    }
  });
  const form = kept.some((feature) => feature.form === "osm") ? "osm" : "world";
  if (form === "osm") kept.sort((a, b) => a.drawRank - b.drawRank || a.sourceIndex - b.sourceIndex);
  assignNames(kept);

  const header = isPlainObject(json["spine"]) ? json["spine"] : {};
  const origin = options.origin ?? asLonLat(header["origin"]) ?? middleOf(kept);
  if (origin === undefined)
    return fail([`${source}: no feature the tag table knows; nothing to build a prior from`]);
  const start = options.start ?? asLonLat(header["start"]) ?? origin;
  const worldJson = {
    type: "FeatureCollection",
    spine: {
      version: 1,
      name:
        typeof header["name"] === "string" ? header["name"] : source.replace(/\.(geo)?json$/i, ""),
      origin,
      start,
    },
    features: kept.map((feature) => feature.feature),
  };
  // Messages from the world parser count features in the translated list; point them back at the file.
  const toSource = (message: string): string =>
    message.replace(/features\[(\d+)\]/g, (_, i: string) => {
      const index = kept[Number(i)]?.sourceIndex;
      return index === undefined
        ? `features[${i}]`
        : `features[${index}]${labelFor(rawFeatures[index])}`;
    });
  const parsed = parseWorld(worldJson, {
    source,
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  });
  if (!parsed.ok) return fail(parsed.error.map(toSource));
  return ok({
    world: parsed.value,
    warnings: [...skippedWarnings(source, skipped), ...parsed.value.warnings.map(toSource)],
    form,
    counts: {
      features: rawFeatures.length,
      used: kept.length,
      skipped: rawFeatures.length - kept.length,
    },
  });
}

/**
 * Names the source gives are kept, made unique with `_2`, `_3`, … (OSM repeats names freely); names written in
 * world-class features are claimed first.
 */
function assignNames(kept: Kept[]): void {
  const taken = new Set<string>();
  for (const { feature } of kept) {
    const name = feature.properties["name"];
    if (typeof name === "string") taken.add(name);
  }
  for (const feature of kept) {
    if (feature.sourceName === undefined) continue;
    let name = feature.sourceName;
    for (let n = 2; taken.has(name); n += 1) name = `${feature.sourceName}_${n}`;
    taken.add(name);
    feature.feature.properties["name"] = name;
  }
}

function skippedWarnings(source: string, skipped: ReadonlyMap<string, number>): string[] {
  const groups = new Map<string, string[]>();
  for (const [key, count] of [...skipped].sort((a, b) => b[1] - a[1])) {
    const [why = "", label = ""] = key.split("\u0000");
    const list = groups.get(why) ?? [];
    list.push(`${label} (${count})`);
    groups.set(why, list);
  }
  const text: Record<string, string> = {
    unknown: "features with tags the tag table does not know were ignored",
    "wrong-geometry": "features whose tags mean a different kind of geometry were ignored",
    "no-geometry": "features without a Point, LineString or Polygon geometry were ignored",
    untagged: "features without tags were ignored",
    ignored: "features whose tags carry no ground feature were left out",
  };
  return [...groups].map(([why, labels]) => {
    const shown = labels.slice(0, 12).join(", ");
    const more = labels.length > 12 ? `, and ${labels.length - 12} more kinds` : "";
    return `${source}: ${text[why] ?? why}: ${shown}${more}`;
  });
}

function labelFor(raw: unknown): string {
  const properties =
    isPlainObject(raw) && isPlainObject(raw["properties"]) ? raw["properties"] : {};
  if (typeof properties["class"] === "string") return ` (class "${properties["class"]}")`;
  const tag = Object.entries(properties).find(
    ([key, value]) => typeof value === "string" && key !== "name" && key !== "width",
  );
  return tag === undefined ? "" : ` (${tag[0]}=${String(tag[1])})`;
}

/** The middle of the kept features' bounding box, to 1e-6° (≈ 0.1 m), as the default ENU origin. */
function middleOf(kept: readonly Kept[]): LonLat | undefined {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const { feature } of kept) {
    const geometry = feature.geometry;
    eachPosition(
      isPlainObject(geometry) ? geometry["coordinates"] : undefined,
      ([lon = 0, lat = 0]) => {
        minLon = Math.min(minLon, lon);
        minLat = Math.min(minLat, lat);
        maxLon = Math.max(maxLon, lon);
        maxLat = Math.max(maxLat, lat);
      },
    );
  }
  if (!Number.isFinite(minLon)) return undefined;
  const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;
  return [round6((minLon + maxLon) / 2), round6((minLat + maxLat) / 2)];
}
