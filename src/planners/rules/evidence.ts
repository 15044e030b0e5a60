import { distanceM, formatVec } from "../../geo/index.js";
import type { SemanticMap } from "../../map/index.js";
import type { MissionVerdict } from "../../mission/index.js";
import { isLandmark, nodeClass } from "./mapQueries.js";
import { answer, type Decision, type Situation } from "./tactics.js";
import { askedAbout } from "./askedAbout.js";

/** "near dock_3" — the closest named landmark or object to a node, for telling the operator where it is. */
export function whereIs(map: SemanticMap, name: string): string {
  const coords = map.coordsOf(name);
  if (coords === undefined) return "";
  let best: { name: string; d: number } | undefined;
  for (const other of map.objectNames()) {
    if (other === name) continue;
    const d = distanceM(coords, map.coordsOf(other) ?? coords);
    if (
      d <= 40 &&
      (best === undefined ||
        d < best.d ||
        (isLandmark(map, best.name) && !isLandmark(map, other) && d < best.d + 10))
    ) {
      best = { name: other, d };
    }
  }
  return `at ${formatVec(coords)}${best === undefined ? "" : ` near ${best.name}`}`;
}

/** One clause per inspection: `tank_2: "a dented tank with a puddle under it"`. */
export function inspectionClauses(inspected: ReadonlyMap<string, string>): string[] {
  return [...inspected].map(([name, answer]) => `${name}: "${answer}"`);
}

/** The one thing a find mission asked for is found: say where and what it looks like. */
export function foundOne(situation: Situation, name: string): Decision {
  const { memory, map } = situation;
  const description = memory.inspected.get(name) ?? "";
  const problem = memory.conditions.get(name) === "problem";
  return answer(
    situation,
    `I found ${name} ${whereIs(map, name)}. It looks like this: "${description}".${problem ? " It appears to be in trouble." : ""}`,
    undefined,
    { found: [name], ...(problem ? { problems: [name] } : { fine: [name] }) },
  );
}

/**
 * The things inspected (not landmarks: ground, not things judged) found in trouble, and those found fine — or, with
 * `unjudgedFine`, those without a word of trouble.
 */
export function judgedLists(
  situation: Situation,
  unjudgedFine: boolean,
): { problems: string[]; fine: string[] } {
  const { memory, map } = situation;
  const inspected = [...memory.inspected.keys()].filter((name) => !isLandmark(map, name));
  const problems = inspected.filter((name) => memory.conditions.get(name) === "problem");
  const fine = inspected.filter((name) =>
    unjudgedFine
      ? memory.conditions.get(name) !== "problem"
      : memory.conditions.get(name) === "fine",
  );
  return { problems, fine };
}

/**
 * Answer from the evidence: what was inspected and how it was judged, what could not be reached and why, or
 * what was not found and where the robot looked. The verdict says the same as data.
 */
export function searchSummary(
  situation: Situation,
  candidates: readonly string[],
  stoppedBecause?: string,
): Decision {
  const { memory, focus, goal } = situation;
  const inspected = new Map(
    [...memory.inspected].filter(([name]) => !isLandmark(situation.map, name)),
  );
  // Asked about condition, a thing inspected without a word of trouble is reported fine.
  const { problems, fine } = judgedLists(
    situation,
    goal.answer === "condition" || goal.answer === "cause",
  );
  const found = [...inspected.keys()].filter((name) => candidates.includes(name));
  const parts: string[] = [];
  if (inspected.size === 0) {
    const looked = memory.looked().slice(0, 6);
    const said = goal.places.filter(
      (p) => p.relation === "near" || p.relation === "by" || p.relation === "around",
    );
    const where =
      said.length > 0
        ? ` ${said.map((p) => `${p.relation} the ${p.text}`).join(" or ")}`
        : focus.anchors.length > 0
          ? ` near ${focus.anchors.slice(0, 2).join(" or ")}`
          : "";
    // (What was asked for, in the operator's words when the mission named it: not who lost it or who rang.)
    const asked = askedAbout(situation);
    const what = asked.length > 0 ? asked : focus.targetClasses;
    parts.push(
      `Not found: I found no ${what.slice(0, 3).join(", ").replace(/_/g, " ") || "match"}${where}${
        looked.length > 0 ? ` after checking ${looked.join(", ")}.` : "."
      }`,
    );
  } else {
    parts.push(`I inspected ${inspectionClauses(inspected).join("; ")}.`);
    if (problems.length > 0) {
      parts.push(
        `${problems.join(" and ")} ${problems.length === 1 ? "appears" : "appear"} damaged or in trouble${
          goal.kind === "explain" ? `, which may explain "${goal.text.trim()}"` : ""
        }.`,
      );
    } else {
      parts.push("None of them shows obvious damage or trouble.");
    }
  }
  // What was tried and failed, and what was left alone: a candidate never tried was not out of reach.
  const notInspected = candidates.filter((name) => !memory.inspected.has(name));
  const tried = (name: string): boolean =>
    memory.unreachable.has(name) ||
    memory.inspectProblems.has(name) ||
    (memory.inspectFailures.get(name) ?? 0) > 0 ||
    memory.failedAttempts(name) > 0;
  const unreached = notInspected.filter(tried);
  const leftAlone = notInspected.filter((name) => !tried(name));
  if (unreached.length > 0)
    parts.push(`I could not inspect ${unreached.join(", ")}${reasons(situation, unreached)}.`);
  if (leftAlone.length > 0)
    parts.push(
      `I did not inspect ${leftAlone.join(", ")}${
        problems.length > 0 && goal.kind === "explain" ? " (the cause was found first)" : ""
      }.`,
    );
  if (stoppedBecause !== undefined) parts.push(`(I stopped here because ${stoppedBecause}.)`);
  // Stopped early with nothing found is not "nothing is there": the verdict then says nothing about finds.
  const verdict: MissionVerdict = {
    ...(found.length > 0 || stoppedBecause === undefined ? { found } : {}),
    ...(problems.length > 0 ? { problems } : {}),
    ...(fine.length > 0 ? { fine } : {}),
  };
  return answer(situation, parts.join(" "), undefined, verdict);
}

function reasons(situation: Situation, names: readonly string[]): string {
  const known = names
    .map((name) => situation.memory.inspectProblems.get(name))
    .filter((r) => r !== undefined);
  if (known.length > 0) return ` (${known.join("; ")})`;
  const moved = situation.request.trail.length > 1;
  return moved ? " (I found no way to reach them)" : "";
}

export function classWords(situation: Situation, name: string): string {
  return nodeClass(situation.map, name).replace(/_/g, " ");
}
