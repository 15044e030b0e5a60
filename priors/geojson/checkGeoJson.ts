import { kinks } from "@turf/turf";
import type { Feature, Polygon, MultiPolygon } from "geojson";
import { isPlainObject } from "../../src/map/index.js";

/** Names of a WGS84 longitude/latitude CRS in the old (2008) GeoJSON `crs` member. */
const WGS84_NAMES = /(?:CRS84|EPSG:{1,2}4326|WGS ?84)$/i;

/**
 * Problems that make a GeoJSON file unusable as a prior, each naming the file and the feature: a `crs` member
 * naming anything but WGS84, coordinates that are clearly not degrees (metres from a projected CRS), and
 * polygons whose outline crosses itself (turf `kinks`) — a self-crossing outline has no well-defined inside.
 */
export function checkGeoJson(
  root: Readonly<Record<string, unknown>>,
  features: readonly unknown[],
  { source, describe }: { source: string; describe: (index: number) => string },
): string[] {
  const errors: string[] = [];
  const crsName = crsNameOf(root["crs"]);
  if (crsName !== undefined && !WGS84_NAMES.test(crsName)) {
    errors.push(
      `${source}: the "crs" member says the coordinates are in ${crsName}; GeoJSON priors must be WGS84 longitude/latitude (RFC 7946). Reproject first, e.g. \`ogr2ogr -t_srs EPSG:4326 out.geojson ${source}\``,
    );
  }
  const metric = firstNonDegree(features);
  if (metric !== undefined) {
    errors.push(
      `${source}: ${describe(metric.index)} has coordinates [${metric.position.join(", ")}], which are not degrees (longitude within ±180, latitude within ±90) — they look like metres of a projected CRS. GeoJSON priors must be WGS84 longitude/latitude (RFC 7946); reproject first`,
    );
  }
  // Kinks only mean something in degrees; with metres every later check would repeat the first error.
  if (metric !== undefined) return errors;
  features.forEach((raw, index) => {
    const geometry = isPlainObject(raw) ? raw["geometry"] : undefined;
    if (!isPlainObject(geometry)) return;
    if (geometry["type"] !== "Polygon" && geometry["type"] !== "MultiPolygon") return;
    let crossings: [number, number][];
    try {
      crossings = kinks(raw as Feature<Polygon | MultiPolygon>).features.map((point) => [
        round7(point.geometry.coordinates[0] ?? 0),
        round7(point.geometry.coordinates[1] ?? 0),
      ]);
    } catch {
      // Malformed rings are reported by the world parser with their exact path.
      return;
    }
    const first = crossings[0];
    if (first === undefined) return;
    const more = crossings.length > 1 ? ` (and ${crossings.length - 1} more)` : "";
    errors.push(
      `${source}: ${describe(index)} is a self-intersecting polygon: its outline crosses itself at [${first.join(", ")}]${more}; fix the outline so it does not cross itself`,
    );
  });
  return errors;
}

function crsNameOf(crs: unknown): string | undefined {
  if (!isPlainObject(crs)) return undefined;
  const properties = crs["properties"];
  const name = isPlainObject(properties) ? properties["name"] : undefined;
  return typeof name === "string" ? name : JSON.stringify(crs);
}

/** The first position outside ±180° / ±90°, with its feature. */
function firstNonDegree(
  features: readonly unknown[],
): { index: number; position: number[] } | undefined {
  for (let index = 0; index < features.length; index += 1) {
    const raw = features[index];
    const geometry = isPlainObject(raw) ? raw["geometry"] : undefined;
    if (!isPlainObject(geometry)) continue;
    const position = findPosition(geometry["coordinates"], (p) => {
      const [lon = 0, lat = 0] = p;
      return Math.abs(lon) > 180 || Math.abs(lat) > 90;
    });
    if (position !== undefined) return { index, position };
  }
  return undefined;
}

function findPosition(value: unknown, test: (position: number[]) => boolean): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  if (value.length >= 2 && value.every((n) => typeof n === "number")) {
    return test(value) ? value : undefined;
  }
  for (const item of value) {
    const found = findPosition(item, test);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every position of a geometry's coordinates, nested however deep. */
export function eachPosition(value: unknown, visit: (position: readonly number[]) => void): void {
  findPosition(value, (position) => {
    visit(position);
    return false;
  });
}

function round7(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}
