import { GENERIC_NOUNS } from "./cues.js";
import type { Subject } from "./MissionGoal.js";
import { SPATIAL_PREPOSITIONS, type NounPhrase, type Token } from "./phrases.js";
import { itemsBySentence } from "./listItems.js";

/** Generic words that, asked about, mean whatever stands there ("check all the stuff", "everything ok?"). */
const WHATEVER = new Set(["thing", "stuff", "everything", "anything", "something", "kit", "gear"]);

/**
 * "A tree came down by the bandstand. Make sure all the stuff there is safe": when the sentence that asks
 * names only "everything" or "all the stuff", the things told in other sentences are what happened, not what
 * to check — the check is of whatever stands at the place. Returns the subjects with those marked as context.
 */
export function askedOfEverything(
  subjects: readonly Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): Subject[] {
  // ("Two things please. 1) check the padlock …": things counted are the jobs to come, not whatever stands there.)
  const counted = (at: number): boolean =>
    [tokens[at - 1], tokens[at - 2]].some(
      (t) => t?.sentence === tokens[at]?.sentence && t?.tags.has("Cardinal") === true,
    );
  const asking = new Set<number>();
  for (const [i, token] of tokens.entries())
    if (WHATEVER.has(token.word) && GENERIC_NOUNS.has(token.lemma) && !counted(i))
      asking.add(token.sentence);
  for (const phrase of phrases)
    if (WHATEVER.has(phrase.head) && GENERIC_NOUNS.has(phrase.head) && !counted(phrase.end))
      asking.add(phrase.sentence);
  if (asking.size === 0) return [...subjects];
  // "Check all four saunas. Doors, stoves, anything broken on them.": a question that points back at things
  // said before ("them") is about those things, whatever it asks of them.
  // (So does "it" after a preposition, "anything stuck on it": a dummy "it" is a subject, "it's all ok".)
  const pointsBack = (t: Token, i: number): boolean =>
    POINTING_BACK.has(t.word) ||
    (t.word === "it" && SPATIAL_PREPOSITIONS.has(tokens[i - 1]?.word ?? ""));
  // What else it names ("doors, stoves, anything broken on them") is what to look for on them, not other things.
  const lists = listSentences(tokens);
  const sentenceOf = new Map(phrases.map((p) => [p.text, p.sentence]));
  if (tokens.some((t, i) => asking.has(t.sentence) && pointsBack(t, i))) {
    const aspect = (s: Subject): boolean => {
      const sentence = sentenceOf.get(s.text);
      return sentence !== undefined && asking.has(sentence);
    };
    const said = subjects.some((s) => !s.related && !aspect(s));
    return subjects.map((s) => (said && aspect(s) ? { ...s, related: true } : s));
  }
  // "Drums, hoses, the spill kit. Tell me if anything's split": a list tells nothing that happened; it
  // says what the question is about.
  // ("Do the morning check for me - swings, slide, zip wire. Anything dodgy, we shut it": a sentence that asks
  // for something names what to check, as a list does.)
  const requests = new Set(tokens.filter((t) => t.tags.has("Imperative")).map((t) => t.sentence));
  return subjects.map((s) => {
    const sentence = sentenceOf.get(s.text);
    return sentence === undefined ||
      asking.has(sentence) ||
      lists.has(sentence) ||
      requests.has(sentence) ||
      s.related
      ? s
      : { ...s, related: true };
  });
}

/** Plural pronouns that point back at things already said; "it" is too often no thing at all ("it's all ok"). */
const POINTING_BACK = new Set(["them", "they", "those", "these"]);

/** Words an item of a list has at most ("the spill kit", "gas cylinders"). */
const MAX_ITEM_WORDS = 4;

/**
 * Sentences that are lists of things: two items or more between commas, most of them a few words ending on a
 * noun, and no verb ("Sluice, weir, the footbridge, all of it.").
 */
function listSentences(tokens: readonly Token[]): Set<number> {
  const lists = new Set<number>();
  for (const [sentence, spans] of itemsBySentence(tokens)) {
    const list = spans.map(({ from, to }) => tokens.slice(from, to + 1));
    if (list.length < 2 || list.some((item) => item.some((t) => t.tags.has("Verb")))) continue;
    const nominal = list.filter(
      (item) => item.length <= MAX_ITEM_WORDS && item.at(-1)?.tags.has("Noun") === true,
    );
    if (nominal.length * 3 >= list.length * 2) lists.add(sentence);
  }
  return lists;
}
