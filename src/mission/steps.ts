import nlp from "compromise";

/**
 * A mission given as a sequence ("check the gate is shut, then nip over and read me the meter"): the steps in
 * the order said. English sequence words only — "then", "after that", "afterwards", "next", "once that's done" —
 * never "by then" or "since then", and never "after that wind" (there "that" points at a noun). A step with no
 * verb of its own ("…, then the weighbridge") borrows the last verb of the step before it.
 */
const MARKER = String.raw`(?:(?:,|;|\.|!|–|—|-)\s*|\s+and\s+|\s+)(?:(?:and\s+)?then|after\s+that\s*,|afterwards\s*,?|next\s*,|once\s+(?:that'?s|that\s+is|you'?ve\s+done\s+that)\s+(?:done|sorted)?\s*,?)\s+`;
/** Words before "then" that make it a time, not a next step ("by then", "since then", "until then"). */
const NOT_A_STEP = /\b(?:by|since|until|till|from|before|just|back|only|even)\s*$/i;
/** "I checked …", "we did round …", "I've been down …": the speaker telling what they did, in the past. */
const TOLD_DONE =
  /\b(?:i|we)(?:'ve|\s+have|\s+had|'d)?\s+(?:(?:already|just|only|also)\s+)?(?:did|went|walked|checked|looked|searched|tried|been|had|took|left|came|got)\b/i;
/** A step needs this many words to be one ("then report" is a closing word, kept with the step before). */
const MIN_WORDS = 2;

/**
 * "1. go to … 2. then look over …": a numbered list, its first number at the start or after a sentence that
 * introduces it ("Evening round, in this order: 1) …").
 */
const FIRST_NUMBER = /(^\s*|[.:;!?]\s+)\(?1[.)]\s+/;
const LATER_NUMBER = /\s\(?[2-9][.)]\s+(?:then\s+)?/g;
/**
 * "Do these in order. 1 check the indicator. 2 go to door 2 …": bare numbers open a list when each starts a sentence
 * and a word follows ("door 2 on Unit 1" is inside one).
 */
const FIRST_BARE = /(^\s*|[.:;!?]\s+)1\s+(?=[a-z])/i;
const LATER_BARE = /(?<=[.;!?])\s+[2-9]\s+(?=[a-z])/gi;

export function missionSteps(said: string): string[] {
  // A numbered list is a sequence: each number after the first says "then".
  const bare = !FIRST_NUMBER.test(said) && FIRST_BARE.test(said) && said.search(LATER_BARE) >= 0;
  const text = FIRST_NUMBER.test(said)
    ? said.replace(FIRST_NUMBER, "$1").replace(LATER_NUMBER, " then ")
    : bare
      ? said.replace(FIRST_BARE, "$1").replace(LATER_BARE, " then ")
      : said;
  const marker = new RegExp(MARKER, "gi");
  // Where each step starts in the text; a step runs to the next marker.
  const spans: { start: number; end: number }[] = [];
  let from = 0;
  for (const match of text.matchAll(marker)) {
    const before = text.slice(from, match.index).trim();
    if (NOT_A_STEP.test(before) || wordCount(before) < MIN_WORDS) continue;
    // ("I did round the back and checked the baler, then the garden centre": what the speaker did, told in order,
    // is no step to take. A marker after a full stop starts a sentence of its own.)
    const sentence = before.split(/(?<=[.!?])\s+/).at(-1) ?? before;
    if (!/^[.!?]/.test(match[0]) && TOLD_DONE.test(sentence)) continue;
    spans.push({ start: from, end: match.index });
    from = match.index + match[0].length;
  }
  const last = spans[spans.length - 1];
  if (last === undefined) return [text.trim()];
  // A closing word ("… and then report") stays with the step before it, as said.
  if (wordCount(text.slice(from)) < MIN_WORDS) last.end = text.length;
  else spans.push({ start: from, end: text.length });
  if (spans.length === 1) return [text.trim()];
  const steps = spans.map((span) => text.slice(span.start, span.end).trim());
  steps[0] = (steps[0] ?? "").replace(/^first\s*,?\s*/i, "");
  return steps.map((step, i) => (i === 0 ? step : withVerb(step, steps[i - 1] ?? "")));
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;
}

/** A clause that says when, not what to do: "before I start up", "when you get there". */
const WHEN_CLAUSE =
  /\b(?:before|after|when|while|until|till|once|if|since)\s+(?:i|we|you|he|she|they|it)\b[^,;]*/gi;

/**
 * "the weighbridge on your way back" after "check the barrier": "check the weighbridge on your way back". The verb
 * is the step before's own, in its last sentence and not in a clause of when ("Do my rounds before I start up.
 * First the mash tun …, then washback 3" borrows nothing: the steps before it have no verb of their own).
 */
function withVerb(step: string, before: string): string {
  // (Its first sentence: "… on your way back. Report" has no verb of its own before the closing word.)
  if (nlp(step.split(/[.!?]/)[0] ?? step).verbs().length > 0) return step;
  const lastSentence = before.split(/(?<=[.!?])\s+/).at(-1) ?? before;
  const verbs = nlp(lastSentence.replace(WHEN_CLAUSE, " "))
    .verbs()
    .toInfinitive()
    .out("array") as string[];
  const verb = verbs[verbs.length - 1]?.split(/\s+/)[0];
  return verb === undefined ? step : `${verb} ${step}`;
}
