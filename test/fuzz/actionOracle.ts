/**
 * The judge of what reached the robot, written independently of the validator: every executed step and every
 * port call is checked against the behavior specs and a mirror of the agent's map (the starting snapshot plus
 * every change the agent published). Reachability is a plain breadth-first search here, not the map's own
 * components, so a bug in either shows up as a disagreement.
 */
import { BEHAVIOR_SPECS, type BehaviorSpec } from "../../behaviors/index.js";
import { applyDelta, parseGraphMessage, type SemanticMap } from "../../src/map/index.js";
import { parseCallString, type RawArg } from "../../src/plan/index.js";
import type { PortCall } from "./recordingPort.js";

/** One entry of a run's trace: an action the agent started, or a call the robot received. */
export type TraceEntry = { readonly method: "action"; readonly text: string } | PortCall;

const SPECS = new Map<string, BehaviorSpec>(BEHAVIOR_SPECS.map((spec) => [spec.name, spec]));

/** Walk a trace in order; returns one sentence per violation (empty when everything was valid). */
export function judgeTrace(map: SemanticMap, trace: readonly TraceEntry[]): string[] {
  const problems: string[] = [];
  for (const entry of trace) {
    const problem =
      entry.method === "action" ? judgeAction(map, entry.text) : judgeCall(map, entry);
    if (problem !== undefined) problems.push(problem);
  }
  return problems;
}

function judgeAction(map: SemanticMap, text: string): string | undefined {
  const step = parseCallString(text, 0);
  if (step.problem !== undefined) return `executed ${text}, which does not parse: ${step.problem}`;
  const spec = SPECS.get(step.action);
  if (spec === undefined) return `executed unknown action ${text}`;
  if (spec.placeholder === true) return `executed the placeholder ${text}`;
  if (step.args.length !== spec.params.length)
    return `executed ${text} with ${step.args.length} arguments, not ${spec.params.length}`;
  for (const [i, param] of spec.params.entries()) {
    const problem = judgeArg(map, param.kind, step.args[i]);
    if (problem !== undefined) return `executed ${text}: ${param.name} ${problem}`;
  }
  if (spec.constraints.includes("reachable")) {
    const target = step.args[0];
    if (typeof target !== "string" || !reachable(map, target))
      return `executed ${text}, whose target is not reachable from ${map.robotLocation ?? "nowhere"}`;
  }
  return undefined;
}

function judgeArg(
  map: SemanticMap,
  kind: BehaviorSpec["params"][number]["kind"],
  value: RawArg | undefined,
): string | undefined {
  switch (kind) {
    case "region":
      return typeof value === "string" && map.typeOf(value) === "region"
        ? undefined
        : `is not a region of the map (${JSON.stringify(value)})`;
    case "object":
      return typeof value === "string" && map.typeOf(value) === "object"
        ? undefined
        : `is not an object of the map (${JSON.stringify(value)})`;
    case "number":
      return typeof value === "number" && Number.isFinite(value)
        ? undefined
        : `is not a finite number (${JSON.stringify(value)})`;
    case "text":
      return typeof value === "string" && value.trim() !== "" ? undefined : "is empty";
    case "labels":
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((label) => typeof label === "string" && label.trim() !== "")
        ? undefined
        : `is not a list of labels (${JSON.stringify(value)})`;
  }
}

function judgeCall(map: SemanticMap, call: PortCall): string | undefined {
  switch (call.method) {
    case "navigate": {
      const { x, y, yawRad } = call.goal;
      if (![x, y, yawRad].every(Number.isFinite))
        return `navigate to a non-finite pose ${JSON.stringify([x, y, yawRad])}`;
      const tolerance = call.options?.toleranceM;
      if (tolerance !== undefined && !(Number.isFinite(tolerance) && tolerance >= 0))
        return `navigate with tolerance ${tolerance}`;
      return undefined;
    }
    case "setLabels":
      return call.labels.length > 0 && call.labels.every((label) => label.trim() !== "")
        ? undefined
        : `setLabels(${JSON.stringify(call.labels)})`;
    case "inspect":
      if (map.typeOf(call.object) !== "object") return `inspect of ${call.object}, not an object`;
      return call.query.trim() === "" ? `inspect of ${call.object} with an empty query` : undefined;
    case "describeScene":
      return undefined;
    case "exploreToward":
      return call.goal.every(Number.isFinite) ? undefined : `exploreToward(${String(call.goal)})`;
    case "publishAgentUpdate": {
      // What the agent tells the robot must pass the robot's own check, and is mirrored here.
      const parsed = parseGraphMessage({ ...call.delta, seq: 0 });
      if (!parsed.ok) return `published an update the robot rejects: ${parsed.error}`;
      if (parsed.value.kind === "delta") applyDelta(map, parsed.value.delta);
      return undefined;
    }
  }
}

/** Breadth-first over region–region edges from the robot; an object is reached through a region it is seen from. */
function reachable(map: SemanticMap, target: string): boolean {
  const start = map.robotLocation;
  if (start === undefined) return false;
  const goals =
    map.typeOf(target) === "object"
      ? new Set(map.neighbors(target, "region"))
      : new Set(map.typeOf(target) === "region" ? [target] : []);
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const region = queue.shift() as string;
    if (goals.has(region)) return true;
    for (const next of map.neighbors(region, "region")) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return false;
}
