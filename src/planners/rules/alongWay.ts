import { distanceM, distanceToSegmentM, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import type { Blockage } from "./PlannerMemory.js";
import { boxOf, distanceToNodeM } from "./mapQueries.js";
import { pathToNode } from "../../map/index.js";
import { reachable, round, visitTactic, type Decision, type Situation } from "./tactics.js";

/** Waypoints along a way asked about by name are about this far apart along it. */
const WAYPOINT_SPACING_M = 40;
/** The robot came this close to a region of the way: it has got that far along it. */
const REACHED_M = 10;
/** A removed connection with both ends this close to the way lies on it (a bridge carrying it over a stream). */
const ON_WAY_M = 15;
/** Drives toward one waypoint that may fail before the way counts as cut there. */
const MAX_TRIES = 2;

/**
 * "Is the footpath passable right through?" is answered by going along the footpath, not by reaching its far end
 * some other way. The robot drives the way's regions in order (focus.wayChain), a waypoint every 40 m, so each
 * drive stays on the way; a connection removed on the way (even one a drive then went round by another way), a
 * region of it removed, or a waypoint it cannot get to, cuts the way there.
 *
 * Returns the next drive along the way; `cut` when the way is cut ahead; undefined when there is no named way or
 * the robot has come to its end.
 */
export function alongWay(
  situation: Situation,
): { kind: "drive"; decision: Decision } | { kind: "cut"; cut: Blockage } | undefined {
  const { focus, map, memory, request } = situation;
  const chain = focus.wayChain;
  if (chain.length < 2) return undefined;
  const at = (name: string): Vec2 | undefined => map.coordsOf(name);
  const points = [...request.trail, situation.here];
  let reached = -1;
  chain.forEach((name, index) => {
    const p = at(name);
    if (p !== undefined && points.some((q) => distanceM(p, q) <= REACHED_M)) reached = index;
  });
  if (reached === chain.length - 1) return undefined;
  // How far a point lies off the way: from the nearest region of it.
  const nearest = (p: Vec2): { offM: number } => ({
    offM: Math.min(...chain.map((name) => distanceM(p, at(name) ?? [Infinity, Infinity]))),
  });
  const onWay = memory.blockages.find((b) => {
    const ends = b.between.map((name) => at(name));
    if (ends.some((p) => p === undefined)) return false;
    const places = ends.map((p) => nearest(p as Vec2));
    // Behind the robot too: a drive between two waypoints may have gone round the cut by another way.
    if (!places.every((place) => place.offM <= ON_WAY_M)) return false;
    // (A connection from the verge onto the way cuts nothing of the way: an end off the way's regions must lie on
    // its line, as a bridge carrying it does.)
    return b.between.every((name, k) => chain.includes(name) || onTheLine(situation, ends[k]));
  });
  if (onWay !== undefined) return { kind: "cut", cut: onWay };
  // A region of the way the mapper removed (under floodwater, a bridge gone) cuts it there.
  const gone = memory.removedRegions.find((region) => nearest(region.at).offM <= ON_WAY_M);
  if (gone !== undefined)
    return { kind: "cut", cut: { between: [gone.name, gone.name], at: gone.at } };
  // Not on the way yet: its start first.
  const next = reached < 0 ? chain[0] : nextWaypoint(situation, reached);
  if (next === undefined) return undefined;
  // The way's start out of reach is no cut on the way: the route's own evidence decides.
  if (reached < 0 && (memory.failedAttempts(next) >= MAX_TRIES || !reachable(situation, next)))
    return undefined;
  if (memory.failedAttempts(next) >= MAX_TRIES || !reachable(situation, next)) {
    const here = at(chain[reached] ?? next) ?? situation.here;
    const there = at(next) ?? here;
    return {
      kind: "cut",
      cut: {
        between: [chain[reached] ?? next, next],
        at: [(here[0] + there[0]) / 2, (here[1] + there[1]) / 2],
      },
    };
  }
  // The known ground to the next waypoint goes a long way round: the way runs on where the prior cannot see it
  // (under trees), so the map is grown straight along it — a drive round would never touch the stretch asked about.
  const gap = acrossAGap(situation, reached, next);
  // (Where the map would grow no further toward the next of its regions, the way is cut.)
  if (gap === "spent")
    return { kind: "cut", cut: { between: [chain[reached] ?? next, next], at: situation.here } };
  if (gap !== undefined) return { kind: "drive", decision: gap };
  return {
    kind: "drive",
    decision: {
      goal: situation.goalText,
      relevant: [next],
      reasoning: [
        `The mission asks whether ${situation.goal.way ?? "the way"} itself is passable, so I follow it: next ${next}, about ${WAYPOINT_SPACING_M} m further along it.`,
      ],
      plan: [formatStep("goto", [next]), "replan()"],
      intention: { kind: "route", target: next, key: `goto:${next}` },
    },
  };
}

/** Ground this close to the line through the way's regions carries the way (a bridge over a stream). */
const ON_LINE_M = 6;

/** Whether a point lies on the line through the way's regions, in order. */
function onTheLine(situation: Situation, point: Vec2 | undefined): boolean {
  const { focus, map } = situation;
  if (point === undefined) return false;
  const line = focus.wayChain
    .map((name) => map.coordsOf(name))
    .filter((p): p is Vec2 => p !== undefined);
  return line.some((a, i) => {
    const b = line[i + 1];
    return b !== undefined && distanceToSegmentM(point, a, b) <= ON_LINE_M;
  });
}

/** The first region about 40 m along the way beyond the one reached, or its end. */
function nextWaypoint(situation: Situation, reached: number): string | undefined {
  const { focus, map } = situation;
  const chain = focus.wayChain;
  let travelledM = 0;
  for (let i = reached + 1; i < chain.length; i += 1) {
    const a = map.coordsOf(chain[i - 1] ?? "");
    const b = map.coordsOf(chain[i] ?? "");
    if (a !== undefined && b !== undefined) travelledM += distanceM(a, b);
    if (travelledM >= WAYPOINT_SPACING_M || i === chain.length - 1) return chain[i];
  }
  return undefined;
}

/** A place the route passes through counts as passed once the robot came this close to it (or into its outline). */
const PASSED_M = 15;

/**
 * "From the lay-by through the spinney to the stepping stones": the route is driven through the places it
 * names on the way, in order, so the answer is about that route and not the shortest one. A place that cannot be
 * got to after two tries is left to the route's own evidence (the way to the destination is tried next).
 */
export function viaTactic(situation: Situation): Decision | undefined {
  const { focus, map, memory, request } = situation;
  const points = [...request.trail, situation.here];
  for (const place of focus.via) {
    // Through a place with an outline (a wood) means inside it; a point place, close by.
    const within = map.isRegion(place) || boxOf(map, place) === undefined ? PASSED_M : 2;
    const passed = points.some((p) => distanceToNodeM(map, place, p) <= within);
    if (passed || memory.failedAttempts(place) >= MAX_TRIES) continue;
    const regions = map.isRegion(place) ? [place] : map.regionsOfObject(place);
    const coords = map.coordsOf(place) ?? situation.here;
    const region = regions
      .filter((name) => reachable(situation, name))
      .sort(
        (a, b) =>
          distanceM(map.coordsOf(a) ?? coords, coords) -
          distanceM(map.coordsOf(b) ?? coords, coords),
      )[0];
    // Ground the prior cannot see (a path under trees) is reached by growing the map toward it.
    if (region === undefined) {
      const reach = visitTactic(
        situation,
        place,
        `The route asked about passes through ${place}, so I find a way into it.`,
      );
      if (reach !== undefined) return reach;
      continue;
    }
    return {
      goal: situation.goalText,
      relevant: [place, region],
      reasoning: [`The route asked about passes through ${place}, so I go there first: ${region}.`],
      plan: [formatStep("goto", [region]), "replan()"],
      intention: { kind: "route", target: place, key: `goto:${region}` },
    };
  }
  return undefined;
}

/** A drive this many times the straight distance (and more than the slack) to the next waypoint goes round. */
const ROUND_FACTOR = 2;
const ROUND_SLACK_M = 40;
/** Known regions of a way this far apart have a stretch between them the prior does not show. */
const JUMP_M = 30;

/**
 * The next step along the way when the known ground to its next waypoint goes round (a stretch under trees the
 * prior does not show): grow the map straight toward the waypoint. Tried from one spot once (the key holds where it
 * was tried from): an extension from there that grew nothing leaves the robot where it was, and the way is cut
 * there ("spent").
 */
function acrossAGap(
  situation: Situation,
  reached: number,
  next: string,
): Decision | "spent" | undefined {
  const { map, memory } = situation;
  const there = map.coordsOf(next);
  if (reached < 0 || there === undefined) return undefined;
  const straightM = distanceM(situation.here, there);
  const driveM = pathToNode(map, situation.location, next)?.lengthM;
  // (Or the way's known regions jump: between two of them it runs where the prior shows nothing.)
  const chain = situation.focus.wayChain;
  const end = chain.indexOf(next);
  let jumps = false;
  for (let i = reached + 1; i <= end; i += 1) {
    const a = map.coordsOf(chain[i - 1] ?? "");
    const b = map.coordsOf(chain[i] ?? "");
    if (a !== undefined && b !== undefined && distanceM(a, b) > JUMP_M) jumps = true;
  }
  const goesRound = driveM === undefined || driveM > ROUND_FACTOR * straightM + ROUND_SLACK_M;
  if (!goesRound && !jumps) return undefined;
  const from = situation.here.map((v) => Math.round(v)).join(",");
  const key = `along:${next}@${from}`;
  // (Grown from here toward it already, and it grew nothing: the way is cut here.)
  if (memory.isRetired(next, key)) return "spent";
  return {
    goal: situation.goalText,
    relevant: [next],
    reasoning: [
      `The mission asks whether ${situation.goal.way ?? "the way"} itself is passable; the known ground to ${next} goes a long way round, so the way runs on where the map does not show it yet. I grow the map straight along it toward ${next}.`,
    ],
    plan: [formatStep("extend_map", [round(there[0]), round(there[1])]), "replan()"],
    intention: { kind: "direct", target: next, key },
  };
}
