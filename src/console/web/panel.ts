import type { MapNode, MissionState } from "../../feed/mapState.js";

/** The side panel, rebuilt from the state as text nodes only: nothing from the feed is ever parsed as HTML. */
export function el(tag: string, text?: string, className?: string): HTMLElement {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

function kv(pairs: readonly (readonly [string, string | undefined])[]): HTMLElement {
  const list = el("dl", undefined, "kv");
  for (const [key, value] of pairs) {
    if (value === undefined) continue;
    list.append(el("dt", key), el("dd", value));
  }
  return list;
}

export function renderIteration(target: HTMLElement, state: MissionState): void {
  const record = state.current();
  const parts: HTMLElement[] = [];
  parts.push(
    kv([
      ["mission", state.mission],
      ["planner", state.planner],
      ["iteration", record === undefined ? undefined : String(record.iteration)],
      ["goal", record?.goal],
    ]),
  );
  if (record !== undefined) {
    if (record.reasoning !== undefined && record.reasoning !== "")
      parts.push(el("h2", "Reasoning"), el("pre", record.reasoning));
    const plan = el("ol");
    record.plan.forEach((step, index) => {
      plan.append(el("li", step, index === 0 ? "run" : undefined));
    });
    const verdict =
      record.rejected.length === 0
        ? el("div", `valid (attempt ${record.attempts})`, "good")
        : el(
            "div",
            `attempt ${record.attempts}; rejected before: ${record.rejected.map((r) => r.code).join(", ")}`,
            "bad",
          );
    parts.push(el("h2", "Plan"), verdict, plan);
    for (const rejected of record.rejected)
      parts.push(el("pre", `✗ ${rejected.code}: ${rejected.feedback}`, "bad"));
    if (record.action !== undefined) {
      parts.push(el("h2", "Action"));
      const status = record.status ?? "running…";
      parts.push(
        el(
          "div",
          `${record.action} — ${status}`,
          record.status === "failed" ? "bad" : record.status === "succeeded" ? "good" : "muted",
        ),
      );
      for (const line of record.feedback) parts.push(el("pre", line));
    }
  }
  if (state.outcome !== undefined) {
    parts.push(
      el("h2", "Outcome"),
      el("div", state.outcome, state.outcome === "answered" ? "good" : "bad"),
    );
    if (state.answer !== undefined) parts.push(el("pre", state.answer));
  }
  const notices = state.notices.slice(-3);
  for (const notice of notices) parts.push(el("pre", `ℹ ${notice}`, "muted"));
  target.replaceChildren(...parts);
  target.className = "";
}

const METRICS: readonly (readonly [string, string])[] = [
  ["simSeconds", "sim time (s)"],
  ["distanceM", "distance (m)"],
  ["plannerQueries", "planner queries"],
  ["iterations", "iterations"],
  ["promptTokens", "prompt tokens"],
  ["completionTokens", "completion tokens"],
  ["clarifyPrompts", "questions"],
];

/** Live figures from the feed; the mission's own metrics once it has finished. */
export function renderMetrics(target: HTMLElement, state: MissionState): void {
  const live: Record<string, unknown> = {
    simSeconds: state.t,
    iterations: state.current()?.iteration ?? 0,
    plannerQueries: state.transcript.length,
    distanceM: state.distanceM,
    promptTokens: state.promptTokens,
    completionTokens: state.completionTokens,
    regions: [...state.nodes.values()].filter((n) => n.type === "region").length,
  };
  const metrics = { ...live, ...(state.metrics ?? {}) };
  const pairs: [string, string][] = [];
  for (const [key, label] of METRICS) {
    const value = metrics[key];
    if (typeof value === "number")
      pairs.push([label, Number.isInteger(value) ? String(value) : value.toFixed(1)]);
  }
  pairs.push(["regions", String(live["regions"])]);
  target.replaceChildren(...[...kv(pairs).childNodes]);
}

export function renderSelected(target: HTMLElement, node: MapNode | undefined): void {
  if (node === undefined) {
    target.replaceChildren(el("span", "click a node on the map", "muted"));
    return;
  }
  const how = node.prior
    ? "in the prior map"
    : `discovered by the ${node.source} at t=${node.sinceT.toFixed(1)} s`;
  target.replaceChildren(
    kv([
      ["name", node.name],
      ["type", node.type],
      ["position", `(${node.x.toFixed(1)}, ${node.y.toFixed(1)}) m`],
      ["how", how],
      ...Object.entries(node.attributes).map(
        ([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)] as const,
      ),
    ]),
  );
}
