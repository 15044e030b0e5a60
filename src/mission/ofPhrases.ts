import type { NounPhrase, Token } from "./phrases.js";

/** How a phrase of a kind followed by "of" and another phrase is folded into one ("the back of the barn"). */
export interface OfFoldOptions {
  /** Heads of the first phrase that fold the phrase after "of" into it ("back", "section"). */
  readonly heads: ReadonlySet<string>;
  /** The one phrase the pair becomes. */
  readonly join: (first: NounPhrase, whole: NounPhrase) => NounPhrase;
  /** Whether a phrase not folded is kept (default: all are). */
  readonly keep?: (phrase: NounPhrase, index: number) => boolean;
}

/**
 * "the back of the barn", "a section of the pontoon": a phrase headed by one of `heads`, said right before "of" and
 * another phrase of the same sentence, becomes one phrase with it; every other phrase stays as said.
 */
export function foldOf(
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
  options: OfFoldOptions,
): NounPhrase[] {
  const out: NounPhrase[] = [];
  for (const [i, phrase] of phrases.entries()) {
    const first = phrases[i - 1];
    const joined =
      first !== undefined &&
      options.heads.has(first.head) &&
      phrase.preposition === "of" &&
      tokens[first.end + 1]?.word === "of" &&
      phrase.sentence === first.sentence;
    if (joined) {
      out.pop();
      out.push(options.join(first, phrase));
    } else if (options.keep?.(phrase, i) ?? true) out.push(phrase);
  }
  return out;
}
