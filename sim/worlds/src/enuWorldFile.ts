/**
 * Helpers for the built-in world generators: lay a world out in ENU metres (x east, y north, origin at the
 * world's `spine.origin`) and write it as a `.world.geojson` file (world-format.md §1), one feature per line so
 * that a diff of a regenerated world reads as a list of things that changed.
 */
import { writeFileSync } from "node:fs";
import { EnuFrame, type LonLat, type Vec2 } from "../../../src/geo/index.js";

/** Feature properties exactly as they are written in the file. */
export type Props = Record<string, string | number | boolean>;

/** One feature with ENU geometry: a point, a polyline, or a polygon (outer ring first, then holes). */
export type EnuFeature =
  | { kind: "point"; at: Vec2; properties: Props }
  | { kind: "line"; points: Vec2[]; properties: Props }
  | { kind: "polygon"; rings: Vec2[][]; properties: Props };

export function point(at: Vec2, properties: Props): EnuFeature {
  return { kind: "point", at, properties };
}

export function line(points: Vec2[], properties: Props): EnuFeature {
  return { kind: "line", points, properties };
}

/** A polygon from its outer ring (and holes); rings need not repeat their first point. */
export function polygon(rings: Vec2[][], properties: Props): EnuFeature {
  return { kind: "polygon", rings, properties };
}

/** An axis-aligned rectangle as a single outer ring. */
export function rect(x0: number, y0: number, x1: number, y1: number): Vec2[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** A rectangle `width` × `depth` centred on `center`, its width axis turned `angleDeg` from east. */
export function box(center: Vec2, width: number, depth: number, angleDeg = 0): Vec2[] {
  const a = (angleDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return [
    [-width / 2, -depth / 2],
    [width / 2, -depth / 2],
    [width / 2, depth / 2],
    [-width / 2, depth / 2],
  ].map(([u = 0, v = 0]): Vec2 => [center[0] + u * c - v * s, center[1] + u * s + v * c]);
}

export interface WorldHeaderM {
  name: string;
  description: string;
  origin: LonLat;
  /** The robot's start in ENU metres. */
  start: Vec2;
}

/** The world file as JSON, features converted from ENU metres to lon/lat around the header's origin. */
export function worldJson(
  header: WorldHeaderM,
  features: readonly EnuFeature[],
): { type: "FeatureCollection"; spine: object; features: object[] } {
  const frame = new EnuFrame(header.origin);
  const ll = (p: Vec2): LonLat => frame.toLonLat(p);
  const closed = (ring: Vec2[]): Vec2[] => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    return first !== undefined &&
      last !== undefined &&
      (first[0] !== last[0] || first[1] !== last[1])
      ? [...ring, first]
      : ring;
  };
  return {
    type: "FeatureCollection",
    spine: {
      version: 1,
      name: header.name,
      origin: header.origin,
      start: ll(header.start),
      description: header.description,
    },
    features: features.map((feature) => ({
      type: "Feature",
      properties: feature.properties,
      geometry:
        feature.kind === "point"
          ? { type: "Point", coordinates: ll(feature.at) }
          : feature.kind === "line"
            ? { type: "LineString", coordinates: feature.points.map(ll) }
            : { type: "Polygon", coordinates: feature.rings.map((ring) => closed(ring).map(ll)) },
    })),
  };
}

/** Write the world file: the header on its own line, then one feature per line. */
export function writeWorldFile(
  path: string,
  header: WorldHeaderM,
  features: readonly EnuFeature[],
): void {
  const json = worldJson(header, features);
  const text = [
    "{",
    `"type": "FeatureCollection",`,
    `"spine": ${JSON.stringify(json.spine)},`,
    `"features": [`,
    json.features.map((feature) => JSON.stringify(feature)).join(",\n"),
    "]}",
  ].join("\n");
  writeFileSync(path, `${text}\n`);
}

/** Points along a smooth curve through `points` (Catmull-Rom), about every `stepM`; ends included. */
export function smooth(points: readonly Vec2[], stepM = 4): Vec2[] {
  if (points.length < 3) return [...points];
  const out: Vec2[] = [];
  const at = (i: number): Vec2 => points[Math.max(0, Math.min(points.length - 1, i))] as Vec2;
  for (let i = 0; i < points.length - 1; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const length = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]);
    const steps = Math.max(1, Math.round(length / stepM));
    for (let k = 0; k < steps; k += 1) {
      const t = k / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const blend = (a: number, b: number, c: number, d: number): number =>
        0.5 *
        (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([
        round2(blend(p0[0], p1[0], p2[0], p3[0])),
        round2(blend(p0[1], p1[1], p2[1], p3[1])),
      ]);
    }
  }
  out.push(points[points.length - 1] as Vec2);
  return out;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The properties of a named surface ("gravel yard in front of the store"), with any extra ones. */
export function surfaceProps(
  name: string,
  cls: string,
  description: string,
  extra: Props = {},
): Props {
  return { layer: "surface", class: cls, name, description, ...extra };
}

/** A named object at a point, in the prior unless `inPrior` is false. */
export function objectAt(
  name: string,
  cls: string,
  at: Vec2,
  description: string,
  inPrior = true,
): EnuFeature {
  return point(at, {
    layer: "object",
    class: cls,
    name,
    description,
    ...(inPrior ? {} : { inPrior: false }),
  });
}

/** A closed ring round a centre with radii `rx` × `ry`: a lake seen from above. */
export function ellipse(center: Vec2, rx: number, ry: number, sides = 32): Vec2[] {
  const ring: Vec2[] = [];
  for (let i = 0; i < sides; i++) {
    const angle = (2 * Math.PI * i) / sides;
    ring.push([center[0] + rx * Math.cos(angle), center[1] + ry * Math.sin(angle)]);
  }
  ring.push(ring[0] as Vec2);
  return ring;
}

/** A named surface area: one ring, with its class and description. */
export function area(
  name: string,
  cls: string,
  ring: Vec2[],
  description: string,
  extra: Props = {},
): EnuFeature {
  return polygon([ring], surfaceProps(name, cls, description, extra));
}

/** A named way along a centreline (a path, a road, a bridge), `widthM` wide, with any extra properties. */
export function way(
  name: string,
  cls: string,
  points: Vec2[],
  widthM: number,
  description: string,
  extra: Props = {},
): EnuFeature {
  return line(points, surfaceProps(name, cls, description, { width: widthM, ...extra }));
}
