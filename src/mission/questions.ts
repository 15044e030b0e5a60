import nlp from "compromise";
import type { PlaceQualifier, Subject } from "./MissionGoal.js";
import type { NounPhrase, Token } from "./phrases.js";

/**
 * "Scouts are coming to clear the pond. Is there a boat on the lake that's usable?": when a question whether
 * something is to be had names a thing of its own, the things only the other sentences name are context (why it is wanted, what happened),
 * marked related in place, and the places they tell of are dropped. A question that names nothing ("can you find
 * it?") changes nothing.
 */
/** "Where's the ladder gone?", "where's my phone?": where one known thing is — not the nearest of a kind. */
const WHEREABOUTS =
  /\bwhere(?:'s|\s+is|\s+are|\s+has|\s+have)\s+(?:the|my|our|his|her|their|that|this|your)\s+(?!nearest\b|closest\b)\w+/i;

/**
 * A question whether something is to be had or where it is: "is there a …", "are there any …", "have we got a …",
 * "where's the nearest …".
 */
const EXISTENTIAL =
  /\b(?:is there|are there|is there any|got (?:a|an|any)|have we (?:got )?(?:a|an|any)|do we have|anything|any|where(?:'s|\s+is|\s+are|\s+do|\s+can))\b/i;

export function askedInQuestions(
  text: string,
  subjects: Subject[],
  phrases: readonly NounPhrase[],
  places: PlaceQualifier[] = [],
): void {
  const sentences = (nlp(text).json() as { text: string }[]).map((s) => s.text.trim());
  if (sentences.length < 2) return;
  const asking = new Set(
    sentences.flatMap((sentence, index) =>
      sentence.endsWith("?") && EXISTENTIAL.test(sentence) ? [index] : [],
    ),
  );
  if (asking.size === 0 || asking.size === sentences.length) return;
  const sentenceOf = (subject: Subject): number | undefined =>
    phrases.find((p) => p.text === subject.text)?.sentence;
  const asked = subjects.some(
    (s) =>
      !s.related &&
      s.concrete &&
      s.sense !== "human" &&
      s.sense !== "substance" &&
      asking.has(sentenceOf(s) ?? -1),
  );
  if (!asked) return;
  for (const [k, s] of subjects.entries()) {
    const sentence = sentenceOf(s);
    if (!s.related && sentence !== undefined && !asking.has(sentence))
      subjects[k] = { ...s, related: true };
  }
  // So are the places they tell of: "the ewes in the river field" is where the water is wanted, not where a
  // bowser may be. (Not, after asking where one thing of the speaker's has got to, those of what happened to it —
  // "where's the ladder gone? Sam had it in the gym": where it was last is where to look — though still those of
  // what it is wanted for: "need it for the paths round the offices".)
  const whereabouts = [...asking].every((index) => WHEREABOUTS.test(sentences[index] ?? ""));
  const past = new Map<number, boolean>();
  const toldOfThePast = (index: number): boolean => {
    const known = past.get(index);
    if (known !== undefined) return known;
    const told = nlp(sentences[index] ?? "").has("(#PastTense|had)");
    past.set(index, told);
    return told;
  };
  const placeSentence = (place: PlaceQualifier): number | undefined =>
    phrases.find((p) => p.text === place.text && p.preposition === place.relation)?.sentence;
  const kept = places.filter((place) => {
    const sentence = placeSentence(place);
    return (
      sentence === undefined || asking.has(sentence) || (whereabouts && toldOfThePast(sentence))
    );
  });
  places.splice(0, places.length, ...kept);
}

/**
 * "Where's the sludge skip got to?", "where has the big ladder gone?": what a question of whereabouts asks after
 * is a thing sought, whatever WordNet makes of its words (a skip is an act there, not a bin). Moves, in place,
 * the phrase that comes right after "where's" from the happenings to the things sought.
 */
export function whereaboutsSought(
  tokens: readonly Token[],
  phrases: readonly NounPhrase[],
  subjects: Subject[],
  causes: Subject[],
): void {
  for (const [i, token] of tokens.entries()) {
    // (A question, not a relative clause: "where's the …", "where has the … gone", not "where the path reaches".)
    const asks =
      token.word === "where's" ||
      (token.word === "where" &&
        (tokens[i + 1]?.tags.has("Copula") === true || HAVE.has(tokens[i + 1]?.word ?? "")));
    if (!asks) continue;
    const phrase = phrases.find((p) => p.start > i && p.sentence === token.sentence);
    if (phrase === undefined || phrase.preposition !== undefined) continue;
    // (Only a copula, "has"/"have" or a determiner between: "where did you see …" asks something else.)
    const between = tokens.slice(i + 1, phrase.start);
    if (!between.every((t) => t.tags.has("Copula") || t.tags.has("Determiner") || HAVE.has(t.word)))
      continue;
    const at = causes.findIndex((c) => c.text === phrase.text);
    if (at < 0) continue;
    const [cause] = causes.splice(at, 1);
    if (cause !== undefined) subjects.push({ ...cause, sense: "thing", concrete: true });
  }
}

const HAVE: ReadonlySet<string> = new Set(["has", "have", "'s"]);
