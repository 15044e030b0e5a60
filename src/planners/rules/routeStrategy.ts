import { distanceM, distanceToSegmentM, formatVec, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import { inspectionClauses } from "./evidence.js";
import { distanceToNodeM } from "./focus.js";
import { sameWords } from "./grounding.js";
import type { Blockage } from "./PlannerMemory.js";
import { isLandmark, nodeClass } from "./mapQueries.js";
import { MAX_INSPECT_FAILURES } from "./searchStrategy.js";
import {
  answer,
  inspectTactic,
  lookAtCutTactic,
  nextWayTo,
  visitTactic,
  type Decision,
  type Situation,
} from "./tactics.js";

/** A hazard this close to where the way was cut may be what cut it. */
const HAZARD_NEAR_BLOCKAGE_M = 35;
/** A cut this close to the next gap the route would explore lies on that way. */
const CUT_ON_WAY_M = 20;
/** The robot came this close to a cut: it has seen what is there. */
const LOOKED_AT_CUT_M = 10;
/** Blocked connections named in a route answer; the rest are counted. */
const MAX_CUTS_IN_ANSWER = 3;
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
      `I could not tell where the way leads${focus.phrases.length > 0 ? ` (${focus.phrases.join(", ")})` : ""}, so I cannot check the route. ` +
        "Tell me where it is and I will check the way there.",
    );
  }
  const origin = focus.origin;
  if (origin !== undefined && origin !== destination && !memory.visited.has(origin)) {
    const start = originTactic(situation, origin);
    if (start !== undefined) return start;
  }
  const coords = map.coordsOf(destination) ?? here;
  // Asked about a way by its name: a cut on that way closes it, even if the robot got round by another. What
  // stands at the cut is looked at first: it says what blocks.
  const cut = wayCut(situation);
  if (cut !== undefined) {
    const hazard = map
      .objectNames()
      .filter(
        (name) =>
          !isLandmark(map, name) &&
          !memory.inspected.has(name) &&
          (memory.inspectFailures.get(name) ?? 0) < MAX_INSPECT_FAILURES &&
          !memory.unreachable.has(name) &&
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
        : inspectTactic(situation, hazard, `${hazard} may be what blocks ${situation.goal.way}.`);
    if (look !== undefined) return look;
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
  )
    return answer(situation, routeAnswer(situation, destination, "reached"), undefined, {
      route_open: true,
    });
  const cuts = [...memory.blockages.map((b) => b.at), ...memory.obstacles];
  // Whatever the detector found where the way was cut may be what cuts it.
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
  // A hazard where the way was cut, or right beside the robot, is worth a look: it explains what blocks.
  const hazards = [...hazardNames].filter(
    (name) =>
      !memory.inspected.has(name) &&
      (memory.inspectFailures.get(name) ?? 0) < MAX_INSPECT_FAILURES &&
      // A hazard behind the cut may be out of reach too: a few ways toward it, then the route goes on.
      memory.failedAttempts(name) < MAX_HAZARD_WAYS &&
      !memory.unreachable.has(name) &&
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
  // No known way any more. Blocked needs evidence that explains it: a hazard inspected where the way was cut,
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
    return answer(situation, routeAnswer(situation, destination, "blocked"), undefined, CLOSED);
  if (attempts >= MAX_ROUTE_WAYS) {
    return answer(
      situation,
      routeAnswer(situation, destination, evidence ? "blocked" : "unreachable"),
      undefined,
      CLOSED,
    );
  }
  const visit = visitTactic(
    situation,
    destination,
    `${why} No known route reaches it, so I look for a way in.`,
  );
  if (visit !== undefined) return visit;
  return answer(
    situation,
    routeAnswer(situation, destination, evidence ? "blocked" : "unreachable"),
    undefined,
    CLOSED,
  );
}

const CLOSED = { route_open: false } as const;

/** Out of time on a route question: the way was not confirmed open; say what was seen and that it is unknown. */
export function routeWrapUp(situation: Situation): Decision {
  const destination = situation.memory.destination;
  if (destination === undefined)
    return answer(
      situation,
      "I ran out of time before I could tell where the way leads, so I cannot say whether it is open.",
    );
  // A cut on the way asked about closes it, time or not.
  const cut = wayCut(situation);
  if (cut !== undefined) return wayCutAnswer(situation, cut, destination);
  // Not "blocked": the robot ran out of time, it did not find the way closed. No route verdict either way.
  return answer(situation, routeAnswer(situation, destination, "undecided"));
}

/** Ask once where the way leads, when the mission's words name nothing on the map. */
function clarifyDestination(situation: Situation): Decision {
  return {
    goal: situation.goalText,
    relevant: [],
    reasoning: [
      "The mission asks whether a way is open, but nothing on the map matches where it leads, so I ask once.",
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
 * Where the route leads: the first node of the most telling destination class (the boat itself once it is on
 * the map, else a dock). A place made of several regions — a pier, a quay — is reached at its far end, where
 * boats are moored, not at its first plank. Kept while it stays on the map and nothing more telling appears,
 * so that a cut splitting the place does not turn its near end into the destination.
 */
function routeDestination(situation: Situation): string | undefined {
  const { map, focus, memory } = situation;
  const first = focus.destination;
  const kept = memory.destination;
  if (
    kept !== undefined &&
    map.has(kept) &&
    (first === undefined || memory.destinationFrom === first)
  )
    return kept;
  if (first === undefined) return undefined;
  memory.destinationFrom = first;
  memory.destination = map.isRegion(first) ? farEndOf(situation, first) : first;
  return memory.destination;
}

/** The region of a same-class stretch of connected regions (a pier) farthest from the robot. */
function farEndOf(situation: Situation, region: string): string {
  const { map, here } = situation;
  // A named place (the paddock) is its own stretch; otherwise the stretch is ground of the same class.
  const placeOf = (name: string): unknown => map.get(name)?.attributes["place"];
  const place = placeOf(region);
  const cls = place === undefined ? nodeClass(map, region) : undefined;
  const group = new Set([region]);
  const queue = [region];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const neighbor of map.neighbors(next, "region")) {
      const same =
        place === undefined ? nodeClass(map, neighbor) === cls : placeOf(neighbor) === place;
      if (group.has(neighbor) || !same) continue;
      group.add(neighbor);
      queue.push(neighbor);
    }
  }
  const distance = (name: string): number => distanceM(here, map.coordsOf(name) ?? here);
  return [...group].reduce((far, name) => (distance(name) > distance(far) ? name : far));
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

function routeAnswer(
  situation: Situation,
  destination: string,
  state: "reached" | "blocked" | "unreachable" | "undecided",
): string {
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

function wayCutAnswer(situation: Situation, cut: Blockage, destination: string): Decision {
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
    CLOSED,
  );
}

/** A removed connection both of whose ends lie on the way the mission names ("the dune path"), if any. */
function wayCut(situation: Situation): Blockage | undefined {
  const { goal, map, memory } = situation;
  const way = goal.way;
  if (goal.kind !== "route" || way === undefined) return undefined;
  const onWay = (region: string): boolean => {
    const place = map.get(region)?.attributes["place"];
    return typeof place === "string" && sameWords(place, way);
  };
  return memory.blockages.find((b) => onWay(b.between[0]) && onWay(b.between[1]));
}

function isReachableFrom(situation: Situation, region: string): boolean {
  const component = situation.map.components.componentOf(situation.location);
  return component !== undefined && situation.map.components.componentOf(region) === component;
}
