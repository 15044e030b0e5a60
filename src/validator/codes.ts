/**
 * Every verdict the validator can give a plan step. `ok` and `unchecked` pass; the rest fail and come with
 * feedback for the plan generator.
 */
export const VALIDATION_CODES = {
  ok: "the step is valid",
  unchecked:
    "the step is well-formed; its reachability depends on an earlier exploration step and is checked when it runs",
  parse_error: "the step could not be parsed as name(arguments)",
  unknown_action: "the action is not in the behavior library",
  wrong_arity: "wrong number of arguments",
  wrong_type: "an argument has the wrong type (e.g. text where metres are needed)",
  out_of_bounds: "a coordinate lies beyond the map's extent plus a margin",
  unknown_node: "an argument names a node that is not in the map",
  expected_region: "an object was given where a region is needed",
  expected_object: "a region was given where an object is needed",
  unreachable: "no known path from where the robot will be to the target",
  not_explorable: "the local occupancy map admits no progress toward the exploration goal",
  replan_not_last: "replan() appears before the end of the plan",
  after_terminal: "a step follows answer() or clarify(), which end the plan",
  empty_plan: "the plan has no steps",
  no_action: "the plan has nothing to execute (replan() alone)",
  robot_location_unknown: "the map does not say where the robot is",
} as const;

export type ValidationCode = keyof typeof VALIDATION_CODES;

export const PASSING_CODES: ReadonlySet<ValidationCode> = new Set(["ok", "unchecked"]);
