import { numberWord, singularWord, type WordNet } from "../../lexicon/index.js";
import type { MissionGoal } from "../../mission/index.js";

/** Colour words, found once per word: a noun with a sense that is an attribute and a kind of colour. */
const COLOURS = new WeakMap<WordNet, Map<string, boolean>>();

/**
 * What a mission says anywhere that tells one thing of a kind from another of the same kind: its number ("Number
 * 5, the big one", "trolley 9") and its colours ("it's a green one", "with the red handle"). A description of the
 * same kind of thing that names numbers or colours, none of them the mission's, is another one — the grey chair
 * tagged 4 is not number 5 with the red handle. A description naming one of the mission's values, or none at all,
 * rules nothing out (a dog "with a red collar" may be brown and white).
 */
export async function identifyingValues(
  wordnet: WordNet,
  goal: MissionGoal,
  kindWords: readonly string[],
): Promise<{ numbers: Set<string>; colours: Set<string> }> {
  const words =
    goal.text
      .toLowerCase()
      .replace(/(\d+)\s*[-–]\s*(\d+)/g, "$1 to $2")
      .match(/[a-z0-9]+/g) ?? [];
  const heads = new Set([
    ...goal.subjects.filter((s) => !s.related).flatMap((s) => s.head.split(" ")),
    ...kindWords,
  ]);
  const numbers = new Set<string>();
  words.forEach((word, index) => {
    const value = numberWord(word);
    const before = words[index - 1] ?? "";
    // "number 3", "no 3", "buggy 7": a figure after "number", the thing's head or a word of its kind names the
    // thing; "at 10" does not. So does one before a head said in the singular, "the spare 65 die" (one counted
    // would be "one die"; more, "two dies").
    if (
      value !== undefined &&
      (before === "number" ||
        before === "no" ||
        heads.has(before) ||
        heads.has(singularWord(before)) ||
        // "bollards 6 and 7": a figure joined to one that names the thing names another of them.
        ((before === "and" || before === "or") &&
          numbers.has(numberWord(words[index - 2] ?? "") ?? "")))
    )
      numbers.add(value);
    else if (
      value !== undefined &&
      /^\d+$/.test(word) &&
      word !== "1" &&
      heads.has(words[index + 1] ?? "") &&
      !saidInThePlural(words.slice(index + 1, index + 4), heads)
    )
      numbers.add(value);
    // "lane signs 1-6", "doors 5 to 8": a range names every number in it.
    const to = words[index + 1] === "to" ? words[index + 2] : undefined;
    const end = /^\d+$/.test(word) && numbers.has(value ?? "") ? Number(to ?? NaN) : NaN;
    for (let n = Number(word) + 1; n <= end && end - Number(word) <= MAX_RANGE; n += 1)
      numbers.add(numberWord(String(n)) ?? String(n));
  });
  const colours = new Set<string>();
  for (const word of new Set(words)) if (await isColour(wordnet, word)) colours.add(word);
  return { numbers, colours };
}

/** The widest range of numbers read as naming things one by one ("doors 5 to 8"). */
const MAX_RANGE = 30;

/** A head word said in the plural among these words: "two danish trolleys" counts them, it names none. */
function saidInThePlural(words: readonly string[], heads: ReadonlySet<string>): boolean {
  return words.some((w) => singularWord(w) !== w && heads.has(singularWord(w)));
}

/** "not the 65", "not number 5": group 1 is a value a description says the thing does not have. */
const DENIED_VALUE = /\bnot\s+(?:the\s+|a\s+|an\s+|number\s+|no\.?\s+)?([a-z0-9]+)\b/g;

/** A description names other values than the mission's, and none of them: it describes another thing. */
export async function namesOtherValues(
  wordnet: WordNet,
  description: string,
  values: { numbers: ReadonlySet<string>; colours: ReadonlySet<string> },
): Promise<boolean> {
  const words = [...new Set(description.toLowerCase().match(/[a-z0-9]+/g) ?? [])];
  if (values.numbers.size > 0) {
    // "the 73 mm die, not the 65": a value denied is another thing's.
    const denied = [...description.toLowerCase().matchAll(DENIED_VALUE)]
      .map((m) => numberWord(m[1] ?? ""))
      .filter((n): n is string => n !== undefined);
    if (denied.some((n) => values.numbers.has(n))) return true;
    const said = numbersIn(description).filter((n) => !denied.includes(n));
    if (said.length > 0 && !said.some((n) => values.numbers.has(n))) return true;
  }
  if (values.colours.size > 0) {
    const said: string[] = [];
    for (const word of words) if (await isColour(wordnet, word)) said.push(word);
    if (said.length > 0 && !said.some((c) => values.colours.has(c))) return true;
  }
  return false;
}

async function isColour(wordnet: WordNet, word: string): Promise<boolean> {
  if (word.length < 3 || numberWord(word) !== undefined) return false;
  const known = COLOURS.get(wordnet) ?? new Map<string, boolean>();
  COLOURS.set(wordnet, known);
  const cached = known.get(word);
  if (cached !== undefined) return cached;
  // Any of the word's senses as an attribute that is a colour: "orange" is first a fruit, "grey" first a person.
  let colour = false;
  for (const sense of await wordnet.senses(word, "n")) {
    if (sense.lexName !== "noun.attribute") continue;
    const above = await wordnet.closure(sense, ["hypernym"], { depth: 3 });
    if (above.some((entry) => entry.sense.words.some((w) => w === "color" || w === "colour"))) {
      colour = true;
      break;
    }
  }
  known.set(word, colour);
  return colour;
}

/** The numbers a text says, as `numberWord` writes them ("#5"), in order. */
export function numbersIn(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .map((word) => numberWord(word))
    .filter((n): n is string => n !== undefined);
}
