import {
  classColor,
  classOf,
  cssColor,
  DISCOVERED_REGION,
  MissionState,
  PRIOR_REGION,
  REMOVED,
  ROBOT,
  type FeedItem,
} from "../../feed/index.js";

/** Text into HTML (element content and attribute values alike). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const SVG_WIDTH_PX = 900;

/**
 * `spine report`: one self-contained HTML page (no scripts, no external resources) for mailing a run: the final
 * map with the robot's track as SVG, the timeline of plans and outcomes, and the answer.
 */
export function reportHtml(items: readonly FeedItem[], options: { title: string }): string {
  const state = new MissionState();
  for (const item of items) state.apply(item);
  const rows = state.iterations
    .map((record) => {
      const rejected = record.rejected.map((r) => `✗ ${r.code}: ${r.feedback}`).join("\n");
      return `<tr><td>${record.iteration}</td><td>${record.t.toFixed(1)}</td><td>${escapeHtml(record.goal ?? "")}</td><td><ol>${record.plan.map((s, i) => `<li${i === 0 ? ' class="run"' : ""}>${escapeHtml(s)}</li>`).join("")}</ol>${rejected === "" ? "" : `<pre class="bad">${escapeHtml(rejected)}</pre>`}</td><td class="${record.status === "failed" ? "bad" : "good"}">${escapeHtml(record.status ?? "")}</td><td><pre>${escapeHtml(record.feedback.join("\n"))}</pre></td></tr>`;
    })
    .join("\n");
  const metrics = Object.entries(state.metrics ?? {})
    .filter(([, v]) => typeof v === "number" || typeof v === "string" || typeof v === "boolean")
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(String(v))}</dd>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1d232a; max-width: 1200px; }
svg { border: 1px solid #ccd; background: #fbfcfd; }
table { border-collapse: collapse; width: 100%; } td, th { border-top: 1px solid #dde; padding: 4px 6px; vertical-align: top; text-align: left; }
ol { margin: 0; padding-left: 18px; } li.run { font-weight: 600; } pre { white-space: pre-wrap; margin: 0; font-size: 12px; }
.bad { color: #b3261e; } .good { color: #1e7d3a; } dl { display: grid; grid-template-columns: 200px 1fr; } dd { margin: 0; }
</style></head><body>
<h1>${escapeHtml(options.title)}</h1>
<p><b>Mission:</b> ${escapeHtml(state.mission ?? "")}<br><b>Planner:</b> ${escapeHtml(state.planner ?? "")}<br><b>Outcome:</b> <span class="${state.outcome === "answered" ? "good" : "bad"}">${escapeHtml(state.outcome ?? "unfinished")}</span></p>
<h2>Answer</h2><pre>${escapeHtml(state.answer ?? "(none)")}</pre>
<h2>Map and track</h2>
${mapSvg(state)}
<p>Grey: prior regions and connections; blue: discovered; squares: objects by class; red line: the robot's track; dashed red: connections found blocked.</p>
<h2>Timeline</h2>
<table><tr><th>#</th><th>t (s)</th><th>goal</th><th>plan (first step runs)</th><th>outcome</th><th>feedback</th></tr>
${rows}
</table>
<h2>Metrics</h2><dl>${metrics}</dl>
</body></html>
`;
}

function mapSvg(state: MissionState): string {
  const nodes = [...state.nodes.values()];
  const xs = [...nodes.map((n) => n.x), ...state.track.map((p) => p[0])];
  const ys = [...nodes.map((n) => n.y), ...state.track.map((p) => p[1])];
  if (xs.length === 0) return "<p>(no map)</p>";
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const margin = 20;
  const scale = (SVG_WIDTH_PX - 2 * margin) / Math.max(maxX - minX, maxY - minY, 10);
  const height = Math.ceil((maxY - minY) * scale + 2 * margin);
  const sx = (x: number): string => ((x - minX) * scale + margin).toFixed(1);
  const sy = (y: number): string => ((maxY - y) * scale + margin).toFixed(1);
  const parts: string[] = [];
  for (const edge of state.edges.values()) {
    const a = state.nodes.get(edge.a);
    const b = state.nodes.get(edge.b);
    if (a === undefined || b === undefined) continue;
    const color = cssColor(edge.prior ? PRIOR_REGION : DISCOVERED_REGION, 0.6);
    parts.push(
      `<line x1="${sx(a.x)}" y1="${sy(a.y)}" x2="${sx(b.x)}" y2="${sy(b.y)}" stroke="${color}"/>`,
    );
  }
  for (const removed of state.removedEdges)
    parts.push(
      `<line x1="${sx(removed.a[0])}" y1="${sy(removed.a[1])}" x2="${sx(removed.b[0])}" y2="${sy(removed.b[1])}" stroke="${cssColor(REMOVED)}" stroke-width="2.5" stroke-dasharray="6 4"/>`,
    );
  for (const n of nodes.filter((node) => node.type === "region"))
    parts.push(
      `<circle cx="${sx(n.x)}" cy="${sy(n.y)}" r="3" fill="${cssColor(n.prior ? PRIOR_REGION : DISCOVERED_REGION)}"><title>${escapeHtml(n.name)}</title></circle>`,
    );
  if (state.track.length > 1)
    parts.push(
      `<polyline fill="none" stroke="${cssColor(ROBOT, 0.8)}" stroke-width="2" points="${state.track.map(([x, y]) => `${sx(x)},${sy(y)}`).join(" ")}"/>`,
    );
  for (const n of nodes.filter((node) => node.type === "object"))
    parts.push(
      `<rect x="${(Number(sx(n.x)) - 4).toFixed(1)}" y="${(Number(sy(n.y)) - 4).toFixed(1)}" width="8" height="8" fill="${cssColor(classColor(classOf(n)))}"/><text x="${(Number(sx(n.x)) + 6).toFixed(1)}" y="${(Number(sy(n.y)) - 5).toFixed(1)}" font-size="10">${escapeHtml(n.name)}</text>`,
    );
  if (state.pose !== undefined)
    parts.push(
      `<circle cx="${sx(state.pose.x)}" cy="${sy(state.pose.y)}" r="6" fill="${cssColor(ROBOT)}" stroke="#fff"/>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SVG_WIDTH_PX}" height="${height}" viewBox="0 0 ${SVG_WIDTH_PX} ${height}">${parts.join("")}</svg>`;
}
