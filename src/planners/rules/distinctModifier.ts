import type { WordNet } from "../../lexicon/index.js";
import type { NodeIndex } from "./nodeIndex.js";

/** A word this short that says which place is an abbreviation ("MT", "QM"), whatever else WordNet files it as. */
const ABBREVIATION_LETTERS = 2;

/**
 * "the MT shed" when the map says "mt_workshop", "the QM's hut" for "qm_stores": a word that says which place and is
 * no English word (an abbreviation, a name of the site's own) names the one place whose name has it, whatever the
 * place is called after it. Only when one place has it: "Holmscar lane" says nothing among Holmscar beck and
 * Holmscar wood. (A building and its floor are one place.)
 */
export async function byDistinctModifier(
  wordnet: WordNet,
  index: NodeIndex,
  words: readonly string[],
): Promise<string[]> {
  const modifiers: string[] = [];
  for (const word of words.slice(0, -1))
    if (
      // (WordNet's "mt" is meitnerium or Montana; two letters on a site are its own abbreviation.)
      word.length <= ABBREVIATION_LETTERS ||
      ((await wordnet.senses(word, "n")).length === 0 &&
        (await wordnet.senses(word, "a")).length === 0)
    )
      modifiers.push(word);
  if (modifiers.length === 0) return [];
  const having = index.nodes.filter((name) =>
    modifiers.some((w) => index.nameWordsOf(name).includes(w)),
  );
  const roots = having.filter((name) => !having.some((other) => name.startsWith(`${other}_`)));
  return roots.length === 1 ? having : [];
}
