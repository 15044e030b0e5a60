import { behaviorSpec, type BehaviorSpec } from "../../behaviors/index.js";

/** A call name as written, matched to a behavior. */
export interface ResolvedAction {
  readonly name: string;
  readonly spec: BehaviorSpec | undefined;
}

/** `name(` — what every call must start with. */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Match an action name to a behavior. Decision: a known name in the wrong case (`Goto`, `MAP_REGION`) is
 * lower-cased and noted, since the intent is unambiguous; any other unknown name stays as written so the
 * validator can name it in its feedback.
 */
export function resolveAction(written: string, notes: string[]): ResolvedAction {
  const name = written.trim();
  const exact = behaviorSpec(name);
  if (exact !== undefined) return { name, spec: exact };
  const lower = name.toLowerCase();
  const folded = behaviorSpec(lower);
  if (folded === undefined) return { name, spec: undefined };
  notes.push(`Action "${name}" was read as "${lower}".`);
  return { name: lower, spec: folded };
}
