import type { MissionVerdict } from "../../src/mission/index.js";
import { describeValue } from "../../src/errors/index.js";
import { distanceM, type EnuFrame, type Vec2 } from "../../src/geo/index.js";
import type { Mission, VisitTarget } from "./types.js";

/** A place counts as visited when the robot came this close (world-format.md §2). */
export const VISIT_RADIUS_M = 5;

/** How a mission run ended, as the agent reports it. */
export interface MissionOutcome {
  /** The final `answer`, when the agent ended the mission with one. */
  answer?: string;
  /** Objects inspected before the end, in any order. */
  inspected: readonly string[];
  clarifyCount: number;
  /** The limit that ended the run ("maxIterations", "maxSimSeconds", …), if any. */
  limitHit?: string;
  /** What the answer concluded, as data, when the planner gave a verdict. */
  verdict?: MissionVerdict;
}

export interface EvaluateMissionOptions {
  mission: Mission;
  outcome: MissionOutcome;
  /** The robot's path in ENU metres, in order; it is taken to drive straight between samples. */
  trajectory: readonly Vec2[];
  /** Truth position of an object or region by name. */
  positionOf: (name: string) => Vec2 | undefined;
  /** Converts `[lon, lat]` visit targets; absent for graph worlds, which have none. */
  frame?: EnuFrame;
}

export interface MissionCheck {
  name: string;
  ok: boolean;
  /** A sentence for reports ("radio_tower_2 was not inspected"). */
  detail: string;
}

export interface MissionEvaluation {
  /** undefined when the mission has no `expect`: there is nothing to succeed at. */
  success: boolean | undefined;
  checks: MissionCheck[];
}

/**
 * Decide success per world-format.md §2: the agent ended with an answer that matches `expect.answer`
 * (case-insensitive), inspected every `expect.inspected` object, came within 5 m of every `expect.visited`
 * place, stayed within `expect.maxClarify` and hit no limit. Every condition becomes one readable check.
 */
export function evaluateMission(options: EvaluateMissionOptions): MissionEvaluation {
  const { mission, outcome } = options;
  const checks: MissionCheck[] = [];
  const { answer } = outcome;
  checks.push(
    answer === undefined
      ? { name: "answered", ok: false, detail: "the mission ended without an answer" }
      : { name: "answered", ok: true, detail: `answered ${describeValue(answer, 120)}` },
  );
  const expect = mission.expect;
  if (expect?.answer !== undefined) {
    const pattern = new RegExp(expect.answer, "i");
    const matches = answer !== undefined && pattern.test(answer);
    checks.push({
      name: "answer matches",
      ok: matches,
      detail:
        answer === undefined
          ? `no answer to match against /${expect.answer}/i`
          : matches
            ? `the answer matches /${expect.answer}/i`
            : `the answer ${describeValue(answer, 120)} does not match /${expect.answer}/i`,
    });
  }
  const inspected = new Set(outcome.inspected);
  for (const object of expect?.inspected ?? []) {
    const ok = inspected.has(object);
    checks.push({
      name: `inspected ${object}`,
      ok,
      detail: ok ? `${object} was inspected` : `${object} was not inspected`,
    });
  }
  for (const target of expect?.visited ?? []) checks.push(visitCheck(target, options));
  if (expect?.verdict !== undefined) checks.push(...verdictChecks(expect.verdict, outcome.verdict));
  if (expect?.maxClarify !== undefined) {
    const ok = outcome.clarifyCount <= expect.maxClarify;
    checks.push({
      name: "clarify",
      ok,
      detail: `${plural(outcome.clarifyCount, "clarify prompt")} (at most ${expect.maxClarify} allowed)`,
    });
  }
  checks.push(
    outcome.limitHit === undefined
      ? { name: "limits", ok: true, detail: "no limit was hit" }
      : { name: "limits", ok: false, detail: `the ${outcome.limitHit} limit was hit` },
  );
  return {
    success: expect === undefined ? undefined : checks.every((check) => check.ok),
    checks,
  };
}

/**
 * One check per field of `expect.verdict`: a boolean must equal the agent's; each listed name must be in the
 * agent's list (and a name expected `fine` must not be among its `problems`, and the reverse); `found: []`
 * means the agent's verdict says nothing was found (an explicit empty list).
 */
export function verdictChecks(
  expected: MissionVerdict,
  actual: MissionVerdict | undefined,
): MissionCheck[] {
  const checks: MissionCheck[] = [];
  if (expected.route_open !== undefined) {
    const ok = actual?.route_open === expected.route_open;
    checks.push({
      name: "verdict route_open",
      ok,
      detail: `expected route_open ${String(expected.route_open)}, the answer said ${actual?.route_open === undefined ? "nothing" : String(actual.route_open)}`,
    });
  }
  const lists = ["found", "problems", "fine"] as const;
  for (const field of lists) {
    const wanted = expected[field];
    if (wanted === undefined) continue;
    const said = actual?.[field];
    if (wanted.length === 0) {
      // "Nothing found" must be said (an empty list); a verdict that leaves `found` out or null says nothing.
      // Problems and fine may be left out when nothing is wrong or nothing was judged fine.
      const ok =
        actual !== undefined &&
        (field === "found" ? said !== undefined && said.length === 0 : (said ?? []).length === 0);
      checks.push({
        name: `verdict ${field} none`,
        ok,
        detail: ok
          ? `the answer reports no ${field}`
          : actual === undefined
            ? "the answer gave no verdict"
            : `the answer reports ${field}: ${(said ?? []).join(", ")}`,
      });
      continue;
    }
    const opposite =
      field === "fine" ? actual?.problems : field === "problems" ? actual?.fine : undefined;
    for (const name of wanted) {
      const ok = (said ?? []).includes(name) && !(opposite ?? []).includes(name);
      checks.push({
        name: `verdict ${field} ${name}`,
        ok,
        detail: ok
          ? `the answer lists ${name} under ${field}`
          : `the answer does not list ${name} under ${field}`,
      });
    }
  }
  return checks;
}

function visitCheck(target: VisitTarget, options: EvaluateMissionOptions): MissionCheck {
  const label = typeof target === "string" ? target : `[${target[0]}, ${target[1]}]`;
  const name = `visited ${label}`;
  let point: Vec2 | undefined;
  if (typeof target === "string") {
    point = options.positionOf(target);
    if (point === undefined) {
      return { name, ok: false, detail: `${label} is not an object or region of the world` };
    }
  } else {
    if (options.frame === undefined) {
      return {
        name,
        ok: false,
        detail: `${label} is a [lon, lat] point, but the world has no geographic frame`,
      };
    }
    point = options.frame.toEnu(target);
  }
  const closest = closestApproachM(options.trajectory, point);
  if (closest === undefined) return { name, ok: false, detail: "the robot has no trajectory" };
  const ok = closest <= VISIT_RADIUS_M;
  return {
    name,
    ok,
    detail: `closest approach to ${label} was ${closest.toFixed(1)} m${ok ? "" : ` (needs ${VISIT_RADIUS_M} m)`}`,
  };
}

/** Smallest distance from a point to the polyline through the trajectory samples. */
export function closestApproachM(trajectory: readonly Vec2[], point: Vec2): number | undefined {
  const first = trajectory[0];
  if (first === undefined) return undefined;
  let best = distanceM(first, point);
  for (let i = 1; i < trajectory.length; i += 1) {
    const a = trajectory[i - 1] as Vec2;
    const b = trajectory[i] as Vec2;
    best = Math.min(best, distanceToSegmentM(point, a, b));
  }
  return best;
}

function distanceToSegmentM(p: Vec2, a: Vec2, b: Vec2): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSq = dx * dx + dy * dy;
  if (lengthSq === 0) return distanceM(p, a);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSq));
  return distanceM(p, [a[0] + t * dx, a[1] + t * dy]);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
