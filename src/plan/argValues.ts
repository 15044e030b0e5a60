/**
 * How one argument's text becomes a value: quotes around names are stripped, clean numbers become numbers
 * for `number` params, free text keeps everything but one pair of surrounding quotes, labels become a list.
 */
import type { ParamKind } from "../../behaviors/index.js";
import { isQuote, quoteCanClose, topLevelPieces, unwrap } from "./scan.js";
import type { RawArg } from "./types.js";

const CLEAN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Remove one pair of surrounding quotes from a name or number (`"road_2"`, `'road_2'`). A double-quoted
 * piece is read as a JSON string first so escapes written by {@link formatStep} come back unchanged.
 */
export function stripQuotes(piece: string): string {
  const t = piece.trim();
  const first = t.charAt(0);
  if (t.length < 2 || !isQuote(first) || t.charAt(t.length - 1) !== first) return t;
  if (first === '"') {
    const parsed = tryJsonString(t);
    if (parsed !== undefined) return parsed;
  }
  return t.slice(1, -1);
}

/**
 * Free text minus one pair of surrounding quotes, when the whole text is quoted: `"is it damaged, or
 * rusty?"` loses its quotes, `"Tower 2", he said, "is fine"` keeps them (the first quote closes early), and
 * `'it's fine'` loses them (the apostrophe cannot end an argument).
 */
export function unquoteText(rest: string): string {
  const t = rest.trim();
  const first = t.charAt(0);
  if (t.length < 2 || !isQuote(first) || t.charAt(t.length - 1) !== first) return t;
  if (first === '"') {
    const parsed = tryJsonString(t);
    if (parsed !== undefined) return parsed;
  }
  for (let i = 1; i < t.length - 1; i++) {
    if (t.charAt(i) === first && quoteCanClose(t, i)) return t;
  }
  return t.slice(1, -1);
}

/**
 * The value of a `region`, `object` or `number` piece. Decision: a clean decimal numeral for a `number`
 * param becomes a number here, so the call-string and JSON-object forms of a step parse to the same args and
 * {@link formatStep} round-trips; anything else (`20m`, `north`) stays a string for the validator to report.
 */
export function scalarValue(kind: ParamKind, piece: string): RawArg {
  const text = stripQuotes(piece);
  return kind === "number" ? toNumberIfClean(text) : text;
}

export function toNumberIfClean(text: string): string | number {
  const t = text.trim();
  if (!CLEAN_NUMBER.test(t)) return text;
  const value = Number(t);
  return Number.isFinite(value) ? value : text;
}

/**
 * Detector labels in any of the forms planners write: `[a, b]`, `a, b`, `"a", "b"`, `['a','b']`. Nested
 * brackets are flattened one level at a time; empty items are dropped.
 */
export function parseLabels(text: string): string[] {
  const inner = unwrap(text, "[", "]") ?? text;
  const labels: string[] = [];
  for (const piece of topLevelPieces(inner)) {
    if (piece.text === "") continue;
    if (unwrap(piece.text, "[", "]") !== undefined) labels.push(...parseLabels(piece.text));
    else labels.push(stripQuotes(piece.text));
  }
  return labels;
}

function tryJsonString(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
