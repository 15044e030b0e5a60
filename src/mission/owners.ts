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
