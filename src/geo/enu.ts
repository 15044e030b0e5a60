import proj4 from "proj4";
import type { Vec2 } from "./vec2.js";

/** WGS84 longitude/latitude in degrees, GeoJSON order. */
export type LonLat = readonly [number, number];

/** `[lon, lat]` in degrees (longitude within ±180, latitude within ±90), or undefined for anything else. */
export function asLonLat(value: unknown): LonLat | undefined {
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === "number" &&
    typeof value[1] === "number" &&
    Math.abs(value[0]) <= 180 &&
    Math.abs(value[1]) <= 90
  ) {
    return [value[0], value[1]];
  }
  return undefined;
}

/**
 * Converts between WGS84 and the local ENU frame (metres, x east, y north) centred on an origin.
 * An azimuthal-equidistant projection keeps distances from the origin exact and is within centimetres
 * of a true tangent plane over the few kilometres a mission covers.
 */
export class EnuFrame {
  readonly origin: LonLat;
  readonly #converter: proj4.Converter;

  constructor(origin: LonLat) {
    const [lon, lat] = origin;
    if (
      !Number.isFinite(lon) ||
      !Number.isFinite(lat) ||
      Math.abs(lat) > 90 ||
      Math.abs(lon) > 180
    ) {
      throw new RangeError(`ENU origin must be [lon, lat] in degrees, got [${lon}, ${lat}]`);
    }
    this.origin = origin;
    this.#converter = proj4(
      "EPSG:4326",
      `+proj=aeqd +lat_0=${lat} +lon_0=${lon} +x_0=0 +y_0=0 +datum=WGS84 +units=m +no_defs`,
    );
  }

  toEnu(point: LonLat): Vec2 {
    const [x, y] = this.#converter.forward([point[0], point[1]]);
    return [x, y];
  }

  toLonLat(point: Vec2): LonLat {
    const [lon, lat] = this.#converter.inverse([point[0], point[1]]);
    // GeoJSON recommends no more than ~7 decimals (1 cm).
    return [round7(lon), round7(lat)];
  }
}

function round7(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}
