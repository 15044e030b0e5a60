import type { Subject } from "./MissionGoal.js";
import type { NounPhrase, Token } from "./phrases.js";

/** Question words that open an infinitive of the asker's own next step ("where to send …"). */
const OPENS_A_PLAN = new Set(["where", "when", "how", "whether", "which"]);

/**
 * "tell me where the sand's worst, want to know where to send the tractor and blade": what the asker means to do
 * next with a thing, once told, is why they ask; the thing is context, and what to look at is the rest. Marks, in
 * place, the objects of such an infinitive ("where to send X", "how to get X") — up to a pause or the end of its
 * sentence — as context, when something else is still asked about.
 */
export function plannedObjectsAsContext(
  subjects: Subject[],
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): void {
  const planned = new Set<string>();
  for (const [i, token] of tokens.entries()) {
    if (!OPENS_A_PLAN.has(token.word) || tokens[i + 1]?.word !== "to") continue;
    const verb = tokens[i + 2];
    if (verb === undefined || !verb.tags.has("Verb") || verb.pause === true) continue;
    let end = i + 3;
    while (
      end < tokens.length - 1 &&
      tokens[end]?.sentence === verb.sentence &&
      tokens[end]?.pause !== true
    )
      end += 1;
    for (const phrase of phrases)
      if (phrase.start > i + 2 && phrase.end <= end && phrase.preposition === undefined)
        planned.add(phrase.text);
  }
  if (!subjects.some((s) => !s.related && !planned.has(s.text))) return;
  for (const [i, s] of subjects.entries())
    if (planned.has(s.text)) subjects[i] = { ...s, related: true };
}
