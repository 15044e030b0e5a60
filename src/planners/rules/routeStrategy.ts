import { distanceM, distanceToSegmentM, formatVec, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import { distanceToNodeM } from "./mapQueries.js";
import { isLandmark } from "./mapQueries.js";
import { alongWay, viaTactic } from "./alongWay.js";
import { routeAnswered, wayCut, wayCutAnswer } from "./routeAnswer.js";
import { routeDestination } from "./routeDestination.js";
import { concernTactic } from "./routeConcerns.js";
import { directRouteTactic } from "./directRoute.js";
import { sameWords } from "./grounding.js";
import { MAX_INSPECT_FAILURES } from "./worthTrying.js";
import {
  answer,
  inspectTactic,
  lookAtCutTactic,
  nextWayTo,
  visitTactic,
  type Decision,
  type Situation,
} from "./tactics.js";

/** A hazard this close to the cut in the way may be what cut it. */
const HAZARD_NEAR_BLOCKAGE_M = 35;
/** A cut this close to the next gap the route would explore lies on that way. */
const CUT_ON_WAY_M = 20;
/** The robot came this close to a cut: it has seen what is there. */
const LOOKED_AT_CUT_M = 10;
/** Ways toward a hazard that may cut the route tried before it is left uninspected. */
const MAX_HAZARD_WAYS = 3;
/** Ways toward a route's destination tried before it is called blocked or cut off. */
const MAX_ROUTE_WAYS = 5;

/**
 * Is the way to a destination passable? Drive there along the known route; the route is blocked only when the
 * destination is no longer reachable, and then the answer explains it with the hazard that cuts the way.
 */
export function routeStrategy(situation: Situation): Decision {
  const { map, focus, memory, here } = situation;
  const destination = routeDestination(situation);
  if (destination === undefined) {
    if (memory.clarifications === 0) return clarifyDestination(situation);
    return answer(
      situation,
      `I could not tell where this way leads${focus.phrases.length > 0 ? ` (${focus.phrases.join(", ")})` : ""}, so I cannot check the route. ` +
        "Tell me where it is and I will check the way there.",
    );
  }
  const origin = focus.origin;
  if (origin !== undefined && origin !== destination && !memory.visited.has(origin)) {
    const start = originTactic(situation, origin);
    if (start !== undefined) return start;
  }
  // What the mission names on the way is looked at as the robot passes it, before the way is judged.
  const concern = concernTactic(situation, destination);
  if (concern !== undefined) return concern;
  // A route that goes on past the end of the way it names ("along the riverside path and up to the lodge") drives
  // the way first: the way is what was asked about, whatever shorter line leads to the end.
  const along = alongWay(situation);
  const cutOnWay = wayCut(situation);
  const pastTheWay = focus.wayChain.length >= 2 && focus.wayChain.at(-1) !== destination;
  if (pastTheWay && along?.kind === "drive" && cutOnWay === undefined) return along.decision;
  // (A cut already found on the way asked about answers it: no straighter line need be tried.)
  if (directAsked(situation) && cutOnWay === undefined && along?.kind !== "cut") {
    const direct = directRouteTactic(situation, destination, origin);
    if (direct !== undefined) return direct;
  }
  const coords = map.coordsOf(destination) ?? here;
  // Asked about a way by its name: a cut on that way closes it, even if the robot got round by another. What
  // stands at the cut is looked at first: it says what blocks.
  const through = viaTactic(situation);
  if (through !== undefined) return through;
  const cut = cutOnWay ?? (along?.kind === "cut" ? along.cut : undefined);
  if (cut === undefined && along?.kind === "drive") return along.decision;
  if (cut !== undefined) {
    const hazard = map
      .objectNames()
      .filter(
        (name) =>
          !isLandmark(map, name) &&
          stillToLookAt(situation, name) &&
          distanceM(cut.at, map.coordsOf(name) ?? [1e9, 1e9]) <= HAZARD_NEAR_BLOCKAGE_M,
      )
      .sort(
        (a, b) =>
          distanceM(cut.at, map.coordsOf(a) ?? cut.at) -
          distanceM(cut.at, map.coordsOf(b) ?? cut.at),
      )[0];
    const look =
      hazard === undefined
        ? undefined
        : inspectTactic(
            situation,
            hazard,
            `${hazard} may be what blocks ${situation.goal.way ?? "the way"}.`,
          );
    if (look !== undefined) return look;
    // Nothing seen there yet: the mapper cuts a connection from further off than the detector names what blocks it.
    const lookAtCut =
      hazard === undefined
        ? lookAtCutTactic(
            situation,
            [cut.at],
            `The way asked about is cut near ${formatVec(cut.at)}.`,
          )
        : undefined;
    if (lookAtCut !== undefined) return lookAtCut;
    return wayCutAnswer(situation, cut, destination);
  }
  // Reached: close by and on the same connected ground (a fence may stand between the robot and a point 10 m off).
  const destinationRegion = map.isRegion(destination)
    ? destination
    : map.regionsOfObject(destination)[0];
  // A building is reached at its outline, not at its middle.
  if (
    distanceToNodeM(map, destination, here) <= 15 &&
    destinationRegion !== undefined &&
    isReachableFrom(situation, destinationRegion)
  ) {
    // "Can the tanker get through to the fill point?": a thing the way leads to is looked at once there — whether
    // it can be got at is part of the answer.
    const atIt =
      !map.isRegion(destination) &&
      !isLandmark(map, destination) &&
      stillToLookAt(situation, destination)
        ? inspectTactic(situation, destination, `The way leads to ${destination}: I look at it.`)
        : undefined;
    return atIt ?? routeAnswered(situation, destination, "reached");
  }
  const cuts = [...memory.blockages.map((b) => b.at), ...memory.obstacles];
  // Whatever the detector found at the cut in the way may be what cuts it.
  const hazardNames = new Set(
    map
      .objectNames()
      .filter(
        (name) =>
          name !== destination &&
          !isLandmark(map, name) &&
          cuts.some(
            (at) => distanceM(at, map.coordsOf(name) ?? [1e9, 1e9]) <= HAZARD_NEAR_BLOCKAGE_M,
          ),
      ),
  );
  // A hazard at the cut in the way, or right beside the robot, is worth a look: it explains what blocks.
  const hazards = [...hazardNames].filter(
    (name) =>
      stillToLookAt(situation, name) &&
      // A hazard behind the cut may be out of reach too: a few ways toward it, then the route goes on.
      memory.failedAttempts(name) < MAX_HAZARD_WAYS &&
      (cuts.some((at) => distanceM(at, map.coordsOf(name) ?? at) <= HAZARD_NEAR_BLOCKAGE_M) ||
        distanceM(here, map.coordsOf(name) ?? here) <= 20),
  );
  for (const hazard of hazards) {
    const decision = inspectTactic(
      situation,
      hazard,
      `${hazard} may be what blocks the way to ${destination}.`,
    );
    if (decision !== undefined) return decision;
    memory.unreachable.add(hazard);
  }
  const why = `The mission depends on getting to ${destination} ${formatVec(coords)}.`;
  const viewpointRegion = map.isRegion(destination)
    ? destination
    : map.regionsOfObject(destination)[0];
  if (
    viewpointRegion !== undefined &&
    isReachableFrom(situation, viewpointRegion) &&
    memory.routeAttempts < 4
  ) {
    return {
      goal: situation.goalText,
      relevant: [destination, viewpointRegion],
      reasoning: [
        why,
        `A known route leads to ${viewpointRegion}; I drive it and watch for anything blocking the way.`,
      ],
      plan: [formatStep("goto", [viewpointRegion]), "replan()"],
      intention: { kind: "route", target: destination, key: `goto:${viewpointRegion}` },
    };
  }
  // No known way any more. Blocked needs evidence that explains it: a hazard inspected at the cut in the way,
  // or every way in tried. An obstacle alone may just be the wrong way in (woods, a wall): try another first.
  const inspectedHazard = [...memory.inspected.keys()].some((name) => hazardNames.has(name));
  if (!inspectedHazard) {
    const unexplained = memory.blockages
      .map((b) => b.at)
      .filter(
        (at) =>
          ![...hazardNames].some(
            (name) => distanceM(at, map.coordsOf(name) ?? at) <= HAZARD_NEAR_BLOCKAGE_M,
          ),
      );
    const look = lookAtCutTactic(situation, unexplained, why);
    if (look !== undefined) return look;
  }
  const evidence = cuts.length > 0;
  const attempts = memory.failedAttempts(destination);
  if (cutOnTheWay(situation, destination, cuts, hazardNames))
    return routeAnswered(situation, destination, "blocked");
  if (attempts >= MAX_ROUTE_WAYS) {
    return routeAnswered(situation, destination, evidence ? "blocked" : "unreachable");
  }
  const visit = visitTactic(
    situation,
    destination,
    `${why} No known route reaches it, so I look for a way in.`,
  );
  if (visit !== undefined) return visit;
  return routeAnswered(situation, destination, evidence ? "blocked" : "unreachable");
}

/** A way said to be new or temporary: imagery older than it cannot show it. */
const NEW_WAY = /\b(?:new|newly|temporary|temp)\b/i;

/**
 * The mission asks about the direct way (or a new way the prior cannot show: "is the new footbridge open?"), so
 * the long way round does not answer it.
 */
function directAsked(situation: Situation): boolean {
  const { goal, map } = situation;
  if (goal.direct === true) return true;
  const way = goal.way;
  return (
    way !== undefined &&
    NEW_WAY.test(way) &&
    !map.regionNames().some((name) => {
      const place = map.get(name)?.attributes["place"];
      return typeof place === "string" && sameWords(place, way);
    })
  );
}

/** Ask once where this way leads, when the mission's words name nothing on the map. */
function clarifyDestination(situation: Situation): Decision {
  return {
    goal: situation.goalText,
    relevant: [],
    reasoning: [
      "The mission asks about a way whose end matches nothing mapped, so I ask once where it goes.",
    ],
    plan: [
      formatStep("clarify", [
        "Where does the way you need lead to, and which way is usually taken?",
      ]),
    ],
    intention: { kind: "clarify" },
  };
}

/** A route "from A to B" is checked from A: go there first. */
function originTactic(situation: Situation, origin: string): Decision | undefined {
  const { map, memory } = situation;
  const coords = map.coordsOf(origin);
  if (coords !== undefined && distanceM(situation.here, coords) <= 15) {
    memory.visited.add(origin);
    return undefined;
  }
  const region = map.isRegion(origin) ? origin : map.regionsOfObject(origin)[0];
  // A landmark (a wood) is reached at the ground it stands on, not at its middle.
  const regionAt = region === undefined ? undefined : map.coordsOf(region);
  if (regionAt !== undefined && distanceM(situation.here, regionAt) <= 15) {
    memory.visited.add(origin);
    return undefined;
  }
  if (
    region === undefined ||
    !isReachableFrom(situation, region) ||
    memory.failedAttempts(origin) > 0
  )
    return undefined;
  return {
    goal: situation.goalText,
    relevant: [origin],
    reasoning: [`The way to check starts at ${origin}, so I go there first.`],
    plan: [formatStep("goto", [region]), "replan()"],
    intention: { kind: "visit", target: origin, key: `goto:${region}` },
  };
}

/**
 * Whether the way is blocked by something seen: a cut explained by a hazard the robot inspected, with no
 * plausible way left (none, one the prior shows crossing water, woods or a wall, or one through the cut). A
 * hazard explaining a cut elsewhere — a fallen tree in a field the robot drove around — does not close an open
 * way still to be tried.
 */
function cutOnTheWay(
  situation: Situation,
  destination: string,
  cuts: readonly Vec2[],
  hazardNames: ReadonlySet<string>,
): boolean {
  const { map, memory } = situation;
  const inspectedHazards = [...memory.inspected.keys()].filter((name) => hazardNames.has(name));
  const explained = cuts.filter(
    (at) =>
      inspectedHazards.some(
        (name) => distanceM(at, map.coordsOf(name) ?? at) <= HAZARD_NEAR_BLOCKAGE_M,
      ) ||
      // A connection the mapper removed, looked at from close by: the robot saw what cuts it. (An obstacle
      // that only stopped an exploration may just be the wrong way in: a wall, a wood.)
      (memory.blockages.some((b) => distanceM(b.at, at) < 1) &&
        situation.request.trail.some((point) => distanceM(point, at) <= LOOKED_AT_CUT_M)),
  );
  if (explained.length === 0) return false;
  // Still worth trying: a way that looks open all along (no water, woods or wall across it) and does not lead
  // straight back through the cut.
  const way = nextWayTo(situation, destination);
  const start = way === undefined ? undefined : map.coordsOf(way.near);
  if (way === undefined || start === undefined || !way.allClear) return true;
  return explained.some((at) => distanceToSegmentM(at, start, way.goal) <= CUT_ON_WAY_M);
}

/** Not yet inspected, nor given up on (too many failed inspections, or out of reach). */
function stillToLookAt(situation: Situation, name: string): boolean {
  const { memory } = situation;
  return (
    !memory.inspected.has(name) &&
    (memory.inspectFailures.get(name) ?? 0) < MAX_INSPECT_FAILURES &&
    !memory.unreachable.has(name)
  );
}

function isReachableFrom(situation: Situation, region: string): boolean {
  const component = situation.map.components.componentOf(situation.location);
  return component !== undefined && situation.map.components.componentOf(region) === component;
}
