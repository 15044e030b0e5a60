import type { Vec2 } from "../../src/geo/index.js";
import type { PolygonM } from "../world/index.js";

export const FONT_PX = 11;
export const SMALL_FONT_PX = 8;

/** Maps ENU metres into a panel: x east → right, y north → up (SVG y grows downward, hence the flip). */
export interface PanelTransform {
  x: (xM: number) => number;
  y: (yM: number) => number;
  scalePxPerM: number;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function fmt(value: number): string {
  return value.toFixed(1);
}

/** An SVG path for polygons with holes (draw with fill-rule="evenodd"). */
export function footprintPath(footprint: readonly PolygonM[], t: PanelTransform): string {
  return footprint
    .flatMap((rings) =>
      rings.map((ring) => `M${ring.map(([x, y]) => `${fmt(t.x(x))},${fmt(t.y(y))}`).join("L")}Z`),
    )
    .join("");
}

/** Where to write a feature's name: near the middle of its centreline, else the middle of its largest ring's box. */
export function labelAnchor(feature: {
  line?: Vec2[];
  footprint: PolygonM[];
  point?: Vec2;
}): Vec2 | undefined {
  if (feature.point !== undefined) return feature.point;
  if (feature.line !== undefined && feature.line.length > 0) {
    const mid = Math.floor((feature.line.length - 1) / 2);
    const a = feature.line[mid] as Vec2;
    const b = feature.line[Math.min(feature.line.length - 1, mid + 1)] as Vec2;
    // A third of the way along the middle segment: the exact middle of a road is often where it crosses something.
    return feature.line.length % 2 === 1 ? a : [a[0] + (b[0] - a[0]) / 3, a[1] + (b[1] - a[1]) / 3];
  }
  let best: { area: number; center: Vec2 } | undefined;
  for (const rings of feature.footprint) {
    const outer = rings[0] ?? [];
    const xs = outer.map((p) => p[0]);
    const ys = outer.map((p) => p[1]);
    const area = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
    if (best === undefined || area > best.area) {
      best = {
        area,
        center: [(Math.max(...xs) + Math.min(...xs)) / 2, (Math.max(...ys) + Math.min(...ys)) / 2],
      };
    }
  }
  return best?.center;
}

/** A round length for a scale bar about a fifth of the panel wide. */
export function scaleBarLengthM(panelWidthM: number): number {
  const target = panelWidthM / 5;
  const steps = [1, 2, 5];
  let magnitude = 10 ** Math.floor(Math.log10(target));
  let best = magnitude;
  while (magnitude <= target * 10) {
    for (const step of steps) if (step * magnitude <= target) best = step * magnitude;
    magnitude *= 10;
  }
  return best;
}
