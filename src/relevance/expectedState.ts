import nlp from "compromise";
import { WordNet } from "../lexicon/index.js";
import { onceAWord } from "./onceAWord.js";

/** The words of a state and of its opposites, as WordNet gives them ("shut": shut, closed / open, ajar). */
export interface StateWords {
  readonly same: ReadonlySet<string>;
  readonly opposite: ReadonlySet<string>;
}

/**
 * A state word's synonyms and its antonyms with the adjectives similar to them (WordNet): "locked" → unlocked;
 * "shut" → open, ajar; "cold" → hot, warm. Only the commonest sense: rarer ones bring in unrelated words.
 */
export const stateWords = onceAWord(lookUp);

/** One dictionary for every state word: it caches what it has looked up. */
let shared: WordNet | undefined;

async function lookUp(word: string): Promise<StateWords> {
  const wordnet = (shared ??= new WordNet());
  const same = new Set<string>([word]);
  const opposite = new Set<string>();
  const adjective = (await wordnet.senses(word, "a"))[0];
  if (adjective !== undefined) {
    for (const w of adjective.words) same.add(w);
    for (const antonym of await wordnet.related(adjective, ["antonym"])) {
      for (const w of antonym.words) opposite.add(w);
      // Similar words only in their commonest sense: "white-hot" is like hot, but "white" is a colour first.
      for (const similar of await wordnet.related(antonym, ["similar"]))
        for (const w of similar.words)
          if ((await wordnet.senses(w, "a"))[0]?.offset === similar.offset) opposite.add(w);
    }
  }
  // "locked": the participle of a verb whose antonym ("unlock") gives the opposite state ("unlocked").
  const infinitive =
    nlp(`it was ${word}`)
      .verbs()
      .toInfinitive()
      .text()
      .replace(/^(?:it )?(?:be )?/, "") || word;
  const verb = (await wordnet.senses(infinitive, "v"))[0];
  if (verb !== undefined && opposite.size === 0) {
    for (const antonym of await wordnet.related(verb, ["antonym"]))
      for (const w of antonym.words) {
        opposite.add(w);
        const forms = (nlp(w).verbs().conjugate() as Record<string, string>[])[0];
        for (const form of [forms?.["PastTense"], forms?.["Participle"]])
          if (form !== undefined) opposite.add(form);
      }
  }
  // "flat" → "flattened": the -en verb of making or becoming so (WordNet defines flatten as "make flat"), its
  // participle said of a thing in the state.
  for (const form of await becomingForms(wordnet, word)) same.add(form);
  // English makes many opposites with "un-" ("locked" → unlocked); WordNet knows the ones that are words.
  if ((await wordnet.senses(`un${word}`, "a")).length > 0) opposite.add(`un${word}`);
  for (const w of same) opposite.delete(w);
  // "off" → "on": a preposition is in every description and says nothing about the state.
  for (const w of [...opposite]) if (nlp(w).has("#Preposition")) opposite.delete(w);
  return {
    same: new Set([...same].filter((w) => !w.includes(" "))),
    opposite: new Set([...opposite].filter((w) => !w.includes(" ") && !w.includes("("))),
  };
}

/** The participles of an -en verb whose WordNet definition says the word: flat → flatten ("make flat") → flattened. */
async function becomingForms(wordnet: WordNet, word: string): Promise<string[]> {
  const stem = word.replace(/e$/, "");
  const verbs = [`${stem}en`, `${word}${word.at(-1) ?? ""}en`];
  const said = new RegExp(`\\b${word}\\b`);
  const forms: string[] = [];
  for (const verb of verbs) {
    const senses = await wordnet.senses(verb, "v");
    if (!senses.some((sense) => said.test(sense.definition))) continue;
    const conjugated = (nlp(verb).verbs().conjugate() as Record<string, string>[])[0];
    for (const form of [conjugated?.["PastTense"], conjugated?.["Participle"]])
      if (form !== undefined) forms.push(form);
  }
  return forms;
}
