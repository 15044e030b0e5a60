/**
 * The one tokenizer behind every split in this folder: walks call text and reports the characters that sit
 * outside brackets and outside quoted arguments.
 *
 * Why quotes are recognised only at the start of an argument: free text is full of apostrophes ("it's",
 * "tower's"), and treating each one as a quote would swallow the rest of the plan. A quote therefore opens only
 * at the start of the text or right after `(`, `[`, `{`, `,`, `;` or `=`, and closes only where the argument
 * could end (before `,`, `)`, `]`, `}`, `;` or the end). An opening quote with no such closer is plain text.
 */

export const QUOTE_CHARS: readonly string[] = ['"', "'", "`"];

const OPENERS = new Set(["(", "[", "{"]);
const CLOSERS = new Set([")", "]", "}"]);
const QUOTE_OPENS_AFTER = new Set(["(", "[", "{", ",", ";", "="]);
const QUOTE_CLOSES_BEFORE = new Set([",", ")", "]", "}", ";"]);

export interface ScanResult {
  /** A bracket opened and never closed: the text is probably cut off or missing a `)`. */
  readonly unclosed: boolean;
}

/**
 * Call `visit(i)` for every index of `text` at bracket depth 0 and outside quotes (brackets themselves
 * included: an opening bracket at depth 0 is visited before the depth rises). Depth never goes below 0, so a
 * stray `)` in free text (a smiley) does not hide the separators after it.
 */
export function scanTopLevel(text: string, visit: (index: number) => void): ScanResult {
  let depth = 0;
  let previous: string | undefined;
  // Once no closer for a quote character exists after some index, none exists after any later one either:
  // remembering that keeps a reply full of unmatched apostrophes linear instead of quadratic.
  const noCloserFrom = new Map<string, number>();
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    const opens = previous === undefined || QUOTE_OPENS_AFTER.has(previous);
    if (isQuote(ch) && opens && i < (noCloserFrom.get(ch) ?? Infinity)) {
      const close = closingQuote(text, i);
      if (close !== undefined) {
        i = close;
        previous = ch;
        continue;
      }
      noCloserFrom.set(ch, i);
    }
    if (depth === 0) visit(i);
    if (OPENERS.has(ch)) depth++;
    else if (CLOSERS.has(ch)) depth = Math.max(0, depth - 1);
    if (!/\s/.test(ch)) previous = ch;
  }
  return { unclosed: depth > 0 };
}

/** Index of the quote that closes the one opened at `open`, honouring backslash escapes. */
export function closingQuote(text: string, open: number): number | undefined {
  const quote = text.charAt(open);
  for (let i = open + 1; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === "\\") i++;
    else if (ch === quote && quoteCanClose(text, i)) return i;
  }
  return undefined;
}

/** A quote ends an argument only if the argument can end there. */
export function quoteCanClose(text: string, index: number): boolean {
  let next = index + 1;
  while (next < text.length && /\s/.test(text.charAt(next))) next++;
  return next === text.length || QUOTE_CLOSES_BEFORE.has(text.charAt(next));
}

export function isQuote(ch: string): boolean {
  return QUOTE_CHARS.includes(ch);
}

/** A piece of text between top-level separators; `start` is where its trimmed text begins. */
export interface Piece {
  readonly text: string;
  readonly start: number;
}

/** Split at top-level commas. Pieces are trimmed; a trailing empty piece (a trailing comma) is dropped. */
export function topLevelPieces(text: string): Piece[] {
  if (text.trim() === "") return [];
  const cuts: number[] = [];
  scanTopLevel(text, (i) => {
    if (text.charAt(i) === ",") cuts.push(i);
  });
  const pieces: Piece[] = [];
  let from = 0;
  for (const end of [...cuts, text.length]) {
    const raw = text.slice(from, end);
    const lead = raw.length - raw.trimStart().length;
    pieces.push({ text: raw.trim(), start: from + lead });
    from = end + 1;
  }
  if (pieces.length > 1 && pieces.at(-1)?.text === "") pieces.pop();
  return pieces;
}

/**
 * The text inside `open … close` when the whole of `text` is wrapped by that pair (`[20, 35]`, `(20, 35)`),
 * otherwise undefined. `[a], [b]` is not wrapped; brackets inside quoted items do not count.
 */
export function unwrap(text: string, open: string, close: string): string | undefined {
  const t = text.trim();
  if (t.length < 2 || !t.startsWith(open) || !t.endsWith(close)) return undefined;
  // Only index 0 may sit at depth 0: anything else at depth 0 means the first bracket closed early.
  let outside = 0;
  scanTopLevel(t, () => outside++);
  return outside === 1 ? t.slice(1, -1) : undefined;
}
