import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import type { MissionVerdict } from "../../mission/index.js";
import { inspectionClauses, judgedLists } from "./evidence.js";
import { distanceToNodeM } from "./mapQueries.js";
import { sameWords } from "./grounding.js";
import type { Blockage } from "./PlannerMemory.js";
import { answer, type Decision, type Situation } from "./tactics.js";

/** Blocked connections named in a route answer; the rest are counted. */
const MAX_CUTS_IN_ANSWER = 3;

/**
 * A route verdict with how each thing inspected on the way was judged: the answer to "is the track fit, and the
 * grid?" says the way is open and the grid fine. Landmarks (woods, water) are ground, not things judged.
 */
export function routeVerdict(situation: Situation, open: boolean | undefined): MissionVerdict {
  // Looked at for whether it stops the way, a thing without a word of trouble is fine ("passable" is no fault).
  const { problems, fine } = judgedLists(situation, true);
  return {
    ...(open === undefined ? {} : { route_open: open }),
    ...(problems.length > 0 ? { problems } : {}),
    ...(fine.length > 0 ? { fine } : {}),
  };
}

/** Out of time on a route question: the way was not confirmed open; say what was seen and that it is unknown. */
export function routeWrapUp(situation: Situation): Decision {
  const destination = situation.memory.destination;
  if (destination === undefined)
    return answer(
      situation,
      "I ran out of time before I could tell where this way leads, so I cannot say whether it is open.",
    );
  // A cut on the way asked about closes it, time or not.
  const cut = wayCut(situation);
  if (cut !== undefined) return wayCutAnswer(situation, cut, destination);
  // Not "blocked": the robot ran out of time, it did not find the way closed. No route verdict either way.
  return routeAnswered(situation, destination, "undecided");
}

type RouteState = "reached" | "blocked" | "unreachable" | "undecided";

/**
 * The answer to a route question in a given state, with its verdict: open once reached, closed when blocked or cut
 * off, neither when time ran out before it was known.
 */
export function routeAnswered(
  situation: Situation,
  destination: string,
  state: RouteState,
): Decision {
  const open = state === "reached" ? true : state === "undecided" ? undefined : false;
  return answer(
    situation,
    routeAnswer(situation, destination, state),
    undefined,
    routeVerdict(situation, open),
  );
}

export function routeAnswer(situation: Situation, destination: string, state: RouteState): string {
  const { memory } = situation;
  const hazardsSeen = inspectionClauses(memory.inspected);
  // The cuts nearest what was inspected explain the most; a long list of every removed edge explains nothing.
  const inspectedAt = [...memory.inspected.keys()]
    .map((name) => situation.map.coordsOf(name))
    .filter((at) => at !== undefined);
  const nearestInspected = (at: Vec2): number =>
    Math.min(Infinity, ...inspectedAt.map((p) => distanceM(p, at)));
  const cuts = [...memory.blockages].sort(
    (a, b) => nearestInspected(a.at) - nearestInspected(b.at),
  );
  const blockages = cuts
    .slice(0, MAX_CUTS_IN_ANSWER)
    .map((b) => `${b.between[0]}–${b.between[1]} near ${formatVec(b.at)}`);
  const more = cuts.length - blockages.length;
  const obstacles = [...new Set(memory.obstacles.map((at) => formatVec(at)))];
  if (state === "reached") {
    return hazardsSeen.length > 0 || blockages.length > 0
      ? `I reached ${destination}, so the way there is passable, though I saw: ${[...hazardsSeen, ...blockages.map((b) => `a blocked connection ${b}`)].join("; ")}.`
      : `Yes: I reached ${destination} and found nothing blocking the way there.`;
  }
  const evidence = [
    ...hazardsSeen.map((h) => `I inspected ${h}`),
    ...blockages.map((b) => `the connection ${b} is blocked`),
    ...(more > 0 ? [`${more} other connection${more === 1 ? " is" : "s are"} blocked`] : []),
    ...(obstacles.length > 0
      ? [`exploration was stopped by an obstacle at ${obstacles.slice(0, 3).join(", ")}`]
      : []),
  ];
  if (state === "undecided")
    return `I could not confirm that the way to ${destination} is open before the mission's limits were reached${evidence.length > 0 ? `; so far ${evidence.join("; ")}` : ""}.`;
  return state === "blocked"
    ? `No: the way to ${destination} is blocked. ${evidence.join("; ")}. I found no other way to get there.`
    : `I could not reach ${destination}: no way there was found${evidence.length > 0 ? ` (${evidence.join("; ")})` : ""}. It is blocked or cut off from the robot's side.`;
}

export function wayCutAnswer(situation: Situation, cut: Blockage, destination: string): Decision {
  const { map, memory, here } = situation;
  const seen = inspectionClauses(memory.inspected).map((h) => `; I inspected ${h}`);
  const around =
    distanceToNodeM(map, destination, here) <= 15
      ? ` I reached ${destination} only by another way.`
      : "";
  return answer(
    situation,
    `No: ${situation.goal.way ?? "the way"} itself is blocked: the connection ${cut.between[0]}–${cut.between[1]} near ${formatVec(cut.at)} is cut${seen.join("")}.${around}`,
    undefined,
    routeVerdict(situation, false),
  );
}

/**
 * A removed connection both of whose ends lie on the way the mission names ("the dune path") or asks about as its
 * subject, if any.
 */
export function wayCut(situation: Situation): Blockage | undefined {
  const { goal, map, memory } = situation;
  // (Or the way the question is about, said as its subject: "is the Zigzag open all the way down?")
  const ways = goal.way !== undefined ? [goal.way] : goal.subjects.map((s) => s.text);
  if (goal.kind !== "route" || ways.length === 0) return undefined;
  const onWay = (region: string): boolean => {
    const place = map.get(region)?.attributes["place"];
    return typeof place === "string" && ways.some((way) => sameWords(place, way));
  };
  // A way is left only at its ends: a cut between an end of it and the ground beyond closes it too (a bridge
  // whose far end is cut off cannot be crossed), while a cut at a side turning does not.
  const endOfWay = (region: string): boolean =>
    onWay(region) && map.neighbors(region, "region").filter(onWay).length <= 1;
  return memory.blockages.find(
    (b) =>
      (onWay(b.between[0]) && onWay(b.between[1])) ||
      (endOfWay(b.between[0]) && !onWay(b.between[1])) ||
      (endOfWay(b.between[1]) && !onWay(b.between[0])),
  );
}
