import type { BehaviorSpec } from "../../behaviors/index.js";
import { parseLabels, scalarValue } from "./argValues.js";
import { isPlainObject } from "./isPlainObject.js";
import { paramIndexByName, paramList, takesOnlyNumbers } from "./paramNames.js";
import { splitArgs, type SplitArgs } from "./splitArgs.js";
import type { RawArg } from "./types.js";

/**
 * The `args` of a step written as a JSON object, fitted to the behavior's params so both step forms give the
 * same args: an array (`["road_2"]`), an object keyed by param name (`{"region": "road_2"}`), a scalar
 * (`"road_2"`, `20`), or nothing. Decision: a string is read as the text between a call's parentheses, so
 * `{"action": "inspect", "args": "tower_1, is it damaged?"}` splits like `inspect(tower_1, is it damaged?)`.
 */
export function fitArgs(spec: BehaviorSpec | undefined, value: unknown): SplitArgs {
  if (value === undefined || value === null) return { args: [] };
  if (typeof value === "string") return splitArgs(spec, value);
  if (Array.isArray(value)) return { args: fitList(spec, value.map(toRawArg)) };
  if (isPlainObject(value)) return fitKeyed(spec, value);
  return { args: fitList(spec, [toRawArg(value)]) };
}

function fitList(spec: BehaviorSpec | undefined, values: RawArg[]): RawArg[] {
  if (spec === undefined) return values;
  const [only] = values;
  const list = takesOnlyNumbers(spec) && values.length === 1 && Array.isArray(only) ? only : values;
  const args: RawArg[] = [];
  for (const [i, param] of spec.params.entries()) {
    if (i >= list.length) return args;
    if (param.kind === "labels") {
      // Labels own the rest: ["a", "b"], [["a", "b"]] and ["a, b"] are the same list.
      args.push(list.slice(i).flatMap(labelList));
      return args;
    }
    const value = list[i] ?? null;
    args.push(
      typeof value === "string" && param.kind !== "text" ? scalarValue(param.kind, value) : value,
    );
  }
  return [...args, ...list.slice(spec.params.length)];
}

/** `{"object": "tower_1", "query": "is it damaged?"}` in param order; unknown names are reported. */
function fitKeyed(spec: BehaviorSpec | undefined, value: Record<string, unknown>): SplitArgs {
  if (spec === undefined) return { args: Object.values(value).map(toRawArg) };
  const slots = new Map<number, RawArg>();
  const unknown: string[] = [];
  for (const [key, arg] of Object.entries(value)) {
    const index = paramIndexByName(spec, key);
    if (index === undefined) unknown.push(`"${key}"`);
    else slots.set(index, toRawArg(arg));
  }
  if (unknown.length > 0) {
    const names = unknown.join(", ");
    return {
      args: [],
      problem: `unknown argument names ${names} for ${spec.name} (its parameters: ${paramList(spec)})`,
    };
  }
  const list: RawArg[] = [];
  for (const [i, param] of spec.params.entries()) {
    const arg = slots.get(i);
    if (arg !== undefined) list.push(arg);
    else if ([...slots.keys()].some((k) => k > i)) {
      return { args: [], problem: `argument "${param.name}" of ${spec.name} is missing` };
    } else break;
  }
  return { args: fitList(spec, list) };
}

function labelList(value: RawArg): RawArg[] {
  return Array.isArray(value) ? value.flatMap(labelItems) : labelItems(value);
}

function labelItems(value: RawArg): RawArg[] {
  return typeof value === "string" ? parseLabels(value) : [value];
}

/** JSON values are already RawArgs; anything else (never produced by JSON.parse) becomes null. */
function toRawArg(value: unknown): RawArg {
  if (
    value === null ||
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "boolean"
  ) {
    return value;
  }
  if (Array.isArray(value)) return value.map(toRawArg);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toRawArg(v)]));
  }
  return null;
}
