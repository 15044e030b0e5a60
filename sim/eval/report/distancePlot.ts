import type { MissionMethodSummary } from "../summarize.js";
import type { Method } from "../types.js";
import { line, niceTicks, PALETTE, rect, svgDocument, text } from "./svg.js";

const PLOT = { left: 74, right: 24, top: 92, bottom: 70 } as const;
const GROUP_WIDTH = 150;
const HEIGHT = 440;
const MIN_WIDTH = 640;
/** Rough width of a character of 12 px Helvetica, for laying out the legend. */
const CHAR_PX = 6.6;
const ORACLE_LABEL = "oracle (shortest drive, nominal start)";

const COLORS: Record<Method, string> = {
  spine: PALETTE[0],
  "llm-as-planner": PALETTE[1],
  explicit: PALETTE[2],
};

/**
 * Distance driven per mission and method (mean over trials, bars spanning min–max), with each mission's oracle
 * distance from the nominal start as a dashed line: how much farther than necessary each method drives.
 */
export function distancePlotSvg(rows: readonly MissionMethodSummary[], subtitle: string): string {
  const missions = [...new Set(rows.map((r) => r.mission))];
  const methods = [...new Set(rows.map((r) => r.method))];
  const width = Math.max(
    MIN_WIDTH,
    PLOT.left + PLOT.right + Math.max(1, missions.length) * GROUP_WIDTH,
  );
  const groupWidth = (width - PLOT.left - PLOT.right) / Math.max(1, missions.length);
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const top = Math.max(
    1,
    ...rows.map((r) => r.distanceM.max ?? 0),
    ...rows.map((r) => r.oracleM ?? 0),
  );
  const ticks = niceTicks(top, 6);
  const yMax = ticks.at(-1) ?? top;
  const y = (m: number): number => PLOT.top + plotHeight - (m / yMax) * plotHeight;
  const body: string[] = [
    text(width / 2, 26, "Distance driven per mission and method", {
      size: 15,
      anchor: "middle",
      weight: "bold",
    }),
    text(width / 2, 46, subtitle, { size: 11, anchor: "middle", fill: "#555" }),
  ];
  for (const tick of ticks) {
    body.push(line(PLOT.left, y(tick), width - PLOT.right, y(tick), { stroke: "#e3e3e3" }));
    body.push(text(PLOT.left - 8, y(tick) + 4, String(tick), { anchor: "end", size: 11 }));
  }
  body.push(
    text(22, PLOT.top + plotHeight / 2, "distance driven (m)", {
      anchor: "middle",
      size: 12,
      rotate: -90,
    }),
  );
  const barWidth = Math.min(34, (groupWidth - 30) / Math.max(1, methods.length));
  missions.forEach((mission, g) => {
    const groupLeft = PLOT.left + g * groupWidth;
    const barsLeft = groupLeft + (groupWidth - barWidth * methods.length) / 2;
    methods.forEach((method, k) => {
      const row = rows.find((r) => r.mission === mission && r.method === method);
      const mean = row?.distanceM.mean;
      if (row === undefined || mean === null || mean === undefined) return;
      const bx = barsLeft + k * barWidth;
      body.push(rect(bx + 2, y(mean), barWidth - 4, y(0) - y(mean), { fill: COLORS[method] }));
      const { min, max } = row.distanceM;
      const cx = bx + barWidth / 2;
      if (min !== null && max !== null && max > min) {
        body.push(line(cx, y(min), cx, y(max), { stroke: "#333", width: 1.2 }));
        body.push(line(cx - 4, y(min), cx + 4, y(min), { stroke: "#333", width: 1.2 }));
        body.push(line(cx - 4, y(max), cx + 4, y(max), { stroke: "#333", width: 1.2 }));
      }
      body.push(
        text(cx, y(max ?? mean) - 5, String(Math.round(mean)), { anchor: "middle", size: 10 }),
      );
    });
    const oracle = rows.find((r) => r.mission === mission)?.oracleM;
    if (oracle !== null && oracle !== undefined) {
      body.push(
        line(barsLeft - 8, y(oracle), barsLeft + barWidth * methods.length + 8, y(oracle), {
          stroke: "#000",
          width: 1.8,
          dash: "5 3",
        }),
      );
    }
    missionLabel(mission).forEach((label, i) => {
      body.push(
        text(groupLeft + groupWidth / 2, y(0) + 18 + i * 15, label, { anchor: "middle", size: 11 }),
      );
    });
  });
  body.push(
    rect(PLOT.left, PLOT.top, width - PLOT.left - PLOT.right, plotHeight, { stroke: "#888" }),
  );
  const items = [
    ...methods.map((m) => 20 + m.length * CHAR_PX + 16),
    34 + ORACLE_LABEL.length * CHAR_PX,
  ];
  let lx = (width - items.reduce((a, b) => a + b, 0)) / 2;
  const ly = 70;
  methods.forEach((method, k) => {
    body.push(
      rect(lx, ly - 10, 14, 14, { fill: COLORS[method] }),
      text(lx + 20, ly + 1, method, { size: 12 }),
    );
    lx += items[k] ?? 0;
  });
  body.push(
    line(lx, ly - 3, lx + 28, ly - 3, { stroke: "#000", width: 1.8, dash: "5 3" }),
    text(lx + 34, ly + 1, ORACLE_LABEL, { size: 12 }),
  );
  return svgDocument(
    width,
    HEIGHT,
    "Distance driven per mission and method, with oracle distances",
    body,
  );
}

/** A mission name in lines of about 17 characters: "riverside_storm_logistics" → "riverside storm", "logistics". */
function missionLabel(mission: string): string[] {
  const lines: string[] = [];
  for (const word of mission.split("_")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= 17)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
