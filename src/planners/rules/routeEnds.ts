import { distanceM, type Vec2 } from "../../geo/index.js";
import type { SemanticMap } from "../../map/index.js";
import type { MissionGoal, PlaceQualifier } from "../../mission/index.js";
import type { Relevance } from "../../relevance/index.js";
import { groundPlaces, type NodeIndex } from "./grounding.js";

/** Prepositions of going over or along a place on the way ("across the bridge", "along the track"). */
const CROSSING = new Set(["across", "over", "through", "on", "via", "along"]);

/** Where a route question's route starts (when the mission names it) and where it leads. */
export async function routeEnds(options: {
  readonly goal: MissionGoal;
  readonly map: SemanticMap;
  readonly relevance: Relevance;
  readonly allNodes: NodeIndex;
  readonly placesSaid: readonly PlaceQualifier[];
  readonly phrases: readonly string[];
  readonly places: readonly string[];
  readonly from: Vec2;
  readonly asked: boolean;
}): Promise<{ origin: string | undefined; destination: string | undefined }> {
  const { goal, map, relevance, allNodes, placesSaid, phrases, places, from, asked } = options;
  const toSaid = placesSaid.filter((p) => p.relation === "to").map((p) => p.text);
  // "from A to B" starts at A; "supplies from my boat" alone names where to go.
  const [origin] =
    toSaid.length === 0
      ? [undefined]
      : await groundPlaces(
          relevance,
          allNodes,
          placesSaid.filter((p) => p.relation === "from").map((p) => p.text),
        );
  // Where a route leads: a place the mission names outright — where it goes to, else what it crosses ("across
  // the river on the road bridge": the bridge, driven to its far end), else any place or thing it names. What
  // its words only resemble is a guess, made once the operator has been asked. Ground the robot can drive on
  // comes before landmarks it cannot (the river itself).
  const crossed = placesSaid.filter((p) => CROSSING.has(p.relation)).map((p) => p.text);
  const leadsTo =
    toSaid.length > 0 ? toSaid : [...crossed, ...placesSaid.map((p) => p.text), ...phrases];
  const drivableFirst = (names: string[]): string[] => [
    ...names.filter((n) => map.isRegion(n)),
    ...names.filter((n) => !map.isRegion(n)),
  ];
  // "Is the back road passable?": the route runs along the road named, to its end far from where the mission
  // started.
  const wayRegions =
    goal.kind === "route" && goal.way !== undefined
      ? allNodes.named(goal.way).filter((name) => map.isRegion(name))
      : [];
  const wayEnd =
    wayRegions.length >= 2
      ? wayRegions.reduce((far, name) =>
          distanceM(from, map.coordsOf(name) ?? from) > distanceM(from, map.coordsOf(far) ?? from)
            ? name
            : far,
        )
      : undefined;
  const [destination] =
    goal.kind !== "route"
      ? [undefined]
      : wayEnd !== undefined
        ? [wayEnd]
        : [
            ...drivableFirst(
              await groundPlaces(relevance, allNodes, leadsTo, { byMeaning: false }),
            ),
            ...(asked
              ? drivableFirst([...(await groundPlaces(relevance, allNodes, leadsTo)), ...places])
              : []),
          ].filter((name) => name !== origin);

  return { origin, destination };
}
