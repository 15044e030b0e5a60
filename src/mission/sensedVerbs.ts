import type { Sense, WordNet } from "../lexicon/index.js";
import type { Token } from "./phrases.js";

/**
 * "the workshop smells of burning", "the shed reeks like a bonfire": a plural the tagger took for a noun, right before
 * "of" or "like", is a verb when one of the two commonest senses WordNet gives its stem as a verb is one of perceiving. Its sentence then
 * has a place ("the workshop") and a smell, not a "workshop smell".
 */
export async function sensedVerbs(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1]?.word;
    if (next !== "of" && next !== "like") continue;
    if (token.tags.has("Verb")) {
      await placeBeforeASense(wordnet, fixed, i);
      continue;
    }
    if (!token.tags.has("Noun")) continue;
    if (!/[^s]s$/.test(token.word) || tokens[i - 1]?.tags.has("Determiner") === true) continue;
    const stem = token.word.slice(0, -1);
    const verbs = await commonestVerbSenses(wordnet, stem);
    if (!perceiving(verbs)) continue;
    // (Only after a noun that is its subject, when sensing is not the first sense: "stinks of diesel up there"
    // opening a clause stays the stink it was read as.)
    const subject = tokens[i - 1];
    if (
      verbs[0]?.lexName !== "verb.perception" &&
      (subject === undefined ||
        subject.sentence !== token.sentence ||
        subject.pause === true ||
        !subject.tags.has("Noun"))
    )
      continue;
    const tags = new Set(
      [...token.tags].filter((t) => t !== "Noun" && t !== "Plural" && t !== "Singular"),
    );
    tags.add("Verb");
    tags.add("PresentTense");
    fixed[i] = { ...token, lemma: stem, tags };
    await placeBeforeASense(wordnet, fixed, i);
  }
  return fixed;
}

/**
 * "Hire shop stinks of burning": a sentence that opens on what the tagger took for an order ("hire") and a noun,
 * with a verb of sensing after them, opens on a compound noun: the first word is the noun's modifier when WordNet
 * knows it as a noun.
 */
async function placeBeforeASense(wordnet: WordNet, tokens: Token[], verbAt: number): Promise<void> {
  const verb = tokens[verbAt] as Token;
  const noun = tokens[verbAt - 1];
  const first = tokens[verbAt - 2];
  if (noun === undefined || first === undefined || !noun.tags.has("Noun")) return;
  if (
    !(first.tags.has("Imperative") || first.tags.has("Infinitive")) ||
    noun.sentence !== verb.sentence
  )
    return;
  if (verbAt - 2 > 0 && tokens[verbAt - 3]?.sentence === first.sentence) return;
  if (!/[^s]s$/.test(verb.word)) return;
  if (!perceiving(await commonestVerbSenses(wordnet, verb.lemma))) return;
  if ((await wordnet.senses(first.word, "n")).length === 0) return;
  tokens[verbAt - 2] = {
    ...first,
    lemma: first.word,
    tags: new Set(["Noun", "Singular"]),
  };
}

/** The two commonest senses WordNet gives a word as a verb: "stink" is first "be bad", then "smell bad". */
export async function commonestVerbSenses(wordnet: WordNet, word: string): Promise<Sense[]> {
  return (await wordnet.senses(word, "v")).slice(0, 2);
}

function perceiving(senses: readonly Sense[]): boolean {
  return senses.some((sense) => sense.lexName === "verb.perception");
}
