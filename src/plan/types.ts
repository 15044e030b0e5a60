import type { MissionVerdict } from "../mission/verdict.js";
/** An argument as it arrived, before the validator types it: call-string pieces are strings. */
export type RawArg = string | number | boolean | null | RawArg[] | { [key: string]: RawArg };

/**
 * One step of a plan as parsed from a planner reply. Arguments are split by the behavior's params (free text
 * keeps its commas) but not yet checked: that is the validator's syntax stage.
 */
export interface PlanStep {
  /** 0-based position in the plan. */
  readonly index: number;
  /**
   * The step as received, for feedback (`inspect(tower_1, is it damaged?)`). A well-formed step object
   * (`{"action": "goto", "args": {"region": "road_1"}}`) shows as its canonical call text; a broken one as its JSON.
   */
  readonly text: string;
  /**
   * Action name as written (trimmed); may be unknown. A known name in another case (`Goto`) is lower-cased
   * (and noted in `ParsedReply.notes`). Empty when the step could not be parsed at all.
   */
  readonly action: string;
  readonly args: readonly RawArg[];
  /** Set when the step could not be parsed; the validator reports it with code `parse_error`. */
  readonly problem?: string;
}

/** A planner reply in the SPINE chain-of-thought layout. */
export interface PlannerReply {
  readonly primaryGoal: string;
  /** Nodes the planner considers relevant, as it wrote them (string or list joined with ", "). */
  readonly relevantGraph: string;
  readonly reasoning: string;
  readonly plan: readonly PlanStep[];
  /** Optional detector labels offered with the reply (the paper's "relevant semantics"). */
  readonly relevantSemantics?: readonly string[];
  /** What an answer concludes, as data (optional; see src/mission/verdict.ts). */
  readonly verdict?: MissionVerdict;
}

export interface ParsedReply {
  readonly reply: PlannerReply;
  /** Things tolerated but reported (a missing `reasoning`, a key spelled differently, text around the JSON). */
  readonly notes: readonly string[];
}

/** Why a reply could not be used at all; `message` is written to be sent back to the plan generator. */
export interface ReplyParseError {
  readonly message: string;
  readonly raw: string;
}
