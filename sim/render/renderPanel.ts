import type { Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";
import type { WorldFeature } from "../world/index.js";
import { renderGraphLines, renderRegionLabels } from "./graphLines.js";
import { LabelPlacer } from "./LabelPlacer.js";
import { CANOPY_COLOR, NEW_COLOR, OBJECT_COLOR, OBSTACLE_COLOR, surfaceColor } from "./palette.js";
import {
  FONT_PX,
  escapeXml,
  fmt,
  footprintPath,
  labelAnchor,
  scaleBarLengthM,
  type PanelTransform,
} from "./svgParts.js";

export interface PanelSpec {
  kind: "truth" | "prior";
  title: string;
  features: readonly WorldFeature[];
  graph?: GraphJson;
  start: Vec2;
  /** Panel rectangle in SVG pixels. */
  left: number;
  top: number;
  widthPx: number;
  heightPx: number;
  widthM: number;
  transform: PanelTransform;
  regionLabels: boolean;
}

/** A symbol to draw and label: an object, a landmark, a named feature or the robot start. */
interface Mark {
  at: [number, number];
  label: string;
  labelAttrs: string;
  symbol?: string;
}

/**
 * One map panel. In the truth panel, features the prior lacks are outlined dashed magenta ("new"); in the prior
 * panel, features that no longer exist are outlined dashed black ("gone"). Covered surfaces are hatched. Labels
 * go on in order of importance — objects and landmarks, feature names, then region names where there is room.
 */
export function renderPanel(spec: PanelSpec): string {
  const { kind, features, graph, transform: t } = spec;
  const isChange = (feature: WorldFeature): boolean =>
    kind === "truth" ? !feature.inPrior : feature.onlyInPrior;
  const changeNote = kind === "truth" ? " (new)" : " (gone)";
  const changeStroke =
    kind === "truth"
      ? ` stroke="${NEW_COLOR}" stroke-width="2" stroke-dasharray="5 3"`
      : ` stroke="#111" stroke-width="2" stroke-dasharray="5 3"`;

  const out: string[] = [`<g clip-path="url(#clip-${kind})">`];
  out.push(
    `<rect x="${fmt(spec.left)}" y="${fmt(spec.top)}" width="${fmt(spec.widthPx)}" height="${fmt(spec.heightPx)}" fill="#f3f1ea"/>`,
  );
  for (const feature of features) {
    if (feature.layer === "object") continue;
    const d = footprintPath(feature.footprint, t);
    const fill =
      feature.layer === "obstacle"
        ? OBSTACLE_COLOR
        : surfaceColor(feature.className, feature.traversable);
    out.push(
      `<path d="${d}" fill="${fill}" fill-rule="evenodd"${isChange(feature) ? changeStroke : ""}/>`,
    );
    if (feature.coveredFromAir) {
      out.push(
        `<path d="${d}" fill="url(#canopy)" fill-rule="evenodd" stroke="${CANOPY_COLOR}" stroke-width="0.8"/>`,
      );
    }
  }

  const byName = new Map(features.map((feature) => [feature.name, feature]));
  const marks: Mark[] = [];
  const point = (p: Vec2): [number, number] => [t.x(p[0]), t.y(p[1])];
  if (graph !== undefined) {
    out.push(renderGraphLines(graph, point));
    for (const object of graph.objects) {
      const at = point(object.coords);
      const feature = byName.get(object.name);
      const changed = feature !== undefined && isChange(feature);
      const color = changed && kind === "truth" ? NEW_COLOR : OBJECT_COLOR;
      const symbol =
        object["landmark"] === true
          ? `<rect x="${fmt(at[0] - 4)}" y="${fmt(at[1] - 4)}" width="8" height="8" fill="${color}" stroke="#fff" transform="rotate(45 ${fmt(at[0])} ${fmt(at[1])})"/>`
          : `<circle cx="${fmt(at[0])}" cy="${fmt(at[1])}" r="4" fill="${color}" stroke="#fff"/>`;
      const labelAttrs = object["landmark"] === true ? ` font-style="italic"` : "";
      marks.push({ at, symbol, label: `${object.name}${changed ? changeNote : ""}`, labelAttrs });
    }
  }
  const graphNames = new Set([
    ...(graph?.objects ?? []).map((node) => node.name),
    ...(graph?.regions ?? []).map((node) => node.name),
  ]);
  for (const feature of features) {
    if (graphNames.has(feature.name)) continue;
    const anchor = labelAnchor(feature);
    if (anchor === undefined) continue;
    const at = point(anchor);
    const label = `${feature.name}${isChange(feature) ? changeNote : ""}`;
    if (feature.layer === "object") {
      const color = isChange(feature) && kind === "truth" ? NEW_COLOR : OBJECT_COLOR;
      const symbol = `<circle cx="${fmt(at[0])}" cy="${fmt(at[1])}" r="4" fill="${color}" stroke="#fff"/>`;
      marks.push({ at, symbol, label, labelAttrs: "" });
    } else if (feature.nameIsExplicit || isChange(feature)) {
      marks.push({ at, label, labelAttrs: ` font-style="italic"` });
    }
  }
  const start = point(spec.start);
  marks.push({
    at: start,
    symbol: `<path d="M${fmt(start[0])},${fmt(start[1] - 8)}L${fmt(start[0] + 7)},${fmt(start[1] + 5)}L${fmt(start[0] - 7)},${fmt(start[1] + 5)}Z" fill="#ffd400" stroke="#000" stroke-width="1.2"/>`,
    label: "start",
    labelAttrs: ` font-weight="bold"`,
  });

  const labels = new LabelPlacer();
  for (const mark of marks) {
    if (mark.symbol === undefined) continue;
    out.push(mark.symbol);
    labels.reserve(mark.at[0], mark.at[1], 5);
  }
  for (const mark of marks) {
    const spot = labels.place(mark.at[0], mark.at[1], mark.label, { fontPx: FONT_PX, gapPx: 6 });
    if (spot === undefined) continue;
    out.push(
      `<text x="${fmt(spot.x)}" y="${fmt(spot.y)}" text-anchor="${spot.anchor}" class="label"${mark.labelAttrs}>${escapeXml(mark.label)}</text>`,
    );
  }
  if (graph !== undefined && spec.regionLabels) {
    out.push(renderRegionLabels(graph, point, labels));
  }
  out.push("</g>", frameDecorations(spec));
  return out.join("\n");
}

/** Title, border, scale bar and north arrow, drawn outside the clip. */
function frameDecorations(spec: PanelSpec): string {
  const { left, top, widthPx, heightPx } = spec;
  const barM = scaleBarLengthM(spec.widthM);
  const barPx = barM * spec.transform.scalePxPerM;
  // The scale bar sits under the panel, where it cannot hide anything in the world.
  const bx = left + 2;
  const by = top + heightPx + 22;
  const nx = left + widthPx - 20;
  const ny = top + 14;
  return [
    `<rect x="${fmt(left)}" y="${fmt(top)}" width="${fmt(widthPx)}" height="${fmt(heightPx)}" fill="none" stroke="#333"/>`,
    `<text x="${fmt(left)}" y="${fmt(top - 8)}" class="title">${escapeXml(spec.title)}</text>`,
    `<path d="M${fmt(bx)},${fmt(by - 4)}V${fmt(by)}H${fmt(bx + barPx)}V${fmt(by - 4)}" fill="none" stroke="#000" stroke-width="2"/>`,
    `<text x="${fmt(bx + barPx / 2)}" y="${fmt(by - 6)}" text-anchor="middle" class="label">${barM} m</text>`,
    `<path d="M${fmt(nx)},${fmt(ny)}L${fmt(nx + 6)},${fmt(ny + 16)}L${fmt(nx)},${fmt(ny + 12)}L${fmt(nx - 6)},${fmt(ny + 16)}Z" fill="#000"/>`,
    `<text x="${fmt(nx)}" y="${fmt(ny + 28)}" text-anchor="middle" class="label" font-weight="bold">N</text>`,
  ].join("\n");
}
