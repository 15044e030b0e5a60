import type { AblationCell } from "../summarize.js";
import { line, n, niceTicks, PALETTE, rect, svgDocument, text } from "./svg.js";

const SIZE = { width: 600, height: 420 } as const;
const PLOT = { left: 70, right: 30, top: 88, bottom: 62 } as const;

const SERIES = [
  { mode: "full", label: "with validation", color: PALETTE[0], dash: undefined, marker: "circle" },
  { mode: "off", label: "without validation", color: PALETTE[1], dash: "6 4", marker: "square" },
] as const;

/**
 * Fig. 6 of the paper, redrawn: mission success against the share of prior nodes dropped, with and without
 * validation. Points are the success over all missions and trials; bars span the per-trial success rates.
 */
export function successPlotSvg(cells: readonly AblationCell[], subtitle: string): string {
  const fractions = [...new Set(cells.map((c) => c.dropFraction))].sort((a, b) => a - b);
  const maxX = Math.max(0.1, ...fractions);
  const width = SIZE.width - PLOT.left - PLOT.right;
  const height = SIZE.height - PLOT.top - PLOT.bottom;
  const x = (f: number): number => PLOT.left + 20 + (f / maxX) * (width - 40);
  const y = (share: number): number => PLOT.top + height - share * height;
  const body: string[] = [
    text(SIZE.width / 2, 26, "Validation ablation: mission success vs. prior map degradation", {
      size: 15,
      anchor: "middle",
      weight: "bold",
    }),
    text(SIZE.width / 2, 46, subtitle, { size: 11, anchor: "middle", fill: "#555" }),
  ];
  for (const tick of niceTicks(1, 5)) {
    body.push(line(PLOT.left, y(tick), PLOT.left + width, y(tick), { stroke: "#e3e3e3" }));
    body.push(
      text(PLOT.left - 8, y(tick) + 4, `${Math.round(tick * 100)}%`, { anchor: "end", size: 11 }),
    );
  }
  for (const f of fractions) {
    body.push(line(x(f), PLOT.top + height, x(f), PLOT.top + height + 5));
    body.push(
      text(x(f), PLOT.top + height + 19, `${Math.round(f * 100)}%`, { anchor: "middle", size: 11 }),
    );
  }
  body.push(rect(PLOT.left, PLOT.top, width, height, { stroke: "#888" }));
  body.push(
    text(PLOT.left + width / 2, SIZE.height - 16, "share of prior map nodes removed", {
      anchor: "middle",
      size: 12,
    }),
    text(20, PLOT.top + height / 2, "mission success", { anchor: "middle", size: 12, rotate: -90 }),
  );
  SERIES.forEach((series, s) => {
    const offset = (s - 0.5) * 6;
    const points = fractions.flatMap((f) => {
      const cell = cells.find((c) => c.dropFraction === f && c.validation === series.mode);
      return cell?.success === null || cell === undefined
        ? []
        : [{ f, cell, success: cell.success }];
    });
    const path = points.map(
      (p, i) => `${i === 0 ? "M" : "L"}${n(x(p.f) + offset)} ${n(y(p.success))}`,
    );
    if (path.length > 0) {
      const dash = series.dash === undefined ? "" : ` stroke-dasharray="${series.dash}"`;
      body.push(
        `<path d="${path.join(" ")}" fill="none" stroke="${series.color}" stroke-width="2.5"${dash}/>`,
      );
    }
    for (const p of points) {
      const cx = x(p.f) + offset;
      const { min, max } = p.cell.successByTrial;
      if (min !== null && max !== null && max > min) {
        body.push(line(cx, y(min), cx, y(max), { stroke: series.color, width: 1.5 }));
        body.push(line(cx - 4, y(min), cx + 4, y(min), { stroke: series.color, width: 1.5 }));
        body.push(line(cx - 4, y(max), cx + 4, y(max), { stroke: series.color, width: 1.5 }));
      }
      body.push(
        series.marker === "circle"
          ? `<circle cx="${n(cx)}" cy="${n(y(p.success))}" r="5" fill="${series.color}" stroke="#fff" stroke-width="1.5"/>`
          : rect(cx - 4.5, y(p.success) - 4.5, 9, 9, { fill: series.color, stroke: "#fff" }),
      );
    }
  });
  // The legend sits above the plot, where no data point can hide under it.
  let legendX = SIZE.width / 2 - 160;
  for (const series of SERIES) {
    body.push(
      line(legendX, 68, legendX + 28, 68, {
        stroke: series.color,
        width: 2.5,
        ...(series.dash === undefined ? {} : { dash: series.dash }),
      }),
      text(legendX + 36, 72, series.label, { size: 12 }),
    );
    legendX += 170;
  }
  return svgDocument(
    SIZE.width,
    SIZE.height,
    "Mission success vs. prior nodes removed, with and without validation",
    body,
  );
}
