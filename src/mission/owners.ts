import type { Subject } from "./MissionGoal.js";
import type { NounPhrase, Token } from "./phrases.js";
import type { SenseKind } from "./senseKinds.js";

const THIRD_PERSON_OWNERS = new Set(["his", "her", "their"]);
const OBJECT_PRONOUNS = new Set(["him", "her", "them"]);

/** Marks, in place, the people who only own or lost what is sought as context. */
export function ownersAsContext(
  subjects: Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
  kinds: ReadonlyMap<string, SenseKind>,
): void {
  // "one of the scouts has lost his compass": a thing someone owns (his, her, their) is what to find; its owner,
  // said before it, is who it belongs to.
  const owned = phrases.filter(
    (p) =>
      THIRD_PERSON_OWNERS.has(tokens[p.start - 1]?.word ?? "") && kinds.get(p.text) !== "human",
  );
  for (const [i, s] of subjects.entries())
    if (
      s.sense === "human" &&
      owned.some((p) => subjects.some((t) => t.text === p.text && !t.related)) &&
      phrases.some(
        (p) =>
          p.text === s.text &&
          owned.some(
            (o) =>
              o.start > p.end &&
              // "find him and his dog": the owner is sought too.
              !tokens.slice(p.end + 1, o.start - 1).some((t) => OBJECT_PRONOUNS.has(t.word)),
          ),
      )
    )
      subjects[i] = { ...s, related: true };
}

/** The speaker, or the speaker's party, as the subject of "have". */
const FIRST_PERSON = new Set(["i", "we", "i've", "we've"]);

/**
 * "I've 40 bags of feed on the back for you but your pallet truck's not in the store": what the speaker already
 * has is why they ask, not what to look for. Marks, in place, a thing right after the speaker's "have" (and
 * the "of" phrase that says what it holds) as context, when something else is still asked about.
 */
export function speakersThingsAsContext(
  subjects: Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): void {
  const had = new Set<string>();
  for (const [i, phrase] of phrases.entries()) {
    let at = phrase.start - 1;
    while (at > 0 && (tokens[at]?.tags.has("Value") === true || tokens[at]?.lemma === "get"))
      at -= 1;
    const verb = tokens[at];
    if (verb?.lemma !== "have" || verb.tags.has("Negative")) continue;
    const speaker = FIRST_PERSON.has(verb.word) ? verb : tokens[at - 1];
    if (speaker === undefined || !FIRST_PERSON.has(speaker.word)) continue;
    had.add(phrase.text);
    const next = phrases[i + 1];
    if (next?.preposition === "of" && next.start === phrase.end + 2) had.add(next.text);
  }
  const asked = subjects.some((s) => !s.related && s.concrete && !had.has(s.text));
  if (!asked) return;
  for (const [i, s] of subjects.entries())
    if (had.has(s.text) && s.sense !== "substance") subjects[i] = { ...s, related: true };
}
