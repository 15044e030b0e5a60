import type { BehaviorSpec } from "../../behaviors/index.js";
import { parseLabels, scalarValue, stripQuotes, unquoteText } from "./argValues.js";
import { paramIndexByName, paramList, takesOnlyNumbers } from "./paramNames.js";
import { topLevelPieces, unwrap, type Piece } from "./scan.js";
import type { RawArg } from "./types.js";

/** Arguments split out of call text, or why they could not be. */
export interface SplitArgs {
  readonly args: RawArg[];
  /** What is wrong, without the step (the caller adds `Could not parse step "…": `). */
  readonly problem?: string;
}

const KEYWORD = /^([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)\s*/;

/**
 * Split the text between a call's parentheses by the behavior's params. Params before a `text` param take
 * one top-level piece each, a `text` param takes the rest verbatim, a `labels` param takes all remaining
 * pieces. `name=value` maps by param name. Pieces beyond the params stay as extra args, so the validator can
 * report the arity. Without a spec (unknown action) every top-level comma splits.
 */
export function splitArgs(spec: BehaviorSpec | undefined, inner: string): SplitArgs {
  if (spec === undefined)
    return { args: topLevelPieces(inner).map((piece) => stripQuotes(piece.text)) };
  const body = takesOnlyNumbers(spec)
    ? (unwrap(inner, "[", "]") ?? unwrap(inner, "(", ")") ?? inner)
    : inner;
  const slots = new Map<number, RawArg>();
  const extras: RawArg[] = [];
  let next = 0;
  for (const piece of topLevelPieces(body)) {
    const target = targetOf(spec, piece, next);
    if (typeof target === "string") return { args: [], problem: target };
    if (target === undefined) {
      extras.push(stripQuotes(piece.text));
      continue;
    }
    const { index, valueStart } = target;
    const param = spec.params[index];
    if (param === undefined) continue;
    if (slots.has(index)) return { args: [], problem: `argument "${param.name}" is given twice` };
    if (index === next) next++;
    while (slots.has(next)) next++;
    if (param.kind === "text" || param.kind === "labels") {
      // Free text and label lists own the rest of the call, commas included: there are never extra pieces.
      const rest = body.slice(valueStart).trim();
      if (rest !== "")
        slots.set(index, param.kind === "text" ? unquoteText(rest) : parseLabels(rest));
      break;
    }
    slots.set(
      index,
      scalarValue(param.kind, body.slice(valueStart, piece.start + piece.text.length)),
    );
  }
  return ordered(spec, slots, extras);
}

/** Which param a piece fills and where its value starts; a string is a problem; undefined means "extra". */
function targetOf(
  spec: BehaviorSpec,
  piece: Piece,
  next: number,
): { index: number; valueStart: number } | string | undefined {
  const keyword = KEYWORD.exec(piece.text);
  const positional = spec.params[next];
  if (keyword?.[1] !== undefined) {
    const index = paramIndexByName(spec, keyword[1]);
    if (index !== undefined) return { index, valueStart: piece.start + keyword[0].length };
    // `=` is ordinary text inside free text ("answer(x=3 was the reading)").
    if (positional?.kind !== "text") {
      return `unknown argument name "${keyword[1]}" for ${spec.name} (its parameters: ${paramList(spec)})`;
    }
  }
  return positional === undefined ? undefined : { index: next, valueStart: piece.start };
}

/** Slots in param order; a keyword that skipped an earlier param is reported rather than shifted. */
function ordered(spec: BehaviorSpec, slots: Map<number, RawArg>, extras: RawArg[]): SplitArgs {
  const args: RawArg[] = [];
  for (let i = 0; i < spec.params.length; i++) {
    const value = slots.get(i);
    if (value !== undefined) {
      args.push(value);
      continue;
    }
    const later = spec.params.slice(i + 1).findIndex((_, k) => slots.has(i + 1 + k));
    if (later !== -1) {
      const missing = spec.params[i]?.name ?? "?";
      return { args, problem: `argument "${missing}" of ${spec.name} is missing` };
    }
    break;
  }
  return { args: [...args, ...extras] };
}
