import nlp from "compromise";

/**
 * Verbs whose participle is their plain form ("it has come", "it has burst"): the tagger's conjugation gives no
 * participle for them.
 */
const PLAIN_PARTICIPLES: ReadonlySet<string> = new Set([
  "come",
  "become",
  "run",
  "cut",
  "put",
  "set",
  "shut",
  "split",
  "burst",
  "spread",
]);

/** The word is the past participle of a verb ("come", "gone", "blown"), as English conjugates it. */
export function isParticiple(word: string): boolean {
  if (PLAIN_PARTICIPLES.has(word)) return true;
  const forms = (nlp(word).verbs().conjugate() as Record<string, string>[])[0];
  return forms?.["Participle"] === word || forms?.["PastTense"] === word;
}
