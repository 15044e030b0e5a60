import { behaviorSpec, type ParamSpec } from "../../behaviors/index.js";
import { unquoteText } from "./argValues.js";
import { paramIndexByName } from "./paramNames.js";
import { QUOTE_CHARS } from "./scan.js";
import type { RawArg } from "./types.js";

/** Characters that would make a bare piece split, unwrap or read as a keyword when parsed back. */
const NEEDS_QUOTES = /[,()[\]{}"'`=;\\]/;
const KEYWORD_HEAD = /^([A-Za-z_][A-Za-z0-9_]*)\s*=/;

/**
 * Canonical call text for a step, as shown in the action history: `inspect(shed_1, is it damaged,
 * or just rusty?)`, `extend_map(20, 35)`, `set_labels([door, window])`, `replan()`.
 *
 * Quotes are added only where the text would otherwise parse back differently (a name with a comma, free
 * text with surrounding spaces or quotes), so `parseCallString(formatStep(s.action, s.args))` gives the same
 * action and args for any step this folder parsed from a call string. Values a call string cannot express
 * (`null`, `true`, objects, numbers in a name position) are written as JSON and come back as text.
 *
 * @example
 * formatStep("extend_map", [20, 35]); // → "extend_map(20, 35)"
 */
export function formatStep(action: string, args: readonly RawArg[]): string {
  const params = behaviorSpec(action)?.params ?? [];
  return `${action}(${args.map((arg, i) => formatArg(arg, params[i], action)).join(", ")})`;
}

function formatArg(arg: RawArg, param: ParamSpec | undefined, action: string): string {
  if (param?.kind === "labels" && Array.isArray(arg)) {
    return `[${arg.map((label) => formatPiece(label)).join(", ")}]`;
  }
  if (param?.kind === "text" && typeof arg === "string") return formatText(arg, action);
  return formatPiece(arg);
}

function formatPiece(value: RawArg): string {
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (typeof value !== "string") return JSON.stringify(value);
  const plain = value !== "" && value.trim() === value && !NEEDS_QUOTES.test(value);
  return plain ? value : JSON.stringify(value);
}

/** Free text is written verbatim when it reads back verbatim, else in the lightest quotes that do. */
function formatText(text: string, action: string): string {
  const spec = behaviorSpec(action);
  const readsBack = (candidate: string): boolean => {
    const keyword = KEYWORD_HEAD.exec(candidate)?.[1];
    if (
      keyword !== undefined &&
      spec !== undefined &&
      paramIndexByName(spec, keyword) !== undefined
    ) {
      return false;
    }
    return candidate.trim() !== "" && unquoteText(candidate) === text;
  };
  // Quote characters the text does not contain read best, so they are tried first.
  const quotes = [...QUOTE_CHARS].sort(
    (a, b) => Number(text.includes(a)) - Number(text.includes(b)),
  );
  const candidates = [text, ...quotes.map((q) => `${q}${text}${q}`), JSON.stringify(text)];
  return candidates.find(readsBack) ?? JSON.stringify(text);
}
