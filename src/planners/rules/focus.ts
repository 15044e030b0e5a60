import { distanceM, type Vec2 } from "../../geo/index.js";
import type { SemanticMap } from "../../map/index.js";
import { personWord, wayHazardWords, type WordNet } from "../../lexicon/index.js";
import { isAWay, type MissionGoal } from "../../mission/index.js";
import type { Relevance } from "../../relevance/index.js";
import { REPLY_PLACE } from "./goalText.js";
import { mismatchedIdentifiers } from "./identifiers.js";
import {
  NodeIndex,
  groundPlaces,
  namesAKindByMeaning,
  rankPlaces,
  spreadOverPlaces,
} from "./grounding.js";
import { distanceToNodeM, isLandmark, nodeClass } from "./mapQueries.js";
import { groundTargetClasses, isDetectable } from "./targetClasses.js";
import { placedFirst, statedCount } from "./placedFirst.js";
import { otherSuspects } from "./suspects.js";
import { explainTargets } from "./explainOrder.js";
import { detectorLabels } from "./detectorLabels.js";
import { thingsPlacesAreNamedFor } from "./placeThings.js";
import { routeEnds } from "./routeEnds.js";
import { mentionedPlaces, withoutSources } from "./mentionedPlaces.js";
import { placesTheReplyNames } from "./replyPlaces.js";
import { unique } from "./unique.js";
import { machineHouses } from "./noiseRooms.js";
import { roomsOfThings } from "./roomsOfThings.js";
import { placeNamer } from "./placeNamed.js";

/** WordNet's files of places and things one can be on or in: a word whose commonest sense is one is a kind. */
const PLACE_SENSES = new Set(["noun.location", "noun.object", "noun.artifact"]);
/** A thing this close to a place the mission names ("near the kitchen") counts as near it. */
export const NEAR_ANCHOR_M = 40;
/** A noise is heard this far: a machine house this close to where the mission hears it may be making it. */
const NOISE_REACH_M = 150;

const MAX_PLACES = 8;
/** Prepositions of a way that passes over or through a place. */

/**
 * The mission grounded in the current map: which kinds of object are worth inspecting, which nodes, where such
 * things may be, and which nodes the mission's place words name. Recomputed every iteration from the goal and
 * the map with the relevance module: nothing here is written for a mission or a world.
 */
export interface Focus {
  /** Classes of map objects the mission is about, most relevant first. */
  readonly targetClasses: readonly string[];
  /**
   * Classes taken only because they stand where the mission's symptom shows: a problem on one of them does not
   * explain the symptom by itself (a cracked hull is no leak), so the search goes on while others remain.
   */
  readonly onlyByPlace: ReadonlySet<string>;
  /** Classes that stand for a function the mission says failed (targetClasses.ts): a fault on one explains it. */
  readonly providers: ReadonlySet<string>;
  /** Providers WordNet says carry the failed supply (TargetClasses.carriers); none known when empty. */
  readonly carriers: ReadonlySet<string>;
  /** The mission reports a noise and says nothing of what makes it: walls do not stop it. */
  readonly heard: boolean;
  /** For a noise with no source named: buildings named for machines, where it is heard if the mission says. */
  readonly machineHouses: readonly string[];
  /** Target classes the mission's words name outright; the others were found by meaning. */
  readonly named: ReadonlySet<string>;
  /** Object nodes of those classes (near the anchors, when the mission names a place), nearest first. */
  readonly targets: readonly string[];
  /** For an explanation: other things on the map worth a look when no target explains it (suspects.ts). */
  readonly suspects: readonly string[];
  /** Targets whose description names another value of what identifies the thing sought ("green", not "red"). */
  readonly mismatched: ReadonlySet<string>;
  /** Regions and landmarks where such things may be, most relevant first. */
  readonly places: readonly string[];
  /** Nodes the operator's replies named as where to look: searched first. */
  readonly hinted: readonly string[];
  /** Of those, the place the reply names first by its map name: searched before the others. */
  readonly hintedFirst: readonly string[];
  /**
   * Place qualifiers that read as names, not kinds of place: their commonest sense is no place or thing one
   * stands on ("on Sandpiper": a bird), so they name a place called so ("Sandpiper field").
   */
  readonly placeNames: readonly string[];
  /** The mission's own places ground by meaning alone: none of them by the map's names or words. */
  readonly placesGuessed: boolean;
  /** The mission goes over a place and whatever stands there ("do a sweep of the car park"), no kind named. */
  readonly overPlace: boolean;
  /** Nodes the mission's place qualifiers name ("the kitchen building"); in an explanation, `mentioned` too. */
  readonly anchors: readonly string[];
  /** Places whose names stand in the mission's words, however the sentence parsed (mentionedPlaces.ts). */
  readonly mentioned: readonly string[];
  /** Where a route leads ("from … to …"): the origin, when named, and the destination. */
  readonly origin: string | undefined;
  readonly destination: string | undefined;
  /** What a route question's way goes over ("straight over the river"), when the map has it. */
  readonly crossing: string | undefined;
  /** A long way the route question names, its regions in order from where it starts to its far end. */
  readonly wayChain: readonly string[];
  /** Places a route question says the route passes through on its way, in order. */
  readonly via: readonly string[];
  /** Labels for the open-vocabulary detector: the mission's things and the map's relevant classes. */
  readonly labels: readonly string[];
  /** The phrases relevance was measured against, for explanations. */
  readonly phrases: readonly string[];
}

export async function computeFocus(options: {
  readonly goal: MissionGoal;
  readonly map: SemanticMap;
  readonly relevance: Relevance;
  readonly wordnet: WordNet;
  readonly here: Vec2;
  /** Where the mission started: a way's far end is far from here, so it does not change as the robot drives. */
  readonly start?: Vec2;
  /** Objects overhead imagery saw (on the map from the start): never what a hidden-from-air mission is about. */
  readonly seenFromAir?: ReadonlySet<string>;
  /** The operator has been asked once already: guesses by meaning are allowed. */
  readonly asked?: boolean;
}): Promise<Focus> {
  const { goal, map, relevance, wordnet, here } = options;
  const allNodes = new NodeIndex(map, [...map.regionNames(), ...map.objectNames()]);
  // A symptom seen at a place the map names ("the repair shed floor is slick"): the place is where to look, not
  // a thing to explain.
  // Likewise what a survey names by a place's name ("do a lap of the storm tanks") is the area to go round.
  // So does a check of a place named as the thing to check ("do a sweep of the bus depot yard and tell me if
  // anything's damaged"): the place is what to go over.
  // (Unless an abstract word still names a kind on the map by meaning: "the lights along the towpath".)
  const placeOnly =
    goal.kind === "assess" &&
    goal.subjects.every((s) => s.related || s.sense === "place" || !s.concrete) &&
    !(await namesAKindByMeaning(
      relevance,
      map,
      goal.subjects.filter((s) => !s.related && s.sense !== "place").map((s) => s.text),
    ));
  const placeNamed = placeNamer({ goal, map, allNodes });
  const symptomPlaces =
    goal.kind === "explain" || goal.kind === "survey" || placeOnly
      ? goal.subjects.filter(
          (s) =>
            !(goal.sources ?? []).includes(s.text) &&
            // ("P2 and P3 have gone off": things named by their marks are where the symptom shows.)
            (placeNamed(s.text).some((name) => map.isRegion(name) || isLandmark(map, name)) ||
              allNodes.marked(s.text).length > 0),
        )
      : roomsOfThings(goal, allNodes, map);
  const hidden = goal.constraints.hiddenFromAir ? options.seenFromAir : undefined;
  const objects = map
    .objectNames()
    .filter((name) => !isLandmark(map, name) && hidden?.has(name) !== true);
  const classes = unique(objects.map((name) => nodeClass(map, name)));
  // ("The trim trail along the fence, the netball post": what the reply names by a kind of thing on the map is
  // a thing to look at, whatever place sense its words have.)
  // (In a check; a search takes them as where to look: "at one of the docks".)
  const checks = goal.kind === "assess" || goal.kind === "survey";
  const replyThings = goal.places
    .filter(
      (p) => checks && p.relation === REPLY_PLACE && classes.includes(p.text.replace(/\s+/g, "_")),
    )
    .filter((p) => !goal.subjects.some((s) => s.text === p.text))
    .map((p) => ({
      text: p.text,
      head: p.head,
      concrete: true,
      sense: "thing",
      related: false,
      quantity: "one" as const,
    }));
  // Whom news came from, or where a sign was heard from, is no thing to look at.
  const subjects = [
    ...goal.subjects.filter(
      (s) => !symptomPlaces.includes(s) && !(goal.sources ?? []).includes(s.text),
    ),
    ...replyThings,
  ];
  const causes = goal.causes;
  const placesSaid = goal.places;
  // A route is about the things carried and the places between; its causes (a storm) are not targets.
  // An activity is judged with where it happens ("paddle" on "the lake").
  const where = subjects.filter((s) => s.sense === "place").map((s) => s.text);
  const phraseOf = (s: { text: string; sense: string }): string =>
    s.sense === "activity" && where.length > 0 ? `${s.text} on the ${where.join(" and ")}` : s.text;
  const phrases = unique(
    (goal.kind === "route" ? subjects : [...subjects, ...causes]).map(phraseOf),
  );

  // Target classes: what the mission names, else what it means (targetClasses.ts).
  const grounded = await groundTargetClasses({
    goal,
    subjects,
    classes,
    phrases,
    phraseOf,
    relevance,
    wordnet,
  });
  let targetClasses = grounded.classes;

  // The mission's own place words filter what counts ("tanks near the gate"); places from the operator's
  // reply only say where to look first.
  // A phrase whose nodes spread over many separate places names a kind of ground found everywhere ("on the
  // grass", or "earth" in "what on earth"), not a place: it narrows nothing and is left out.
  // ("go to lock 3 and look at the paddle gear": a check's numbered destination is the one place it means.)
  // ("nip round to the plant room and tell me if the genny's still running": so is a check's one destination, when
  // nothing else says where.)
  const own = (p: { relation: string }): boolean =>
    p.relation !== "from" && p.relation !== "to" && p.relation !== REPLY_PLACE;
  const destinations = placesSaid.filter((p) => p.relation === "to");
  // (Not the end of a stretch said from one place to another — "the path from the car park up to the cafe door" —
  // nor of a way walked: "walk the cliff path back along to the copse and check the lifebuoys".)
  const wayWalked = async (): Promise<boolean> => {
    for (const s of goal.subjects)
      if (!s.related && (s.sense === "place" || (await isAWay(wordnet, s.text)))) return true;
    return false;
  };
  // (The way looked up in WordNet only when the rest holds: the focus is worked out every iteration.)
  const onlyDestination =
    (goal.kind === "assess" || goal.kind === "find") &&
    destinations.length === 1 &&
    !placesSaid.some((p) => own(p) || p.relation === "from") &&
    !(await wayWalked());
  const numberedDestination = (p: { relation: string; text: string }): boolean =>
    p.relation === "to" && ((goal.kind === "assess" && /\s\d+$/.test(p.text)) || onlyDestination);
  const ownPlaces = placesSaid.filter((p) => own(p) || numberedDestination(p));
  // Places grounded by meaning alone ("the bottle store" as the old shop) are a guess: they order, never rule out.
  // (A phrase the map's names ground is grounded the same way with meaning allowed, so only the rest ask again.)
  const groupsByName = await Promise.all(
    ownPlaces.map((p) => groundPlaces(relevance, allNodes, [p.text], { byMeaning: false })),
  );
  const anchorsByName = groupsByName.flat();
  const anchorGroups = await Promise.all(
    ownPlaces.map(async (p, i) => {
      const byName = groupsByName[i] ?? [];
      if (byName.length > 0) return byName;
      // (A check's destination counts only as the map names it: a guess at "the EV hub" would rule out the rest.)
      if (p.relation === "to") return [];
      // ("Anyone stuck in the mud?": what a thing is in, when it is a substance the map has no place named for, is
      // its state, not somewhere to look.)
      const [sense] = await wordnet.senses(p.head, "n");
      if (sense?.lexName === "noun.substance" && p.text === p.head) return [];
      // ("Lost my radio on the last patrol": what an act or a happening is on is a time, not a place, unless the map
      // names a place so — a walk named by its name was grounded above.)
      if (sense?.lexName === "noun.act" || sense?.lexName === "noun.event") return [];
      return await groundPlaces(relevance, allNodes, [p.text]);
    }),
  );
  // A route's places are its ends and its way (routeEnds), and an instruction's its own step: neither is an area.
  const mentioned =
    goal.kind === "route" || goal.kind === "instruction"
      ? []
      : mentionedPlaces(allNodes, withoutSources(goal));
  // A place named only by its name in passing narrows nothing ("the hutches by the 1st and 2nd pens" read as
  // the fourth green would drop the third's), except where a symptom shows: an explanation's places only order
  // its candidates.
  const anchors = unique([
    ...symptomPlaces.flatMap((s) => placeNamed(s.text)),
    // (Places the map names as said before places guessed by meaning: "checked the baler" before "the units".)
    ...anchorGroups
      .map((group, i) => ({ group, named: (groupsByName[i] ?? []).length > 0 }))
      .sort((a, b) => Number(b.named) - Number(a.named))
      .map(({ group }) => group)
      .filter((group) => !spreadOverPlaces(map, group))
      .flat(),
    ...(goal.kind === "explain" ? mentioned : []),
  ]);
  // ("It's strongest at the back of the shop": the reply's "shop" is the mission's "hire shop", said again.)
  const saidBefore = [...ownPlaces.map((p) => p.text), ...symptomPlaces.map((s) => s.text)];
  const replyPlaces = placesSaid
    .filter((p) => p.relation === REPLY_PLACE && p.denied !== true)
    .map((p) => saidBefore.find((text) => text.endsWith(` ${p.text}`)) ?? p.text);
  const replied = placesTheReplyNames(goal, allNodes);
  const hintedFirst = replied.first;
  const hinted = unique([
    ...replied.all,
    ...(await groundPlaces(relevance, allNodes, replyPlaces)),
  ]);
  // "Read me the gauge on the lpg tank": what is on a thing is seen by inspecting the thing it is on, so a
  // thing (not a place) the mission puts something on is a target itself.
  const bearers =
    goal.kind === "route"
      ? []
      : (
          await groundPlaces(
            relevance,
            allNodes,
            placesSaid.filter((p) => p.relation === "on").map((p) => p.text),
            // Only a thing the words name: a guess by meaning would make any thing a bearer.
            { byMeaning: false },
          )
        ).filter((name) => map.isObject(name) && !isLandmark(map, name));
  targetClasses = unique([...targetClasses, ...bearers.map((name) => nodeClass(map, name))]);
  const nearAny =
    (places: readonly string[], withinM = NEAR_ANCHOR_M) =>
    (name: string): boolean => {
      const at = map.coordsOf(name);
      return at !== undefined && places.some((place) => distanceToNodeM(map, place, at) <= withinM);
    };
  // Where the operator's reply says to look widens the mission's own places ("one of the sheds" → "the wood store").
  const nearAnchor = (name: string): boolean =>
    anchors.length === 0 || nearAny(anchors)(name) || nearAny(hinted)(name);
  const byDistance = (a: string, b: string): number =>
    distanceM(here, map.coordsOf(a) ?? here) - distanceM(here, map.coordsOf(b) ?? here);
  // A symptom's place ("oil all over the driveway") is where it shows, not where its cause must be: for an
  // explanation the places order the candidates (nearest to them first) instead of ruling any out.
  // A survey of a named place and nothing else — or a check that "everything's ok" there — whatever stands there
  // is what to look at.
  // A round of a named place goes over all of it, whatever it names on the way ("the ponies, the troughs, the lot"):
  // the kinds it names come first, then whatever else stands there.
  const placeSurvey =
    (goal.kind === "survey" || goal.kind === "assess") &&
    (symptomPlaces.length > 0 || anchors.length > 0) &&
    (goal.kind === "survey" ||
      !subjects.some((s) => !s.related && (goal.kind === "assess" || isDetectable(s))));
  if (placeSurvey)
    targetClasses = unique([
      ...(goal.kind === "survey" ? targetClasses : []),
      ...objects.filter(nearAnchor).map((name) => nodeClass(map, name)),
    ]);
  // Several things asked about, each may have its own place ("check the gate, then read the meter at the
  // inlet"): a place rules out a kind of thing only when some of that kind stands there.
  // (Kinds, not phrases: "the ferric pump, the caustic and the hypo pump" are one kind with one place.)
  const several =
    new Set(subjects.filter((s) => isDetectable(s) && !s.related).map((s) => s.head)).size > 1;
  const placed = several
    ? new Set(objects.filter(nearAnchor).map((name) => nodeClass(map, name)))
    : new Set<string>();
  const inPlace = (name: string): boolean =>
    nearAnchor(name) || (several && !placed.has(nodeClass(map, name)));
  // A symptom at a place the mission names ("a smell round the back of the shed"): whatever stands there may be
  // its cause, whether or not its kind resembles the words — after the kinds that do, most relevant first.
  const onlyByPlace = new Set<string>();
  // Where the operator says the symptom is worst is a place of the symptom too, and the likeliest.
  const nearHinted = nearAny(hinted);
  const symptomAt = (name: string): boolean => nearAny(anchors)(name) || nearHinted(name);
  if (goal.kind === "explain" && (anchors.length > 0 || hinted.length > 0) && phrases.length > 0) {
    const there = unique(objects.filter(symptomAt).map((name) => nodeClass(map, name))).filter(
      (cls) => !targetClasses.includes(cls),
    );
    const ranked = await relevance.rank(
      phrases,
      there.map((cls) => ({ id: cls, text: cls.replace(/_/g, " ") })),
    );
    targetClasses = unique([...targetClasses, ...ranked.map((r) => r.id)]);
    for (const r of ranked) onlyByPlace.add(r.id);
  }
  // A noise is heard where the operator says: a machine elsewhere is no better bet than anything unseen there.
  // (Only where it is said to be: "you can hear it from the office" says it is within earshot, not there.)
  const fromOrTo = new Set(
    placesSaid.filter((p) => p.relation === "from" || p.relation === "to").map((p) => p.text),
  );
  const saidAt = unique([
    ...symptomPlaces.filter((s) => !fromOrTo.has(s.text)).flatMap((s) => placeNamed(s.text)),
    ...anchorGroups.flat(),
  ]);
  const heardElsewhere = (name: string): boolean =>
    grounded.noiseMakers.has(nodeClass(map, name)) &&
    (saidAt.length > 0 || hinted.length > 0) &&
    !nearAny(saidAt)(name) &&
    !nearHinted(name);
  const ofClass = objects.filter(
    (name) => targetClasses.includes(nodeClass(map, name)) && !heardElsewhere(name),
  );
  const houses =
    goal.kind === "explain" && grounded.heard && saidAt.length > 0
      ? (await machineHouses(wordnet, map)).filter(nearAny(saidAt, NOISE_REACH_M))
      : [];
  const classRank = (name: string): number => targetClasses.indexOf(nodeClass(map, name));
  const byClassThenDistance = (a: string, b: string): number =>
    classRank(a) - classRank(b) || byDistance(a, b);
  const targets =
    goal.kind === "explain"
      ? explainTargets({
          candidates: ofClass,
          byMeaning: (name) => !onlyByPlace.has(nodeClass(map, name)),
          nearHinted,
          nearAnchor,
          byClassThenDistance,
          byDistance,
        })
      : placedFirst({
          candidates: ofClass,
          inPlace,
          anchored: anchorsByName.length > 0,
          stated: statedCount(goal),
          classOf: (name) => nodeClass(map, name),
        }).sort(byDistance);

  const placeNodes = new NodeIndex(map, [
    ...map.regionNames(),
    ...map.objectNames().filter((n) => isLandmark(map, n)),
  ]);
  const places = await rankPlaces(relevance, placeNodes, phrases, targetClasses);
  const { origin, destination, crossing, wayChain, via } = await routeEnds({
    goal,
    map,
    relevance,
    allNodes,
    placesSaid,
    phrases,
    places,
    from: options.start ?? here,
    asked: options.asked === true,
    wordnet,
  });

  const labels = detectorLabels({
    goal,
    targetClasses,
    survey: placeSurvey
      ? {
          person: await personWord(wordnet),
          namedFor: await thingsPlacesAreNamedFor(wordnet, goal.places),
        }
      : undefined,
    namedAtAPlace: anchors.length > 0 && grounded.named.size === 0,
    wayHazards: goal.kind === "route" ? await wayHazardWords(wordnet) : [],
  });
  const placeNames: string[] = [];
  for (const place of placesSaid) {
    const [sense] = await wordnet.senses(place.text.replace(/ /g, "_"), "n");
    if (sense === undefined || !PLACE_SENSES.has(sense.lexName)) placeNames.push(place.text);
  }
  const mismatched = await mismatchedIdentifiers({ wordnet, map, goal, candidates: targets });
  const suspects =
    goal.kind === "explain"
      ? await otherSuspects({
          relevance,
          map,
          objects,
          targets,
          phrases,
          distanceTo: (name) => distanceM(here, map.coordsOf(name) ?? here),
        })
      : [];
  return {
    targetClasses,
    onlyByPlace,
    providers: grounded.providers,
    carriers: grounded.carriers,
    named: grounded.named,
    heard: grounded.heard,
    machineHouses: houses,
    overPlace: placeSurvey,
    placeNames,
    placesGuessed: ownPlaces.length > 0 && anchorsByName.length === 0,
    targets,
    suspects,
    mismatched,
    places: unique([...hinted, ...places]).slice(0, MAX_PLACES + hinted.length),
    hinted,
    hintedFirst,
    anchors,
    mentioned,
    origin,
    destination,
    crossing,
    wayChain,
    via,
    labels,
    phrases,
  };
}
