import type { WordNet } from "../lexicon/index.js";
import type { Token } from "./phrases.js";

/**
 * "the workshop smells of burning", "the shed reeks like a bonfire": a plural the tagger took for a noun, right before
 * "of" or "like", is a verb when WordNet's commonest verb of its stem is one of perceiving. Its sentence then
 * has a place ("the workshop") and a smell, not a "workshop smell".
 */
export async function sensedVerbs(wordnet: WordNet, tokens: Token[]): Promise<Token[]> {
  const fixed = [...tokens];
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1]?.word;
    if (!token.tags.has("Noun") || (next !== "of" && next !== "like")) continue;
    if (!/[^s]s$/.test(token.word) || tokens[i - 1]?.tags.has("Determiner") === true) continue;
    const stem = token.word.slice(0, -1);
    const verb = (await wordnet.senses(stem, "v"))[0];
    if (verb?.lexName !== "verb.perception") continue;
    const tags = new Set(
      [...token.tags].filter((t) => t !== "Noun" && t !== "Plural" && t !== "Singular"),
    );
    tags.add("Verb");
    tags.add("PresentTense");
    fixed[i] = { ...token, lemma: stem, tags };
  }
  return fixed;
}
