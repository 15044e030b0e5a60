import type { Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";
import type { LabelPlacer } from "./LabelPlacer.js";
import { OBJECT_COLOR } from "./palette.js";
import { SMALL_FONT_PX, escapeXml, fmt } from "./svgParts.js";

/** Edges (region–region solid, object–region dashed) and region nodes; the robot's region is highlighted. */
export function renderGraphLines(graph: GraphJson, point: (p: Vec2) => [number, number]): string {
  const at = new Map<string, [number, number]>();
  for (const node of [...graph.regions, ...graph.objects]) at.set(node.name, point(node.coords));
  const out: string[] = [];
  const segment = (a: string, b: string, attrs: string): void => {
    const p = at.get(a);
    const q = at.get(b);
    if (p === undefined || q === undefined) return;
    out.push(
      `<line x1="${fmt(p[0])}" y1="${fmt(p[1])}" x2="${fmt(q[0])}" y2="${fmt(q[1])}" ${attrs}/>`,
    );
  };
  for (const [a, b] of graph.region_connections) {
    segment(a, b, `stroke="#2b2b2b" stroke-width="0.8" stroke-opacity="0.7"`);
  }
  for (const [a, b] of graph.object_connections) {
    segment(a, b, `stroke="${OBJECT_COLOR}" stroke-width="1" stroke-dasharray="3 2"`);
  }
  for (const region of graph.regions) {
    const [x, y] = at.get(region.name) ?? [0, 0];
    const current = region.name === graph.robot_location;
    out.push(
      `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${current ? 3.5 : 2.4}" fill="${current ? "#ffd400" : "#fff"}" stroke="#222" stroke-width="0.9"/>`,
    );
  }
  return out.join("\n");
}

/** Region names in small type wherever they fit beside their node, after everything more important. */
export function renderRegionLabels(
  graph: GraphJson,
  point: (p: Vec2) => [number, number],
  labels: LabelPlacer,
): string {
  const out: string[] = [];
  for (const region of graph.regions) {
    const [x, y] = point(region.coords);
    const spot = labels.place(x, y, region.name, {
      fontPx: SMALL_FONT_PX,
      gapPx: 3,
      optional: true,
    });
    if (spot === undefined) continue;
    out.push(
      `<text x="${fmt(spot.x)}" y="${fmt(spot.y)}" text-anchor="${spot.anchor}" class="small">${escapeXml(region.name)}</text>`,
    );
  }
  return out.join("\n");
}
