import type { GraphJson } from "../../src/map/index.js";
import { classInWords, priorFeatures, truthFeatures, type World } from "../world/index.js";
import { CANOPY_COLOR, NEW_COLOR, OBSTACLE_COLOR, surfaceColor } from "./palette.js";
import { renderPanel } from "./renderPanel.js";
import { FONT_PX, SMALL_FONT_PX, escapeXml, fmt, type PanelTransform } from "./svgParts.js";

export interface RenderWorldSvgOptions {
  /** Drawn over the prior panel. */
  priorGraph: GraphJson;
  /** Drawn over the truth panel when given. */
  truthGraph?: GraphJson;
  /** Width of each panel; the height follows the world's aspect ratio. */
  panelWidthPx?: number;
  /** Write region names beside region nodes; by default only when there are few enough to read. */
  regionLabels?: boolean;
}

const MARGIN_PX = 24;
const HEADER_PX = 76;
const LEGEND_PX = 90;

/**
 * A standalone SVG for checking a world by eye: "Truth" and "Prior" panels side by side, north up, with a
 * scale bar in metres. The truth panel shows what exists (changes since the prior outlined in magenta), the
 * prior panel what the satellite map shows plus the prior graph (regions, edges, objects and landmarks).
 *
 * @example
 * writeFileSync("crossing.svg", renderWorldSvg(world, { priorGraph: buildWorldGraph(world, { view: "prior" }) }));
 */
export function renderWorldSvg(world: World, options: RenderWorldSvgOptions): string {
  const { priorGraph, truthGraph, panelWidthPx = 720 } = options;
  const { minX, minY, maxX, maxY } = world.boundsM;
  const padM = Math.max(3, 0.03 * Math.max(maxX - minX, maxY - minY));
  const [x0, y0, x1, y1] = [minX - padM, minY - padM, maxX + padM, maxY + padM];
  const widthM = x1 - x0;
  const scalePxPerM = panelWidthPx / widthM;
  const panelHeightPx = (y1 - y0) * scalePxPerM;
  const width = 2 * panelWidthPx + 3 * MARGIN_PX;
  const height = HEADER_PX + panelHeightPx + LEGEND_PX + MARGIN_PX;
  const panelTop = HEADER_PX;
  const lefts = [MARGIN_PX, 2 * MARGIN_PX + panelWidthPx] as const;
  const transformAt = (left: number): PanelTransform => ({
    x: (xM) => left + (xM - x0) * scalePxPerM,
    y: (yM) => panelTop + (y1 - yM) * scalePxPerM,
    scalePxPerM,
  });
  const autoLabels = (graph: GraphJson | undefined): boolean =>
    options.regionLabels ??
    (graph !== undefined && graph.regions.length <= 150 && scalePxPerM >= 3);
  const panel = (kind: "truth" | "prior", left: number): string => {
    const graph = kind === "truth" ? truthGraph : priorGraph;
    return renderPanel({
      kind,
      title:
        kind === "truth"
          ? "Truth (what is on the ground)"
          : "Prior (satellite map and prior graph)",
      features: kind === "truth" ? truthFeatures(world) : priorFeatures(world),
      ...(graph === undefined ? {} : { graph }),
      start: world.start,
      left,
      top: panelTop,
      widthPx: panelWidthPx,
      heightPx: panelHeightPx,
      widthM,
      transform: transformAt(left),
      regionLabels: autoLabels(graph),
    });
  };

  const clip = (kind: string, left: number): string =>
    `<clipPath id="clip-${kind}"><rect x="${fmt(left)}" y="${fmt(panelTop)}" width="${fmt(panelWidthPx)}" height="${fmt(panelHeightPx)}"/></clipPath>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}" height="${fmt(height)}" viewBox="0 0 ${fmt(width)} ${fmt(height)}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">`,
    "<defs>",
    `<pattern id="canopy" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="${CANOPY_COLOR}" fill-opacity="0.25"/><line x1="0" y1="0" x2="0" y2="6" stroke="${CANOPY_COLOR}" stroke-width="2"/></pattern>`,
    clip("truth", lefts[0]),
    clip("prior", lefts[1]),
    "</defs>",
    `<style>.label{font-size:${FONT_PX}px;fill:#111;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}.small{font-size:${SMALL_FONT_PX}px;fill:#444;paint-order:stroke;stroke:#fff;stroke-width:2px}.title{font-size:14px;font-weight:bold;fill:#111}</style>`,
    `<rect width="${fmt(width)}" height="${fmt(height)}" fill="#fff"/>`,
    `<text x="${MARGIN_PX}" y="22" font-size="17" font-weight="bold">${escapeXml(`World "${world.name}"`)}</text>`,
    `<text x="${MARGIN_PX}" y="38" font-size="11" fill="#444">${escapeXml(world.description === "" ? world.source : `${world.description} — ${world.source}`)}</text>`,
    panel("truth", lefts[0]),
    panel("prior", lefts[1]),
    legend(world, MARGIN_PX, HEADER_PX + panelHeightPx + 50, width - 2 * MARGIN_PX),
    "</svg>",
    "",
  ].join("\n");
}

/** Swatches for the surface classes in this world, then the symbols. Wraps to a second row when needed. */
function legend(world: World, left: number, top: number, maxWidthPx: number): string {
  const items: [string, string][] = [];
  const seen = new Set<string>();
  for (const feature of world.features) {
    if (feature.layer !== "surface" || seen.has(feature.className)) continue;
    seen.add(feature.className);
    items.push([
      `<rect width="14" height="10" y="-9" fill="${surfaceColor(feature.className, feature.traversable)}" stroke="#555" stroke-width="0.5"/>`,
      classInWords(feature.className),
    ]);
  }
  items.push(
    [
      `<rect width="14" height="10" y="-9" fill="url(#canopy)" stroke="${CANOPY_COLOR}"/>`,
      "covered from air",
    ],
    [`<rect width="14" height="10" y="-9" fill="${OBSTACLE_COLOR}"/>`, "obstacle"],
    [
      `<rect width="14" height="10" y="-9" fill="none" stroke="${NEW_COLOR}" stroke-width="2" stroke-dasharray="4 2"/>`,
      "not in prior (new)",
    ],
    [
      `<rect width="14" height="10" y="-9" fill="none" stroke="#111" stroke-width="2" stroke-dasharray="4 2"/>`,
      "only in prior (gone)",
    ],
    [`<circle cx="7" cy="-4" r="2.5" fill="#fff" stroke="#222"/>`, "region"],
    [`<circle cx="7" cy="-4" r="4" fill="#5a2d82"/>`, "object"],
    [
      `<rect x="3" y="-8" width="8" height="8" fill="#5a2d82" transform="rotate(45 7 -4)"/>`,
      "landmark",
    ],
    [`<path d="M7,-11L13,1L1,1Z" fill="#ffd400" stroke="#000"/>`, "robot start"],
  );
  const out: string[] = [];
  let x = left;
  let y = top;
  for (const [symbol, label] of items) {
    const itemWidth = 22 + label.length * 6.5 + 16;
    if (x + itemWidth > left + maxWidthPx) {
      x = left;
      y += 20;
    }
    out.push(
      `<g transform="translate(${fmt(x)},${fmt(y)})">${symbol}<text x="20" y="0" font-size="11">${escapeXml(label)}</text></g>`,
    );
    x += itemWidth;
  }
  return out.join("\n");
}
