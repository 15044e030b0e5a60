import { nextPlace } from "./nextPlace.js";
import { NEAR_ANCHOR_M, type Focus } from "./focus.js";
import { distanceToNodeM } from "./mapQueries.js";
import { statedCount } from "./placedFirst.js";
import type { Decision, Situation } from "./tactics.js";

/**
 * The operator, asked, named a place by its map name ("it all links back to the cabinet in the pump hut"): that
 * place is looked over before candidates guessed elsewhere by meaning. Candidates near it come first (the caller
 * orders them with `nearTold`); with none there, the place itself is searched. Undefined when the reply named no
 * place by its name, when it has been searched or something there inspected, or in a survey (which goes over its
 * places in any case).
 */
export function toldPlaceFirst(
  situation: Situation,
  open: readonly string[],
): Decision | undefined {
  const { focus, goal, memory } = situation;
  if (focus.hintedFirst.length === 0 || memory.clarifications === 0 || goal.kind === "survey")
    return undefined;
  // (Once something there has been looked at since the reply, the place has said what it had: "the tap on the
  // workshop yard and the standpipe down the pallet bay" goes on to the standpipe.)
  const there = nearTold(situation);
  const sinceReply = [...memory.inspected.keys()].slice(memory.inspectedAtReply ?? 0);
  if (open.some(there) || sinceReply.some(there)) return undefined;
  // ("Three are out on the vehicle park, the other one went in the MT shed": fewer found than the mission says
  // there are, and those found stand at the place named first — it is where they were, not where the rest went.)
  const wanted = statedCount(goal) ?? 0;
  const found = [...memory.inspected.keys()].filter((name) => focus.targets.includes(name));
  if (found.length > 0 && found.length < wanted && found.every(there)) return undefined;
  return nextPlaceAmong(situation, { hinted: focus.hintedFirst, anchors: [], mentioned: [] });
}

/** The places the mission and the operator's replies name, searched for what is sought; none left, undefined. */
export function toldPlaces(situation: Situation): Decision | undefined {
  return nextPlaceAmong(situation, {});
}

/**
 * The next of the told places to search (the focus's own, or those given), and none guessed by meaning nor hidden
 * from the air: the search of where the words say, before anything else.
 */
function nextPlaceAmong(
  situation: Situation,
  told: Partial<Pick<Focus, "hinted" | "anchors" | "mentioned">>,
): Decision | undefined {
  const { focus, goal } = situation;
  return nextPlace({
    ...situation,
    goal: { ...goal, constraints: { ...goal.constraints, hiddenFromAir: false } },
    focus: { ...focus, ...told, places: [] },
  });
}

/** Whether a candidate stands at the place the operator named first. */
export function nearTold(situation: Situation): (name: string) => boolean {
  const { focus, map } = situation;
  return (name: string): boolean => {
    const at = map.coordsOf(name);
    return (
      at !== undefined &&
      focus.hintedFirst.some((place) => distanceToNodeM(map, place, at) <= NEAR_ANCHOR_M)
    );
  };
}
