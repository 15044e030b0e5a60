import type { AgentEvent, MapUpdates } from "../../agent/index.js";
import { escapeControl } from "../../log/index.js";
import { renderChanges, type AppliedChanges } from "../../map/index.js";

export interface HumanRenderOptions {
  /** Show every map update line instead of a summary. */
  verbose?: boolean;
  /** Terminal colours (off for pipes and NO_COLOR). */
  color?: boolean;
}

/**
 * Turn agent events into lines a person can follow: per iteration the goal, reasoning, plan, rejected attempts,
 * the executed action, its feedback and the map updates; at the end the answer and the metrics.
 */
export function humanLines(raw: AgentEvent, options: HumanRenderOptions = {}): string[] {
  // Mission text, LLM replies, answers and feedback come from outside: no escape sequence reaches the terminal.
  const event = escapeStrings(raw);
  const c = colors(options.color ?? false);
  const indent = (text: string, prefix = "           "): string =>
    text.split("\n").join(`\n${prefix}`);
  switch (event.type) {
    case "mission-start":
      return [
        `${c.bold("SPINE")}  mission  "${event.mission}"`,
        `       planner  ${event.planner}`,
        `       robot    ${event.robot} · map of ${event.map.regions} regions and ${event.map.objects} objects · robot at ${event.map.location ?? "?"}`,
        `       limits   ${event.limits.maxIterations} iterations, ${event.limits.maxSimSeconds} s`,
      ];
    case "plan-proposed":
      return [
        ...(event.attempt === 1
          ? ["", c.bold(`── iteration ${event.iteration} ─ t=${event.t.toFixed(1)} s ──`)]
          : []),
        `${c.dim("goal     ")}  ${event.primaryGoal || "(none given)"}`,
        `${c.dim("reasoning")}  ${wrap(event.reasoning || "(none given)", 100)}`,
        `${c.dim("plan     ")}  ${event.plan.join(c.dim(" → "))}`,
      ];
    case "validation-failed":
      return [
        `${c.red(`✗ attempt ${event.attempt} rejected`)} (${event.code}): ${indent(event.feedback)}`,
      ];
    case "action-started":
      return [`${c.cyan("▶")} ${c.bold(event.action)}`];
    case "action-finished": {
      const mark = event.status === "succeeded" ? c.green("✓") : c.red("✗");
      const distance =
        event.distanceM > 0
          ? c.dim(` (${event.distanceM.toFixed(1)} m, t=${event.t.toFixed(1)} s)`)
          : "";
      const lines =
        event.feedback.length === 0
          ? [`  ${mark}${distance}`]
          : event.feedback.map(
              (f, i) =>
                `  ${i === 0 ? mark : " "} ${wrap(f, 110, "    ")}${i === 0 ? distance : ""}`,
            );
      return lines;
    }
    case "map-updated": {
      const source = event.source === "robot" ? "mapper" : "agent";
      const all = renderChanges(asAppliedChanges(event.updates)).split(",\n");
      // Location updates arrive with every waypoint; the action lines already say where the robot went.
      const calls =
        options.verbose === true
          ? all
          : all.filter((call) => !call.startsWith("update_robot_location("));
      if (calls.length === 0) return [];
      if (options.verbose === true) return calls.map((call) => c.dim(`    · ${source}: ${call}`));
      return [c.dim(`    · ${source}: ${summarise(calls)}`)];
    }
    case "map-warning":
      return [c.yellow(`    ! ${event.message}`)];
    case "clarify-asked":
      return [`${c.yellow("?")} the robot asks the operator: ${event.question}`];
    case "clarify-answered":
      return [`${c.yellow("?")} operator: ${event.reply}`];
    case "operator-notified":
      return [c.yellow(`! ${event.text}`)];
    case "mission-retasked":
      return [c.yellow(`! new mission: "${event.mission}"`)];
    case "mission-finished": {
      const m = event.metrics;
      return [
        "",
        c.bold(
          `══ mission ${event.outcome === "answered" ? "answered" : `ended: ${event.outcome}`} ══`,
        ),
        ...(event.answer === undefined ? [] : [`answer   ${wrap(event.answer, 100, "         ")}`]),
        ...(event.reason === undefined ? [] : [`reason   ${event.reason}`]),
        ...(m.success === undefined
          ? []
          : [`success  ${m.success ? c.green("yes") : c.red("no")}`]),
        `metrics  time ${m.simSeconds.toFixed(1)} s · distance ${m.distanceM.toFixed(1)} m · planner queries ${m.plannerQueries} · interactions ${m.interactions} · iterations ${m.iterations} · validation failures ${m.validationFailures}`,
        `         planner ${m.planner} · robot ${m.robot} · wall ${m.wallSeconds.toFixed(1)} s${
          m.promptTokens + m.completionTokens > 0
            ? ` · tokens ${m.promptTokens} in / ${m.completionTokens} out${m.tokensEstimated ? " (estimated)" : ""}`
            : ""
        }`,
      ];
    }
  }
}

/** Every string in `value` with control characters escaped (newlines and tabs kept: feedback has lines). */
function escapeStrings<T>(value: T): T {
  if (typeof value === "string") return escapeControl(value, { keepLayout: true }) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => escapeStrings(item)) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, escapeStrings(item)]),
    ) as T;
  return value;
}

/** The event's structured updates in the map's own shape, to render them as perception-API calls. */
function asAppliedChanges(updates: MapUpdates): AppliedChanges {
  return {
    addedNodes: updates.addedNodes.map((node) => ({ ...node, coords: [...node.coords] })),
    updatedNodes: updates.updatedNodes.map((node) => ({
      ...node,
      ...(node.coords === undefined ? {} : { coords: [...node.coords] }),
    })),
    removedNodes: [...updates.removedNodes],
    addedEdges: updates.addedEdges.map(([a, b]) => [a, b]),
    removedEdges: updates.removedEdges.map(([a, b]) => [a, b]),
    ...(updates.robotLocation === undefined ? {} : { robotLocation: updates.robotLocation }),
  } as AppliedChanges;
}

/** One line for a batch of perception calls: their names and counts. */
function summarise(calls: readonly string[]): string {
  return calls
    .map((call) => {
      const name = /^(\w+)\(/.exec(call)?.[1] ?? call;
      if (name === "update_robot_location" || name === "no_updates") return call;
      const items = (call.match(/\{"name"|\["/g) ?? []).length;
      const preview = call.length > 90 ? `${call.slice(0, 87)}…` : call;
      return items > 2 ? `${name} ×${items}` : preview;
    })
    .join(", ");
}

function wrap(text: string, width: number, continuation = "           "): string {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line.length > 0 && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line.length === 0 ? word : `${line} ${word}`;
  }
  if (line.length > 0) lines.push(line);
  return lines.join(`\n${continuation}`);
}

function colors(
  enabled: boolean,
): Record<"bold" | "dim" | "red" | "green" | "yellow" | "cyan", (s: string) => string> {
  const code = (open: number, close: number) => (s: string) =>
    enabled ? `\u001b[${open}m${s}\u001b[${close}m` : s;
  return {
    bold: code(1, 22),
    dim: code(2, 22),
    red: code(31, 39),
    green: code(32, 39),
    yellow: code(33, 39),
    cyan: code(36, 39),
  };
}
