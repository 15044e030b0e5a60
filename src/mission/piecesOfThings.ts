import { foldOf } from "./ofPhrases.js";
import type { NounPhrase, Token } from "./phrases.js";

/** Nouns of a piece cut or come apart from a whole ("a section of the pontoon", "a length of the fence"). */
const PIECES: ReadonlySet<string> = new Set([
  "section",
  "segment",
  "piece",
  "length",
  "chunk",
  "panel",
  "sheet",
  "strip",
  "fragment",
]);

/**
 * "the outer section of the launching pontoon's broken its chains": a piece of a thing is that thing's piece — a
 * pontoon section — not an abstract "section" beside a whole pontoon. The two phrases become one, named by the
 * whole and the piece ("pontoon section"), headed by the whole (what a detector knows), and placed where the
 * piece was said.
 */
export function piecesOfThings(
  phrases: readonly NounPhrase[],
  tokens: readonly Token[],
): NounPhrase[] {
  return foldOf(phrases, tokens, {
    heads: PIECES,
    join: (piece, whole) => ({
      ...piece,
      text: `${whole.head} ${piece.head}`,
      head: whole.head,
      end: whole.end,
    }),
  });
}
