import type { WordNet } from "../lexicon/index.js";
import { LIGHT_VERBS } from "./clauses.js";
import type { NounPhrase, Token } from "./phrases.js";

/** WordNet's files of nouns that name something one can go and look at. */
const LOOKABLE = new Set(["noun.artifact", "noun.object", "noun.animal", "noun.plant"]);

/**
 * "do the lifebelt check", "do a hive inspection": the act a light verb does (lightVerbActs) is done to the thing
 * its modifier names. Such a phrase becomes that thing — every one of the kind, as a routine check is — rather than
 * being dropped with the act. Only a modifier that names something one can look at (by one of its first two WordNet
 * senses as a noun), or a word WordNet does not know at all (a trade's own word): "do the morning check" and "do a safety
 * check" name no thing. Returns the phrases, and the starts of those it changed.
 */
export async function actObjects(
  wordnet: WordNet,
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
  acts: ReadonlySet<number>,
): Promise<{ phrases: NounPhrase[]; changed: Set<number> }> {
  const changed = new Set<number>();
  const out: NounPhrase[] = [];
  for (const phrase of phrases) {
    const words = phrase.text.split(" ");
    const modifier = tokens[phrase.end - 1];
    if (
      !(acts.has(phrase.start) || (await examination(wordnet, phrase, tokens))) ||
      // ("lost it doing the fence check": what someone was doing is context, not the task.)
      /ing$/.test(lightVerbBefore(phrase, tokens)?.word ?? "ing") ||
      words.length < 2 ||
      phrase.end <= phrase.start ||
      modifier === undefined ||
      // ("a right racket": how much, not what.)
      !modifier.tags.has("Noun") ||
      !(await namesAThing(wordnet, modifier))
    ) {
      out.push(phrase);
      continue;
    }
    changed.add(phrase.start);
    // ("a quick gate check": how the act is done is no part of the thing's name.)
    // ("the morning playground check": when it is done is no part of it either.)
    let from = phrase.start;
    while (from < phrase.end - 1 && !(await namesAThing(wordnet, tokens[from] as Token))) from += 1;
    out.push({
      ...phrase,
      text: tokens
        .slice(from, phrase.end)
        .map((t) => t.lemma)
        .join(" "),
      head: modifier.lemma,
      end: phrase.end - 1,
      plural: true,
    });
  }
  return { phrases: out, changed };
}

async function namesAThing(wordnet: WordNet, token: Token): Promise<boolean> {
  // (By its first two senses: a hive is first "a huge crowd", then a beehive.)
  const nouns = await wordnet.senses(token.lemma, "n");
  if (nouns.length > 0) return nouns.slice(0, 2).some((sense) => LOOKABLE.has(sense.lexName));
  // A word WordNet does not know as any part of speech is a name of the trade's; one it knows only otherwise is not.
  for (const pos of ["v", "a", "r"] as const)
    if ((await wordnet.senses(token.lemma, pos)).length > 0) return false;
  return /^[a-z][a-z-]*$/.test(token.lemma);
}

/** Verbs of looking and of finding out: "check", "inspect", "test" as what a light verb does. */
const EXAMINING = new Set(["verb.perception", "verb.cognition"]);
/** Nouns of sets and kinds ("the school group"): what is gathered, not a way of looking. */
const GROUPS = new Set(["noun.Tops", "noun.group", "noun.person"]);

/**
 * "do the fire extinguisher check": a phrase after a light verb whose head names no thing and is, as a verb, a way
 * of looking or finding out (the tagger reads such a head as a noun or not, so lightVerbActs may miss it).
 */
async function examination(
  wordnet: WordNet,
  phrase: NounPhrase,
  tokens: readonly Token[],
): Promise<boolean> {
  if (lightVerbBefore(phrase, tokens) === undefined) return false;
  const nouns = (await wordnet.senses(phrase.head, "n")).slice(0, 3);
  if (nouns.some((sense) => LOOKABLE.has(sense.lexName) || GROUPS.has(sense.lexName))) return false;
  // By the verb's commonest sense: "check" is first to look into; "racket" first to make merry.
  return EXAMINING.has((await wordnet.senses(phrase.head, "v"))[0]?.lexName ?? "");
}

/** The light verb ("do", "give", "take") a phrase is the object of, over a determiner and adjectives. */
function lightVerbBefore(phrase: NounPhrase, tokens: readonly Token[]): Token | undefined {
  for (let j = phrase.start - 1; j >= 0 && j >= phrase.start - 4; j -= 1) {
    const t = tokens[j] as Token;
    if (LIGHT_VERBS.has(t.lemma)) return t;
    if (!(t.tags.has("Determiner") || t.tags.has("Adjective") || t.tags.has("Pronoun")))
      return undefined;
  }
  return undefined;
}
