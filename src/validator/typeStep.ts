import {
  BEHAVIOR_NAMES,
  signatureOf,
  type BehaviorSpec,
  type ParamSpec,
} from "../../behaviors/index.js";
import { describeValue } from "../errors/index.js";
import type { SemanticMap } from "../map/index.js";
import { formatStep, type PlanStep, type RawArg } from "../plan/index.js";
import type { ValidationCode } from "./codes.js";
import { coordinateOutOfBounds } from "./coordinateBounds.js";
import { suggestNames } from "./suggestNames.js";
import type { TypedArgs, ValidatedStep } from "./types.js";

export type StepTyping =
  { ok: true; step: ValidatedStep } | { ok: false; code: ValidationCode; message: string };

const RADIUS_RANGE_M = [1, 100] as const;

/**
 * The syntax stage for one step of a known behavior: arity, argument types, and whether node arguments exist
 * in the map with the right type. Messages name the step and say how to fix it.
 */
export function typeStep(
  step: PlanStep,
  spec: BehaviorSpec,
  map: SemanticMap,
  options: { checkNodes?: boolean } = {},
): StepTyping {
  const pieces = gatherArgs(step.args, spec);
  const signature = signatureOf(spec);
  if (pieces.length !== spec.params.length) {
    const count = spec.params.length;
    return failure(
      "wrong_arity",
      `${spec.name} takes ${count} argument${count === 1 ? "" : "s"}, ${signature}, but got ${pieces.length}.`,
    );
  }
  const args: Record<string, string | number | readonly string[]> = {};
  for (const [i, param] of spec.params.entries()) {
    const typed = typeArg(pieces[i] ?? null, param, spec, map, options.checkNodes ?? true);
    if (!typed.ok) return typed;
    args[param.name] = typed.value;
  }
  return {
    ok: true,
    step: {
      index: step.index,
      action: spec.name,
      args,
      text: formatStep(spec.name, orderedArgs(spec, args)),
    },
  };
}

/** Argument values in param order, for formatting. */
export function orderedArgs(spec: BehaviorSpec, args: TypedArgs): RawArg[] {
  return spec.params.map((param) => {
    const value = args[param.name];
    return Array.isArray(value) ? [...(value as readonly string[])] : ((value ?? null) as RawArg);
  });
}

export function unknownActionMessage(action: string): string {
  return `"${action}" is not an action. Use only: ${BEHAVIOR_NAMES.join(", ")}.`;
}

/** Free text and label lists take whatever pieces are left, so `answer` keeps commas however it arrived. */
function gatherArgs(args: readonly RawArg[], spec: BehaviorSpec): RawArg[] {
  const last = spec.params.at(-1);
  const fixed = spec.params.length - 1;
  if (last === undefined || args.length <= spec.params.length) return [...args];
  if (last.kind === "text") {
    return [
      ...args.slice(0, fixed),
      args
        .slice(fixed)
        .map((piece) => rawToText(piece))
        .join(", "),
    ];
  }
  if (last.kind === "labels") {
    return [
      ...args.slice(0, fixed),
      args.slice(fixed).flatMap((piece) => (Array.isArray(piece) ? piece : [piece])),
    ];
  }
  return [...args];
}

type Typed<T> = { ok: true; value: T } | { ok: false; code: ValidationCode; message: string };

function typeArg(
  raw: RawArg,
  param: ParamSpec,
  spec: BehaviorSpec,
  map: SemanticMap,
  checkNodes: boolean,
): Typed<string | number | readonly string[]> {
  switch (param.kind) {
    case "region":
    case "object":
      return typeNode(raw, param, spec, map, checkNodes);
    case "number": {
      const value = toNumber(raw);
      if (value === undefined) {
        return failure(
          "wrong_type",
          `${param.name} must be a number (${param.description}), got ${describeValue(raw)}. Call it as ${signatureOf(spec)}.`,
        );
      }
      if (param.name === "radius_m" && (value < RADIUS_RANGE_M[0] || value > RADIUS_RANGE_M[1])) {
        return failure(
          "wrong_type",
          `radius_m must be between ${RADIUS_RANGE_M[0]} and ${RADIUS_RANGE_M[1]} metres, got ${value}.`,
        );
      }
      const outside = coordinateOutOfBounds(param.name, value, map);
      if (outside !== undefined) return failure("out_of_bounds", outside);
      return { ok: true, value };
    }
    case "text": {
      const text = rawToText(raw).trim();
      if (text === "")
        return failure("wrong_type", `${spec.name} needs ${param.description}, but it is empty.`);
      return { ok: true, value: text };
    }
    case "labels": {
      const labels = toLabels(raw);
      if (labels.length === 0) {
        return failure(
          "wrong_type",
          `${spec.name} needs at least one label, e.g. set_labels([radio_tower, antenna]).`,
        );
      }
      return { ok: true, value: labels };
    }
  }
}

function typeNode(
  raw: RawArg,
  param: ParamSpec,
  spec: BehaviorSpec,
  map: SemanticMap,
  checkNodes: boolean,
): Typed<string> {
  const name =
    typeof raw === "string" ? unquote(raw.trim()) : typeof raw === "number" ? String(raw) : "";
  if (name === "") {
    return failure(
      "wrong_type",
      `${param.name} must be the name of ${param.kind === "region" ? "a region" : "an object"} node, got ${describeValue(raw)}.`,
    );
  }
  // Without validation (the ablation), any name goes to the robot, which finds out the hard way.
  if (!checkNodes) return { ok: true, value: name };
  const type = map.typeOf(name);
  if (type === undefined) {
    const suggestions = suggestNames(map, name, {
      type: param.kind === "region" ? "region" : "object",
    });
    const hint =
      suggestions.length > 0 ? ` Similar nodes in the map: ${suggestions.join(", ")}.` : "";
    return failure(
      "unknown_node",
      `the map has no node "${name}". Plans may only use nodes in the current map.${hint} If this part of the ` +
        `plan depends on something not seen yet, end the plan with replan() and plan it after the next update.`,
    );
  }
  if (param.kind === "region" && type === "object") {
    const regions = map.regionsOfObject(name);
    const near =
      regions.length > 0
        ? ` To get near it, use a region it is connected to (${regions.slice(0, 3).join(", ")}).`
        : "";
    return failure(
      "expected_region",
      `${spec.name} needs a region, but "${name}" is an object. To look at an object use inspect(${name}, <question>).${near}`,
    );
  }
  if (param.kind === "object" && type === "region") {
    return failure(
      "expected_object",
      `${spec.name} needs an object, but "${name}" is a region. Use map_region(${name}) to look around it, or explore_region(${name}, 10) to explore near it.`,
    );
  }
  return { ok: true, value: name };
}

function failure(
  code: ValidationCode,
  message: string,
): { ok: false; code: ValidationCode; message: string } {
  return { ok: false, code, message };
}

function toNumber(raw: RawArg): number | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== "string") return undefined;
  // Planners write "20m" or "20 meters" often enough that refusing it would only cost an attempt.
  const match = /^\s*["']?([-+]?\d+(?:\.\d+)?)\s*(?:m|meters?|metres?)?["']?\s*$/i.exec(raw);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function toLabels(raw: RawArg): string[] {
  const pieces = Array.isArray(raw)
    ? raw
    : typeof raw === "string"
      ? raw.replace(/^\s*\[|\]\s*$/g, "").split(",")
      : [];
  const labels = pieces
    .map((piece) =>
      typeof piece === "string"
        ? unquote(piece.trim())
        : typeof piece === "number"
          ? String(piece)
          : "",
    )
    .map((label) => label.toLowerCase().replace(/[\s-]+/g, "_"))
    .filter((label) => label !== "");
  return [...new Set(labels)];
}

function rawToText(raw: RawArg): string {
  if (typeof raw === "string") return unquote(raw);
  if (raw === null) return "";
  return typeof raw === "object" ? JSON.stringify(raw) : String(raw);
}

function unquote(text: string): string {
  const match = /^(["'`])([\s\S]*)\1$/.exec(text);
  return match?.[2] ?? text;
}
