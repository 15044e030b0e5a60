import { answerSpec } from "./answer.spec.js";
import { clarifySpec } from "./clarify.spec.js";
import { exploreRegionSpec } from "./explore_region.spec.js";
import { extendMapSpec } from "./extend_map.spec.js";
import { gotoSpec } from "./goto.spec.js";
import { inspectSpec } from "./inspect.spec.js";
import { mapRegionSpec } from "./map_region.spec.js";
import { replanSpec } from "./replan.spec.js";
import { setLabelsSpec } from "./set_labels.spec.js";
import type { BehaviorSpec } from "./spec.js";

/** Every behavior a plan may use, in the order the planning API lists them (Table I). */
export const BEHAVIOR_SPECS: readonly BehaviorSpec[] = [
  gotoSpec,
  mapRegionSpec,
  exploreRegionSpec,
  extendMapSpec,
  inspectSpec,
  setLabelsSpec,
  clarifySpec,
  answerSpec,
  replanSpec,
];

const BY_NAME = new Map(BEHAVIOR_SPECS.map((spec) => [spec.name, spec]));

export function behaviorSpec(name: string): BehaviorSpec | undefined {
  return BY_NAME.get(name);
}

export const BEHAVIOR_NAMES: readonly string[] = BEHAVIOR_SPECS.map((spec) => spec.name);
