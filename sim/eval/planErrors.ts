import type { PlanRequest } from "../../src/agent/index.js";
import { distanceM, formatVec, roundVec, type Vec2 } from "../../src/geo/index.js";
import { naturalCompare } from "../../src/map/index.js";
import { formatStep, type PlanStep } from "../../src/plan/index.js";
import type { Random } from "./random.js";

/** The mistakes LLM planners make that SPINE's validator exists to catch (paper §III-E, Fig. 3 and 6). */
export const PLAN_ERROR_KINDS = [
  "hallucinated-node",
  "unreachable-goal",
  "wrong-argument-type",
  "region-object-mixup",
  "goal-in-obstacle",
] as const;

export type PlanErrorKind = (typeof PLAN_ERROR_KINDS)[number];

export interface PlanErrorContext {
  readonly request: PlanRequest;
  /** The step the planner wrote, which the error replaces. */
  readonly original: PlanStep | undefined;
  readonly random: Random;
  /** Points inside obstacles the robot's local map shows, for `goal-in-obstacle`. */
  readonly obstaclePoints: readonly Vec2[];
}

/**
 * A wrong step of the given kind, or undefined when the situation offers none (no unreachable region known, no
 * obstacle in view). Each is well-formed enough to reach the robot when validation is off:
 * - `hallucinated-node`: a plausible name the map does not have (`radio_tower_7`);
 * - `unreachable-goal`: `goto` a known region no known path leads to;
 * - `wrong-argument-type`: coordinates written where a region name belongs (`goto("120.5, 40.0")`);
 * - `region-object-mixup`: `goto(<object>)`, or `inspect(<region>, …)`;
 * - `goal-in-obstacle`: `extend_map` to a point on an obstacle of the local map.
 */
export function planError(kind: PlanErrorKind, context: PlanErrorContext): string | undefined {
  const { request, original, random } = context;
  const map = request.map;
  const here: Vec2 = [request.robot.pose.x, request.robot.pose.y];
  const target = original === undefined ? undefined : nodeArgument(original);
  switch (kind) {
    case "hallucinated-node": {
      if (original?.action === "inspect") {
        const query = typeof original.args[1] === "string" ? original.args[1] : "what is this?";
        return formatStep("inspect", [inventedName(map.objectNames(), map, random), query]);
      }
      return formatStep("goto", [inventedName(map.regionNames(), map, random)]);
    }
    case "unreachable-goal": {
      const location = request.robot.location ?? map.robotLocation;
      const component = location === undefined ? undefined : map.components.componentOf(location);
      const cut = map
        .regionNames()
        .filter((name) => map.components.componentOf(name) !== component)
        .sort(naturalCompare);
      const pick = cut[random.index(cut.length)];
      return pick === undefined ? undefined : formatStep("goto", [pick]);
    }
    case "wrong-argument-type": {
      const point = (target === undefined ? undefined : map.coordsOf(target)) ?? here;
      return formatStep("goto", [formatVec(roundVec(point)).replace(/[()]/g, "")]);
    }
    case "region-object-mixup": {
      if (target !== undefined && map.isObject(target)) return formatStep("goto", [target]);
      if (target !== undefined && map.isRegion(target))
        return formatStep("inspect", [target, "what is here?"]);
      const nearest = [...map.objectNames()]
        .sort(naturalCompare)
        .sort(
          (a, b) => distanceFrom(map.coordsOf(a), here) - distanceFrom(map.coordsOf(b), here),
        )[0];
      return nearest === undefined ? undefined : formatStep("goto", [nearest]);
    }
    case "goal-in-obstacle": {
      const point = context.obstaclePoints[random.index(context.obstaclePoints.length)];
      return point === undefined ? undefined : formatStep("extend_map", [point[0], point[1]]);
    }
  }
}

/** The step's first argument when it names a map node. */
function nodeArgument(step: PlanStep): string | undefined {
  const first = step.args[0];
  return typeof first === "string" && first !== "" ? first : undefined;
}

/** A name in the style of the map's own (`<class>_<n>`) that no node has. */
function inventedName(
  names: readonly string[],
  map: { has(name: string): boolean },
  random: Random,
): string {
  const stems = [...new Set(names.map((name) => name.replace(/_\d+$/, "")))].sort(naturalCompare);
  const stem = stems[random.index(stems.length)] ?? "shed";
  for (let n = 7; ; n += 1) if (!map.has(`${stem}_${n}`)) return `${stem}_${n}`;
}

function distanceFrom(point: Vec2 | undefined, here: Vec2): number {
  return point === undefined ? Number.POSITIVE_INFINITY : distanceM(point, here);
}
