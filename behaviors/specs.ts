import { answer } from "./answer.js";
import { clarify } from "./clarify.js";
import type { Behavior } from "./context.js";
import { exploreRegion } from "./explore_region.js";
import { extendMap } from "./extend_map.js";
import { goto } from "./goto.js";
import { inspect } from "./inspect.js";
import { mapRegion } from "./map_region.js";
import { replan } from "./replan.js";
import { setLabels } from "./set_labels.js";
import type { BehaviorSpec } from "./spec.js";

/** Every behavior a plan may use, in the order the planning API lists them (Table I). */
export const BEHAVIORS: readonly Behavior[] = [
  goto,
  mapRegion,
  exploreRegion,
  extendMap,
  inspect,
  setLabels,
  clarify,
  answer,
  replan,
];

/** The specs alone (schema, constraints, description), for the parser, validator and prompt. */
export const BEHAVIOR_SPECS: readonly BehaviorSpec[] = BEHAVIORS;

const BY_NAME = new Map(BEHAVIORS.map((behavior) => [behavior.name, behavior]));

export function behaviorSpec(name: string): BehaviorSpec | undefined {
  return BY_NAME.get(name);
}

export function behavior(name: string): Behavior | undefined {
  return BY_NAME.get(name);
}

export const BEHAVIOR_NAMES: readonly string[] = BEHAVIORS.map((b) => b.name);
