import { encode } from "fast-png";
import { boundsOf, type Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";
import type { WorldRasters } from "../raster/index.js";
import { renderGraphLines, renderRegionLabels } from "./graphLines.js";
import { LabelPlacer } from "./LabelPlacer.js";
import { OBJECT_COLOR } from "./palette.js";
import { FONT_PX, SMALL_FONT_PX, escapeXml, fmt, scaleBarLengthM } from "./svgParts.js";

export interface RenderPriorSvgOptions {
  /** The prior's occupancy rasters, drawn under the graph (a prior built from a graph file has none). */
  rasters?: WorldRasters;
  title: string;
  subtitle?: string;
  widthPx?: number;
  /** Write region names beside region nodes; by default only when there are few enough to read. */
  regionLabels?: boolean;
}

/** Occupancy shades: free ground light, what blocks the robot dark, what no source covers in between. */
const SHADE = {
  free: [244, 241, 232],
  occupied: [92, 92, 92],
  unknown: [200, 200, 200],
} as const;
const MARGIN_PX = 24;
const HEADER_PX = 60;
const FOOTER_PX = 56;

/**
 * A prior as the robot will get it, for checking by eye: the occupancy raster (free, blocked, unknown), the
 * region graph with its edges, objects and landmarks, north up, with a scale bar.
 *
 * @example
 * writeFileSync("site.prior.svg", renderPriorSvg(prior.graph, { rasters: prior.rasters, title: "site" }));
 */
export function renderPriorSvg(graph: GraphJson, options: RenderPriorSvgOptions): string {
  const { rasters, widthPx = 900 } = options;
  const [minX, minY, maxX, maxY] = extentOf(graph, rasters);
  const scale = widthPx / (maxX - minX);
  const heightPx = (maxY - minY) * scale;
  const left = MARGIN_PX;
  const top = HEADER_PX;
  const point = (p: Vec2): [number, number] => [
    left + (p[0] - minX) * scale,
    top + (maxY - p[1]) * scale,
  ];
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(widthPx + 2 * MARGIN_PX)}" height="${fmt(top + heightPx + FOOTER_PX)}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">`,
    `<style>.label{font-size:${FONT_PX}px;fill:#111;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}.small{font-size:${SMALL_FONT_PX}px;fill:#444;paint-order:stroke;stroke:#fff;stroke-width:2px}.title{font-size:15px;font-weight:bold;fill:#111}</style>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${left}" y="24" class="title">${escapeXml(options.title)}</text>`,
    ...(options.subtitle === undefined
      ? []
      : [`<text x="${left}" y="42" class="label">${escapeXml(options.subtitle)}</text>`]),
  ];
  if (rasters !== undefined) {
    const { traversable } = rasters;
    const [x0, y1] = point([traversable.originX, traversable.boundsM.maxY]);
    out.push(
      `<image x="${fmt(x0)}" y="${fmt(y1)}" width="${fmt(traversable.width * traversable.resolutionM * scale)}" height="${fmt(traversable.height * traversable.resolutionM * scale)}" preserveAspectRatio="none" href="data:image/png;base64,${occupancyPngBase64(rasters)}"/>`,
    );
  }
  out.push(renderGraphLines(graph, point));
  const labels = new LabelPlacer();
  for (const object of graph.objects) {
    const [x, y] = point(object.coords);
    const landmark = object["landmark"] === true;
    out.push(
      landmark
        ? `<rect x="${fmt(x - 4)}" y="${fmt(y - 4)}" width="8" height="8" fill="${OBJECT_COLOR}" stroke="#fff" transform="rotate(45 ${fmt(x)} ${fmt(y)})"/>`
        : `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="4" fill="${OBJECT_COLOR}" stroke="#fff"/>`,
    );
    labels.reserve(x, y, 5);
  }
  for (const object of graph.objects) {
    const [x, y] = point(object.coords);
    const spot = labels.place(x, y, object.name, { fontPx: FONT_PX, gapPx: 6 });
    if (spot === undefined) continue;
    out.push(
      `<text x="${fmt(spot.x)}" y="${fmt(spot.y)}" text-anchor="${spot.anchor}" class="label"${object["landmark"] === true ? ` font-style="italic"` : ""}>${escapeXml(object.name)}</text>`,
    );
  }
  if (options.regionLabels ?? (graph.regions.length <= 150 && scale >= 3)) {
    out.push(renderRegionLabels(graph, point, labels));
  }
  out.push(footer({ left, top: top + heightPx, widthPx, scale, widthM: maxX - minX }));
  out.push(
    `<rect x="${left}" y="${top}" width="${fmt(widthPx)}" height="${fmt(heightPx)}" fill="none" stroke="#333"/>`,
    "</svg>",
  );
  return out.join("\n");
}

/** The drawing's extent in ENU metres: the rasters' bounds, else the graph's with a margin. */
function extentOf(
  graph: GraphJson,
  rasters: WorldRasters | undefined,
): [number, number, number, number] {
  if (rasters !== undefined) {
    const { minX, minY, maxX, maxY } = rasters.traversable.boundsM;
    return [minX, minY, maxX, maxY];
  }
  const pad = 10;
  const [minX, minY, maxX, maxY] = boundsOf(
    [...graph.regions, ...graph.objects].map((node) => node.coords),
  ) ?? [0, 0, 0, 0];
  return [minX - pad, minY - pad, maxX + pad, maxY + pad];
}

function occupancyPngBase64(rasters: WorldRasters): string {
  const { traversable, occluding, surface } = rasters;
  const { width, height } = traversable;
  const data = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row += 1) {
    // Grid row 0 is the southernmost; image row 0 is the top.
    const out = (height - 1 - row) * width;
    for (let col = 0; col < width; col += 1) {
      const k = row * width + col;
      const shade =
        traversable.data[k] === 1
          ? SHADE.free
          : surface.data[k] === 0 && occluding.data[k] === 0
            ? SHADE.unknown
            : SHADE.occupied;
      data.set(shade, (out + col) * 3);
    }
  }
  return Buffer.from(encode({ width, height, data, channels: 3, depth: 8 })).toString("base64");
}

function footer(spec: {
  left: number;
  top: number;
  widthPx: number;
  scale: number;
  widthM: number;
}): string {
  const barM = scaleBarLengthM(spec.widthM);
  const y = spec.top + 26;
  const legend: [string, string][] = [
    ["free", rgb(SHADE.free)],
    ["blocked", rgb(SHADE.occupied)],
    ["unknown", rgb(SHADE.unknown)],
  ];
  return [
    `<path d="M${fmt(spec.left)},${fmt(y - 4)}V${fmt(y)}H${fmt(spec.left + barM * spec.scale)}V${fmt(y - 4)}" fill="none" stroke="#000" stroke-width="2"/>`,
    `<text x="${fmt(spec.left + (barM * spec.scale) / 2)}" y="${fmt(y - 6)}" text-anchor="middle" class="label">${barM} m</text>`,
    ...legend.map(
      ([name, color], i) =>
        `<rect x="${fmt(spec.left + spec.widthPx - 330 + i * 80)}" y="${fmt(y - 10)}" width="12" height="12" fill="${color}" stroke="#333"/><text x="${fmt(spec.left + spec.widthPx - 314 + i * 80)}" y="${fmt(y)}" class="label">${name}</text>`,
    ),
    `<circle cx="${fmt(spec.left + spec.widthPx - 80)}" cy="${fmt(y - 4)}" r="2.4" fill="#fff" stroke="#222"/><text x="${fmt(spec.left + spec.widthPx - 72)}" y="${fmt(y)}" class="label">region</text>`,
  ].join("\n");
}

function rgb([r, g, b]: readonly [number, number, number]): string {
  return `rgb(${r},${g},${b})`;
}
