/**
 * How a behavior is described once, for every consumer: the parser splits call arguments by `params`, the
 * validator checks `constraints`, the LLM prompt's planning API is generated from `signature` and `description`,
 * and the agent runs `execute` (see `Behavior`).
 */

/** What an argument must be. */
export type ParamKind =
  /** the name of a region node in the map */
  | "region"
  /** the name of an object node in the map */
  | "object"
  /** a number; the unit is in the param name (`radius_m`, `x_m`) */
  | "number"
  /** free text; takes the rest of the call, commas, quotes and parentheses included */
  | "text"
  /** a list of short labels (`[door, window]` or `door, window`) */
  | "labels";

export interface ParamSpec {
  readonly name: string;
  readonly kind: ParamKind;
  readonly description: string;
}

/**
 * Table I of the SPINE paper: syntax (arguments of the right kind, referring to nodes that exist), reachable
 * (a path exists on the current map), explorable (the local occupancy map admits progress toward the goal).
 */
export type Constraint = "syntax" | "reachable" | "explorable";

export type BehaviorPurpose = "navigation" | "active-mapping" | "user-interaction" | "control";

/** Where the robot stands after the behavior, for whole-plan simulation in the validator. */
export type LocationEffect =
  /** at the region named by the first argument */
  | "at-target-region"
  /** at a region from which the object (first argument) is visible */
  | "near-target-object"
  /** somewhere new that cannot be predicted before the map grows */
  | "unpredictable"
  | "unchanged";

export interface BehaviorSpec {
  readonly name: string;
  readonly params: readonly ParamSpec[];
  readonly constraints: readonly Constraint[];
  readonly purpose: BehaviorPurpose;
  /** One line for tables and `--help`. */
  readonly summary: string;
  /** What the planner is told about the behavior: when to use it, what comes back. */
  readonly description: string;
  readonly locationEffect: LocationEffect;
  /** `answer` and `clarify` end the plan: nothing may follow them. */
  readonly endsPlan?: boolean;
  /** `replan` is a placeholder, never executed, and only valid as the last step. */
  readonly placeholder?: boolean;
}

/** Arguments after the validator's syntax stage, keyed by param name (`{ region: "road_3" }`). */
export type TypedArgs = Readonly<Record<string, string | number | readonly string[]>>;

/** `goto(region)` — the call signature shown to planners. */
export function signatureOf(spec: BehaviorSpec): string {
  return `${spec.name}(${spec.params.map((param) => param.name).join(", ")})`;
}
