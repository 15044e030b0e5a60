import type { NounPhrase, Token } from "./phrases.js";
import type { SenseKind } from "./senseKinds.js";

/** What a phrase names that can be looked for: a thing, a substance, or a word WordNet does not know. */
const LOOKED_FOR: ReadonlySet<SenseKind> = new Set(["thing", "substance", "unknown"]);

/**
 * "Ali had to ditch the skidoo on the track", "Mrs Kaur can't find her cat": a person who opens a clause as its
 * subject, and whose verb acts on a thing said straight after, is who did it — the thing is what to look for, the
 * person context. Returns the starts of such persons' phrases. (A person sought is found by soughtPerson.)
 */
export function agentsOfActs(
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
  kinds: ReadonlyMap<string, SenseKind>,
): Set<number> {
  const agents = new Set<number>();
  for (const [k, phrase] of phrases.entries()) {
    // (A first name the tagger knows is a person's, whatever else WordNet files the word under: "Terry's lost his
    // radio" — terry is a cloth too.)
    const named =
      phrase.start === phrase.end &&
      (tokens[phrase.start]?.tags.has("FirstName") === true ||
        tokens[phrase.start]?.tags.has("LastName") === true);
    if ((kinds.get(phrase.text) !== "human" && !named) || phrase.preposition !== undefined)
      continue;
    const verb = tokens[phrase.end + 1];
    if (verb === undefined || verb.sentence !== phrase.sentence || !verb.tags.has("Verb")) continue;
    // ("the volunteer doing the chapel": a participle says who the person is, not what they did.)
    if (verb.tags.has("Gerund") || verb.tags.has("Participle") || verb.word.endsWith("ing"))
      continue;
    // Up to the clause's end (a pause, or the next sentence): its first phrase is the verb's object.
    const object = phrases[k + 1];
    if (object === undefined || object.sentence !== phrase.sentence) continue;
    const between = tokens.slice(phrase.end + 1, object.start);
    if (between.some((t) => t.pause === true)) continue;
    if (object.preposition !== undefined || !LOOKED_FOR.has(kinds.get(object.text) ?? "unknown"))
      continue;
    agents.add(phrase.start);
  }
  return agents;
}
