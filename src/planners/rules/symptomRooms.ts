import { classWords } from "./evidence.js";
import { REPLY_PLACE } from "./goalText.js";
import { NodeIndex, allWordsIn } from "./grounding.js";
import { distanceToNodeM, isLandmark, isWalled } from "./mapQueries.js";
import { sweepWalledPlace } from "./nextPlace.js";
import type { Decision, Situation } from "./tactics.js";

/** A thing this close to a building's outline stands by it (a feeder pillar on its wall, a tank at its door). */
const BY_THE_ROOM_M = 15;
/** Words that put a symptom outside a place: "a smell round the back by the boiler house" is not in it. */
const OUTSIDE: ReadonlySet<string> = new Set([
  "by",
  "near",
  "beside",
  "behind",
  "outside",
  "round",
  "around",
  "next to",
  "past",
  "opposite",
  "beyond",
  "along",
]);

/**
 * A symptom inside a building the mission or the operator names ("the workshop's dead", "no hot water in the
 * shower block"): what stands right by the building is looked at first, then its inside, where a prior made from
 * the air sees nothing, and only then anything further off.
 */
export class SymptomRooms {
  readonly #situation: Situation;
  readonly #rooms: readonly string[];

  constructor(situation: Situation) {
    this.#situation = situation;
    const { goal, focus, map } = situation;
    if (goal.kind !== "explain") {
      this.#rooms = [];
      return;
    }
    // A building the mission puts the symptom beside, and nowhere inside, is where to look round, not in.
    const landmarks = new NodeIndex(
      map,
      map.objectNames().filter((name) => isLandmark(map, name)),
    );
    const namedBy = (relations: (relation: string) => boolean): Set<string> =>
      new Set(
        goal.places
          .filter((p) => relations(p.relation))
          .flatMap((p) => [
            ...landmarks.named(p.text),
            ...landmarks.nodes.filter((name) =>
              allWordsIn(p.text, landmarks.wordsOf(name).join(" ")),
            ),
          ]),
      );
    // (A noise heard by a building may come from inside it: walls keep a smell in, not a din.)
    const outside = focus.heard ? new Set<string>() : namedBy((relation) => OUTSIDE.has(relation));
    // (A reply's places have lost their words of relation: they say where to look, not whether inside.)
    const inside = namedBy((relation) => !OUTSIDE.has(relation) && relation !== REPLY_PLACE);
    this.#rooms = [
      ...[...focus.hinted, ...focus.anchors].filter(
        (name) => isWalled(map, name) && (!outside.has(name) || inside.has(name)),
      ),
      // (A din with no source named may come from the machines a building is named for: the pump house.)
      ...focus.machineHouses,
    ].filter((name, i, all) => all.indexOf(name) === i);
  }

  /** Whether a thing stands by one of the rooms (always false when there are none). */
  byRoom(name: string): boolean {
    const { map } = this.#situation;
    const at = map.coordsOf(name);
    return (
      at !== undefined &&
      this.#rooms.some((room) => distanceToNodeM(map, room, at) <= BY_THE_ROOM_M)
    );
  }

  /** Candidates in the order to look at them: those by a room first. */
  order(candidates: readonly string[]): readonly string[] {
    if (this.#rooms.length === 0) return candidates;
    return [
      ...candidates.filter((n) => this.byRoom(n)),
      ...candidates.filter((n) => !this.byRoom(n)),
    ];
  }

  /** The next step of searching a room's inside, or undefined when every room is searched (or cannot be). */
  searchInside(): Decision | undefined {
    for (const room of this.#rooms) {
      const inside = sweepWalledPlace(
        this.#situation,
        room,
        `The mission's symptom shows at ${room} (${classWords(this.#situation, room)}), and what is inside has not been mapped yet.`,
      );
      if (inside !== undefined) return inside;
    }
    return undefined;
  }
}
