import type { BehaviorSpec } from "../../behaviors/index.js";

/** `radius_m` → `radius`: the name without a unit suffix, so `extend_map(x=20, y=35)` maps to `x_m`, `y_m`. */
const UNIT_SUFFIX = /_(?:m|s|ms|deg|rad|mps)$/;

/**
 * Index of the param a keyword names: the exact param name, or (for `number` params) the name without its
 * unit suffix. Case is ignored. Other spellings are not guessed.
 */
export function paramIndexByName(spec: BehaviorSpec, keyword: string): number | undefined {
  const wanted = keyword.trim().toLowerCase();
  const index = spec.params.findIndex(
    (param) =>
      param.name.toLowerCase() === wanted ||
      (param.kind === "number" && param.name.replace(UNIT_SUFFIX, "").toLowerCase() === wanted),
  );
  return index === -1 ? undefined : index;
}

/** Every param is a number (`extend_map`): `([20, 35])` and `((20, 35))` are then read as the two numbers. */
export function takesOnlyNumbers(spec: BehaviorSpec): boolean {
  return spec.params.length >= 2 && spec.params.every((param) => param.kind === "number");
}

export function paramList(spec: BehaviorSpec): string {
  return spec.params.length === 0 ? "none" : spec.params.map((param) => param.name).join(", ");
}
