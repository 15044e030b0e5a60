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
  const out: NounPhrase[] = [];
  for (const [i, phrase] of phrases.entries()) {
    const piece = phrases[i - 1];
    const joined =
      piece !== undefined &&
      PIECES.has(piece.head) &&
      phrase.preposition === "of" &&
      tokens[piece.end + 1]?.word === "of" &&
      phrase.sentence === piece.sentence;
    if (!joined) {
      out.push(phrase);
      continue;
    }
    out.pop();
    out.push({
      ...piece,
      text: `${phrase.head} ${piece.head}`,
      head: phrase.head,
      end: phrase.end,
    });
  }
  return out;
}
