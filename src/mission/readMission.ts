import { withStatedCounts } from "./counts.js";
import { WordNet, isEnergySense, perceivedSign, personWord } from "../lexicon/index.js";
import { firstOfAllACreature, hasPersonSense, numbered, someSensed } from "./wordChecks.js";
import {
  COMPASS_PATTERN,
  HIDDEN_PATTERN,
  ROUND_PATTERN,
  spellContractions,
  expandNounContractions,
} from "./cues.js";
import { classify, ASKS_OTHERS_ABILITY } from "./classify.js";
import {
  FIT_WORDS,
  WAY_STATE_WORDS,
  fitForMotion,
  motionVerbs,
  wayAsked,
  wayStateAsked,
  wayTravelled,
} from "./ways.js";
import { askedInQuestions, whereaboutsSought } from "./questions.js";
import { guessedPlaces } from "./guessedPlaces.js";
import { searchedAlready } from "./searchedAlready.js";
import { soughtByPronoun } from "./pronounSought.js";
import { groupsAsContext, ignored, indefinitePerson, tellerFrom } from "./bystanders.js";
import { purposeClause } from "./purpose.js";
import { parseInstruction } from "./instruction.js";
import { goingToFindOut } from "./goThenAct.js";
import { idiomPhrases } from "./idioms.js";
import { mediaPhrases } from "./media.js";
import { similes } from "./similes.js";
import { expectedStates, soughtStates } from "./states.js";
import { saidToHaveFailed } from "./outage.js";
import {
  imperativesBeforeNumberedThings,
  nounsOpeningStatements,
  numbersOpeningStatements,
} from "./imperatives.js";
import { ownsTheNext, placedAt, saidToStand, setDown } from "./placedThings.js";
import { ownersSplit } from "./ownerSplit.js";
import { nounsWordNetKnows } from "./nounRepair.js";
import { coinedCompound } from "./coinedCompounds.js";
import { piecesOfThings } from "./piecesOfThings.js";
import { isBeforeAdverbs } from "./isBeforeAdverb.js";
import { deniedPlace, negated, neededOn, partOfADescription } from "./denials.js";
import { genericHeadsOfThings } from "./genericHeads.js";
import { featuresInAList, placesInAList, thingsInAList } from "./conjuncts.js";
import {
  newsFrom,
  perceivedElsewhere,
  saysWhereAPersonIs,
  signComesFrom,
  wayNamedAsAct,
  namesAMadeThing,
} from "./placeContext.js";
import { asksWhatItCannotDo } from "./orders.js";
import { asksAnotherWay, routeShape } from "./shortcut.js";
import { askedOfEverything } from "./everything.js";
import { ownersAsContext, speakersThingsAsContext } from "./owners.js";
import { plannedObjectsAsContext } from "./plannedActs.js";
import { contactedAsContext } from "./contacted.js";
import { doingsAsContext, waysTravelledAsPlaces } from "./doings.js";
import { toolsNotWorkers } from "./toolWords.js";
import { readingsFromThings } from "./readings.js";
import { sensationsOf } from "./sensationOf.js";
import { correctSpelling } from "./spelling.js";
import { kindNames, labelsOf, queryFor } from "./labels.js";
import {
  lightVerbActs,
  partsOfPlaces,
  particle,
  timeClause,
  verbSenses,
  withCompounds,
} from "./clauses.js";
import {
  missionGoalSchema,
  type Compass,
  type GoalKind,
  type MissionGoal,
  type PlaceQualifier,
  type Subject,
} from "./MissionGoal.js";
import {
  POSSESSIVES,
  SPATIAL_PREPOSITIONS,
  nounPhrases,
  tokenize,
  verbs,
  type Token,
} from "./phrases.js";
import { senseKinds, type SenseKind } from "./senseKinds.js";
import { ROUND, allRoundAnEvent, goneRound } from "./goneRound.js";
import { actObjects } from "./actObjects.js";
import { soughtPerson } from "./soughtPerson.js";
import { agentsOfActs } from "./agents.js";
import { incidentClauses, withoutWords } from "./incidents.js";
import { regExpText } from "./regExpText.js";

export interface ReadMissionOptions {
  readonly wordnet?: WordNet;
}

const SHARED_WORDNET = new WordNet();

/**
 * Read any mission into a typed goal with general English only: compromise for the grammar, WordNet for what
 * the words mean (a thing, an event, a place, a person), and a few question forms (cues.ts). Nothing here knows
 * a mission, a world or a class of object; grounding the goal in a map is the planner's job.
 */
export async function readMission(
  said: string,
  options: ReadMissionOptions = {},
): Promise<MissionGoal> {
  const wordnet = options.wordnet ?? SHARED_WORDNET;
  // Read as spelled out ("whats wrong" is "what's wrong", not a noun "whats"); the goal keeps what was said.
  const text = expandNounContractions(
    await isBeforeAdverbs(wordnet, await correctSpelling(wordnet, spellContractions(said))),
  );
  const tokens = await nounsWordNetKnows(
    wordnet,
    await wordnetLemmas(
      wordnet,
      await imperativesBeforeNumberedThings(
        wordnet,
        await nounsOpeningStatements(wordnet, numbersOpeningStatements(tokenize(text))),
      ),
    ),
  );
  const split = await ownersSplit(wordnet, nounPhrases(tokens), tokens);
  const read = await placesInAList(
    wordnet,
    piecesOfThings(
      partsOfPlaces(await withCompounds(wordnet, split.phrases, tokens), tokens),
      tokens,
    ),
    tokens,
  );
  const done = await actObjects(wordnet, read, tokens, await lightVerbActs(wordnet, read, tokens));
  // A coined compound ("the sit-on-tops") is its own head: its last word says nothing of what it is.
  const coined = new Set<number>();
  for (const phrase of done.phrases)
    if (await coinedCompound(wordnet, tokens, phrase)) coined.add(phrase.start);
  const phrases = done.phrases.map((phrase) =>
    coined.has(phrase.start) ? { ...phrase, head: phrase.text } : phrase,
  );
  const kinds = new Map<string, SenseKind>();
  for (const phrase of phrases) {
    const possessed =
      POSSESSIVES.has(tokens[phrase.start - 1]?.word ?? "") || split.owners.has(phrase.start - 1);
    // ("Mill Row are ringing me": a name said with capitals is who or where, whatever its words are.)
    const last = tokens[phrase.end]?.word ?? "";
    const named =
      /^[a-z]+$/.test(last) &&
      new RegExp(`\\b${last.charAt(0).toUpperCase()}${last.slice(1)}\\b`).test(text);
    const kind = coined.has(phrase.start)
      ? "unknown"
      : await senseKinds(wordnet, phrase, { possessed, named });
    // ("I've lost my handheld VHF": initials someone owns name their device, whatever else WordNet files them as
    // — a frequency band, an illness.)
    const initials =
      possessed &&
      /^[a-z]{2,5}$/.test(last) &&
      new RegExp(`\\b${last.toUpperCase()}s?\\b`).test(text);
    kinds.set(phrase.text, initials && kind.startsWith("abstract") ? "unknown" : kind);
  }
  // "the board in the feed room": read again as standing somewhere, where what it stands in is a place or a thing.
  for (const phrase of phrases)
    if (kinds.get(phrase.text) === "abstract" && saidToStand(tokens, phrase, phrases, kinds))
      kinds.set(phrase.text, await senseKinds(wordnet, phrase, { located: true }));
  await thingsInAList(wordnet, phrases, tokens, kinds);
  const hiddenFromAir = HIDDEN_PATTERN.test(text);
  const subjects: Subject[] = [];
  const secondary: Subject[] = [];
  const causes: Subject[] = [];
  const places: PlaceQualifier[] = [];
  const senses = await verbSenses(wordnet, tokens);
  // "I put the grab bag down": what is put down is a thing, whatever WordNet lists first (a grab bag as a mixed lot).
  for (const phrase of phrases)
    if (kinds.get(phrase.text) === "abstract" && setDown(tokens, phrase, senses.placing))
      kinds.set(phrase.text, "thing");
  const whenClause = timeClause(tokens);
  const incidents = await incidentClauses(wordnet, tokens, phrases, kinds);
  for (const i of incidents) whenClause.add(i);
  const agents = agentsOfActs(phrases, tokens, kinds);
  const listedFeatures = featuresInAList(phrases, tokens);
  const acts = await lightVerbActs(wordnet, phrases, tokens);
  for (const start of done.changed) acts.delete(start);
  // A teller said with where they are from ("the lady from van 22 reckons"): neither is what to look at.
  const tellers = new Set<number>();
  // Places said of a person ("the couple in Byre Cottage"): who they are, not where to look for a thing.
  const whereSomeoneIs = new Set<string>();
  const sources: string[] = [];
  for (const phrase of phrases) {
    // ("Boaters on the moorings say …": whatever opens a sentence and says something is a person, whatever the
    // word's first sense.)
    const opens = tokens[phrase.start - 1]?.sentence !== phrase.sentence;
    const speaker =
      kinds.get(phrase.text) === "human" ||
      (opens && phrase.plural && (await hasPersonSense(wordnet, phrase.head)));
    const verb = speaker ? tellerFrom(phrase, tokens, senses) : undefined;
    for (let i = phrase.start; verb !== undefined && i < verb; i += 1) tellers.add(i);
    if (speaker && kinds.get(phrase.text) !== "human" && senses.telling.has(phrase.end + 1))
      tellers.add(phrase.start);
  }
  const idioms = await idiomPhrases(wordnet, phrases, tokens);
  for (const start of await mediaPhrases(wordnet, phrases, tokens)) idioms.add(start);
  for (const start of await similes(wordnet, phrases, tokens)) idioms.add(start);
  const heardElsewhere = await perceivedElsewhere(wordnet, phrases, tokens, kinds);
  const thingsNamedGenerically = await genericHeadsOfThings(wordnet, phrases, tokens);
  for (const phrase of phrases)
    if (thingsNamedGenerically.has(phrase.start)) kinds.set(phrase.text, "thing");
  for (const phrase of phrases) {
    const kind = kinds.get(phrase.text) ?? "unknown";
    if (
      idioms.has(phrase.start) ||
      acts.has(phrase.start) ||
      tellers.has(phrase.start) ||
      (!thingsNamedGenerically.has(phrase.start) &&
        ignored(phrase, kind, tokens, hiddenFromAir, senses))
    )
      continue;
    if (tokens[phrase.start - 1]?.word === "still" && phrase.start === phrase.end) continue;
    // "Not the black lab, he's fine", "it's not the boiler": what is said not to be meant is neither a thing to
    // look for nor a place to look.
    if (negated(phrase, tokens)) continue;
    if (await partOfADescription(wordnet, phrase, phrases)) continue;
    const entry: Subject = {
      text: phrase.text,
      head: phrase.head,
      concrete: kind === "thing" || kind === "unknown" || kind === "substance" || kind === "human",
      quantity: phrase.plural ? "all" : "one",
      sense: kind,
      // "before we open the gates": a thing in a clause of time is context, not what to look at.
      // "the girls scooters": whose it is is context.
      related:
        whenClause.has(phrase.start) || split.owners.has(phrase.start) || agents.has(phrase.start),
      // ("We've got a beast out": a creature out is loose, not a supply cut off.)
      ...(saidToHaveFailed(text, phrase.text) &&
      kind !== "human" &&
      !setDown(tokens, phrase, senses.placing) &&
      !(await firstOfAllACreature(wordnet, phrase.head))
        ? { failed: true }
        : {}),
    };
    // Events and abstractions are not places ("came through the wind"), unless a way ("on the riverside walk").
    const placeLike =
      (kind !== "event" && kind !== "time") ||
      (await wayNamedAsAct(wordnet, phrase, kind)) ||
      (kind === "event" && placedAt(tokens, phrase, senses));
    // "go round the reefers and make sure every one of them is on": things gone round, and then pointed back
    // to, are what to check; a place gone round is still a place.
    // ("go round the four tanks in A bund", "go down the chargers, 1 to 6": things gone round or along by their
    // count or their numbers are each to be seen.)
    const goneAlong =
      kind === "thing" &&
      phrase.plural &&
      ALONG_A_SET.has(phrase.preposition ?? "") &&
      (countedAbove(tokens, phrase.start) ||
        /^\d+$/.test(tokens[phrase.end + 1]?.word ?? "") ||
        (ROUND.has(phrase.preposition ?? "") && (await goneRound(wordnet, tokens, phrase.start))));
    const governed =
      particle(phrase, tokens, senses) ||
      goneAlong ||
      (kind === "thing" &&
        phrase.plural &&
        (phrase.preposition === "round" || phrase.preposition === "around") &&
        POINTED_BACK.test(text.slice(text.toLowerCase().indexOf(phrase.head))));
    // "a call from the sailing club", "word from the office": where news came from is who sent it, not a place.
    if (
      (phrase.preposition === "from" && (await newsFrom(wordnet, phrase, phrases))) ||
      heardElsewhere.has(phrase.start)
    ) {
      secondary.push({ ...entry, related: true });
      sources.push(phrase.text);
      continue;
    }
    if (neededOn(text, phrase)) {
      secondary.push({ ...entry, related: true });
      continue;
    }
    if (
      phrase.preposition !== undefined &&
      // ("flowers on their dad's bench": whose it is says nothing of where; the bench is the place. "Paddock 3's
      // gate" is by the paddock.)
      !(kind === "human" && ownsTheNext(tokens, phrase, phrases)) &&
      // ("left the gas monitor up the valve tower": "up" after a thing, not a verb, says where it is.)
      (SPATIAL_PREPOSITIONS.has(phrase.preposition) ||
        phrase.preposition === "up" ||
        (await signComesFrom(wordnet, phrase, phrases, tokens))) &&
      !governed &&
      placeLike &&
      !(await allRoundAnEvent(wordnet, tokens, phrase, phrases))
    ) {
      const denied = phrase.preposition !== "from" && deniedPlace(phrase, tokens, phrases);
      places.push({
        // (Where a sign comes from is where it is.)
        relation: phrase.preposition === "from" ? "at" : denied ? "near" : phrase.preposition,
        text: numbered(phrase, tokens),
        head: phrase.head,
        ...(denied ? { denied: true } : {}),
      });
      if (await saysWhereAPersonIs(wordnet, phrase, phrases, kinds, tokens))
        whereSomeoneIs.add(phrase.text);
    } else if (
      kind === "event" &&
      entry.failed === true &&
      (await isEnergy(wordnet, phrase.head))
    ) {
      // "No heat, no lights": heat that stopped is a supply cut off, as power is, not a happening.
      subjects.push(entry);
    } else if (kind === "event" && listedFeatures.has(phrase.start)) {
      // ("… and FIRST AID on the flap": lettering on the thing, not a happening.)
      secondary.push({ ...entry, related: true, feature: true });
    } else if (
      kind === "event" &&
      phrase.preposition === "to" &&
      (await goneTo(wordnet, tokens, phrase.start)) &&
      (await namesAMadeThing(wordnet, phrase.head))
    ) {
      // ("get yourself up to the intake": where one goes to is a place, when the word names a made thing too — an
      // intake is also an opening that takes water in. "What's happened to the heat" goes nowhere.)
      places.push({ relation: "to", text: numbered(phrase, tokens), head: phrase.head });
      secondary.push({ ...entry, related: true });
    } else if (kind === "event") {
      causes.push(entry);
    } else if (phrase.preposition === "out of" || phrase.preposition === "onto") {
      // "get out of the deanery onto the close": where from and where to. (A noise or a smell out of a place is
      // there: "screeching out of the workshop".)
      const said = phrases.filter((p) => p.sentence === phrase.sentence && p.end < phrase.start);
      const sign = said.at(-1);
      const signThere =
        phrase.preposition === "out of" &&
        sign !== undefined &&
        (await perceivedSign(wordnet, sign.head)) !== undefined;
      places.push({
        relation: phrase.preposition === "onto" ? "to" : signThere ? "at" : "from",
        text: numbered(phrase, tokens),
        head: phrase.head,
      });
      secondary.push({ ...entry, related: true });
    } else if (
      phrase.preposition === undefined ||
      phrase.preposition === "of" ||
      // "called about a runner", "a report about a leak": what the news is about is the subject.
      phrase.preposition === "about" ||
      governed
    ) {
      subjects.push(entry);
    } else {
      // "from the boat", "to the depot", "for the crew": related, after the mission's own subjects.
      if (phrase.preposition === "from" || phrase.preposition === "to")
        places.push({
          relation: phrase.preposition,
          text: numbered(phrase, tokens),
          head: phrase.head,
        });
      secondary.push({
        ...entry,
        related: true,
        ...(phrase.preposition === "with" ? { feature: true } : {}),
      });
    }
  }
  const someone = await indefinitePerson(wordnet, tokens, whenClause);
  if (someone !== undefined && !subjects.some((s) => s.head === someone.head))
    subjects.push(someone);
  // "Stan's car has been there since six … go and find him": the person is sought; what is said of them is why.
  const sought = await soughtPerson(wordnet, tokens);
  if (sought !== undefined && !subjects.some((s) => s.sense === "human" && !s.related)) {
    subjects.splice(
      0,
      subjects.length,
      sought,
      ...subjects.map((s) => (s.concrete && s.sense !== "human" ? { ...s, related: true } : s)),
    );
  }
  const verbList = verbs(tokens);
  const purpose = purposeClause(text);
  // With a purpose ("anything we could use to …"), the people and things around it are its context.
  // The lap of "do a lap of the yard" is the going round, not a thing.
  const round = ROUND_PATTERN.exec(text)?.[1]?.toLowerCase();
  // "a sweep of the arboretum walk": what is gone round is a place, whatever else its head names (a walk is
  // first an act in WordNet).
  if (round !== undefined) {
    const goneRound = causes.findIndex((c) =>
      new RegExp(
        `\\b${round}\\s+(?:of|round|around)\\s+(?:the\\s+|our\\s+)?${regExpText(c.text)}\\b`,
        "i",
      ).test(text),
    );
    const [place] = goneRound >= 0 ? causes.splice(goneRound, 1) : [];
    if (place !== undefined) subjects.push({ ...place, sense: "place" });
  }
  const allSubjects = uniqueBy(
    [...subjects, ...secondary].filter((s) => s.head !== round),
    (s) => s.text,
  ).map((s) => (purpose === undefined ? s : { ...s, related: true }));
  ownersAsContext(allSubjects, phrases, tokens, kinds);
  speakersThingsAsContext(allSubjects, phrases, tokens);
  plannedObjectsAsContext(allSubjects, phrases, tokens);
  await contactedAsContext(wordnet, allSubjects, phrases, tokens, kinds);
  const travelled = await doingsAsContext(wordnet, allSubjects, phrases, tokens, kinds);
  await toolsNotWorkers(wordnet, allSubjects, { text, phrases, tokens });
  readingsFromThings(allSubjects, phrases, tokens);
  // "A stink of diesel": one thing, the diesel smell.
  await sensationsOf(wordnet, allSubjects, phrases);
  // "The three pumps", "there's six of them": how many to look for.
  allSubjects.splice(0, allSubjects.length, ...withStatedCounts(text, allSubjects));
  // "get the water out … anything that would pump it out": "it" is the stuff said before.
  const stuff = allSubjects.find((s) => s.sense === "substance")?.text;
  const served =
    purpose !== undefined && stuff !== undefined ? purpose.replace(/\bit\b/, stuff) : purpose;
  if (served !== undefined)
    allSubjects.unshift({
      text: served,
      head: served,
      concrete: false,
      quantity: "all",
      sense: "activity",
      related: false,
    });
  const parsed = parseInstruction(text);
  const instruction = (await goingToFindOut(wordnet, parsed, tokens)) ? undefined : parsed;
  const unsupported = instruction === undefined && asksWhatItCannotDo(text, tokens, verbList);
  const kind: GoalKind =
    instruction !== undefined
      ? "instruction"
      : classify({
          text: withoutWords(text, tokens, incidents),
          tokens,
          purpose,
          subjects: allSubjects,
          causes,
          unsupported,
          movesOrCarries: await motionVerbs(wordnet, verbList),
          othersMove: await othersMove(wordnet, text),
          travelsAWay:
            (await wayTravelled(wordnet, text, [...allSubjects, ...places])) !== undefined,
          places: places.length,
          sensed: await someSensed(wordnet, [...allSubjects, ...causes]),
          fitForMotion: await fitForMotion(wordnet, text, allSubjects),
          aboutAWay:
            (await wayAsked(
              wordnet,
              text,
              [...allSubjects, ...waysReadAsActs(text, causes)],
              FIT_WORDS,
            )) !== undefined || (await wayStateAsked(wordnet, text, allSubjects)) !== undefined,
        });
  // A thing is sought ("he dropped his car keys"): the place a person is said to be from or staying at is who
  // they are, so it is dropped — while other places remain to say where to look.
  const seeksAThing = allSubjects.some(
    (s) => !s.related && s.concrete && s.sense !== "human" && s.sense !== "substance",
  );
  if (kind === "find" && seeksAThing) groupsAsContext(allSubjects, phrases, tokens);
  if (kind === "find") whereaboutsSought(tokens, phrases, allSubjects, causes);
  // "Scouts are coming to clear the pond. Is there a boat on the lake that's usable?": what a question asks for is
  // what is sought; the things the other sentences tell of are why.
  if (kind === "find") askedInQuestions(text, allSubjects, phrases, places);
  if (kind === "find") soughtByPronoun(text, allSubjects, phrases);
  // "Either the station or the motor house": guesses offered after the thing sought say where to look.
  if (kind === "find" && seeksAThing) guessedPlaces(allSubjects, phrases, tokens, places);
  if (kind === "find" && seeksAThing) searchedAlready(allSubjects, phrases, tokens, places);
  if (kind === "find" && seeksAThing) waysTravelledAsPlaces(travelled, allSubjects, places);
  if (kind === "find" && seeksAThing && places.some((p) => !whereSomeoneIs.has(p.text)))
    places.splice(0, places.length, ...places.filter((p) => !whereSomeoneIs.has(p.text)));
  const shape =
    kind === "route" ? routeShape({ text, places, subjects: allSubjects, causes }) : undefined;
  // "From there" names where the route starts: the place said before it.
  if (shape?.from !== undefined)
    places.push({ relation: "from", text: shape.from, head: shape.from.split(" ").at(-1) ?? "" });
  // (A way may have been read as an act: "the riverside walk" is a walk, and a path too.) The way round that the
  // mission sets against the one it asks about is not that way.
  const notAvoided = <T extends { readonly text: string }>(items: readonly T[]): T[] =>
    items.filter((item) => item.text !== shape?.avoid);
  const wayNamed =
    kind === "route"
      ? ((await wayAsked(
          wordnet,
          text,
          // (What the mission is about before its ends: "is the riverside walk ok from the gate to the lane?")
          notAvoided([...allSubjects, ...causes]).sort(
            (a, b) => Number(a.related) - Number(b.related),
          ),
          WAY_STATE_WORDS,
        )) ?? (await wayTravelled(wordnet, text, notAvoided([...allSubjects, ...places]))))
      : undefined;
  // "west road's shut … can it get round another way?": the way named is the one to go without, not the route.
  const wayRoundIt = wayNamed !== undefined && asksAnotherWay(text);
  const way = wayRoundIt ? undefined : wayNamed;
  const avoid = wayRoundIt ? wayNamed : shape?.avoid;
  const asked =
    kind === "assess" || kind === "survey"
      ? askedOfEverything(allSubjects, phrases, tokens)
      : allSubjects;
  const answer =
    kind === "route"
      ? "route_open"
      : kind === "find"
        ? "found"
        : kind === "assess"
          ? "condition"
          : kind === "explain"
            ? "cause"
            : "report";
  const states = kind === "assess" || kind === "find" ? expectedStates(tokens) : [];
  const askedWhich = kind === "assess" || kind === "survey" ? soughtStates(tokens) : [];
  const goal: MissionGoal = {
    kind,
    text: said,
    subjects: asked,
    causes,
    places,
    ...directionOf(text),
    ...(way === undefined ? {} : { way }),
    ...(shape?.direct === true ? { direct: true } : {}),
    ...(avoid === undefined ? {} : { avoid }),
    constraints: { hiddenFromAir },
    ...(states.length > 0 ? { expectedStates: states } : {}),
    ...(askedWhich.length > 0 ? { soughtStates: askedWhich } : {}),
    answer,
    labels: labelsOf(
      allSubjects,
      kinds,
      await personWord(wordnet),
      await kindNames(wordnet, allSubjects),
    ),
    query: queryFor(answer),
    ...(instruction === undefined ? {} : { instruction }),
    unsupported,
    ...(sources.length > 0 ? { sources } : {}),
  };
  return missionGoalSchema.parse(goal);
}

/** "Can people walk …?": a verb of motion follows the subject (of one to three words) of a question about others. */
async function othersMove(wordnet: WordNet, text: string): Promise<boolean> {
  const words = ASKS_OTHERS_ABILITY.exec(text)?.[1]?.toLowerCase().split(/\s+/) ?? [];
  for (const word of words.slice(1, 4)) {
    if (["still", "safely", "just"].includes(word)) continue;
    if (await motionVerbs(wordnet, [{ lemma: word }])) return true;
  }
  return false;
}

/**
 * "Is the dog walk ok to use": a way read as an act (WordNet's "walk" is first the walking) said, within a couple of
 * words, to be fit for use. Only so close: "in by the east walk … check the girls are ok" asks nothing of the walk.
 */
function waysReadAsActs(text: string, causes: readonly Subject[]): Subject[] {
  return causes.filter((cause) =>
    new RegExp(
      `\\b${regExpText(cause.text)}\\b(?:\\s+\\w+){0,2}?\\s+(?:${FIT_WORDS.source}|passable|open)`,
      "i",
    ).test(text),
  );
}

function directionOf(text: string): { direction?: { compass: Compass; of?: string } } {
  const match = COMPASS_PATTERN.exec(text);
  const compass = (match?.[1] ?? match?.[3])?.toLowerCase() as Compass | undefined;
  if (compass === undefined) return {};
  const of = match?.[2]?.toLowerCase();
  return { direction: of === undefined ? { compass } : { compass, of } };
}

/**
 * The tagger's singular is a guess ("trellises" → "trellise"): where WordNet does not know a plural noun's lemma
 * but knows another base form of the same word (drop "es", "s", or "ies" → "y"), use that one.
 */
async function wordnetLemmas(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed: Token[] = [];
  for (const token of tokens) {
    const plural =
      token.tags.has("Plural") || (token.word !== token.lemma && token.word.endsWith("s"));
    if (!token.tags.has("Noun") || !plural || (await wordnet.senses(token.lemma)).length > 0) {
      fixed.push(token);
      continue;
    }
    const { word } = token;
    const candidates = [
      word.endsWith("ies") ? `${word.slice(0, -3)}y` : undefined,
      word.endsWith("es") ? word.slice(0, -2) : undefined,
      word.endsWith("s") ? word.slice(0, -1) : undefined,
    ].filter((c): c is string => c !== undefined && c.length > 1);
    let lemma = token.lemma;
    for (const candidate of candidates) {
      if ((await wordnet.senses(candidate)).length > 0) {
        lemma = candidate;
        break;
      }
    }
    fixed.push(lemma === token.lemma ? token : { ...token, lemma });
  }
  return fixed;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Prepositions of going past each of a row of things. */
const ALONG_A_SET: ReadonlySet<string> = new Set(["round", "around", "down", "along", "past"]);
/** The phrase opens with a count of more than one ("the four tanks", "all 6 chargers"). */
function countedAbove(tokens: readonly Token[], start: number): boolean {
  const first = tokens[start];
  return (
    first !== undefined && first.tags.has("Cardinal") && !/^(?:one|1|0|zero)$/.test(first.word)
  );
}

/** A pronoun pointing back to a set of things: "every one of them", "check them", "they're all". */
const POINTED_BACK =
  /\b(?:of them|them all|all of them|check them|they(?:'re| are)? all|each of them)\b/i;

/** Whether a word is first of all a form of energy ("heat", "electricity"): what a site is supplied with. */
async function isEnergy(wordnet: WordNet, word: string): Promise<boolean> {
  const [first] = await wordnet.senses(word, "n");
  return first !== undefined && (await isEnergySense(wordnet, first));
}

/** The phrase at `start` is where a verb of going leads ("get yourself up to …", "go along to …"). */
async function goneTo(wordnet: WordNet, tokens: readonly Token[], start: number): Promise<boolean> {
  const sentence = tokens[start]?.sentence;
  for (let i = start - 1; i >= 0 && i >= start - GOING_SPAN; i -= 1) {
    const token = tokens[i];
    if (token === undefined || token.sentence !== sentence) return false;
    if (!token.tags.has("Verb") || token.tags.has("Copula") || token.tags.has("Auxiliary"))
      continue;
    return token.lemma === "get" || (await motionVerbs(wordnet, [{ lemma: token.lemma }]));
  }
  return false;
}

/** Words a verb of going may stand before the place it leads to ("get yourself up to the …"). */
const GOING_SPAN = 5;
