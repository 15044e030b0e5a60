import {
  bestReachableFit,
  frontierFit,
  DEFAULT_BEHAVIOR_SETTINGS,
  type BehaviorSettings,
} from "../../behaviors/index.js";
import { fail, ok } from "../errors/index.js";
import { distanceM, formatVec, type Vec2 } from "../geo/index.js";
import type { RobotPort } from "../robot/index.js";
import type { ExplorabilityCheck } from "../validator/index.js";

/**
 * The validator's explorability stage (Table I), against the robot's current local occupancy map: an
 * exploration step may run only if a reachable free point brings the robot closer to its goal. Robots without
 * a costmap (graph worlds) are not checked here; the behavior reports what happens.
 */
export function costmapExplorability(
  port: RobotPort,
  settings: BehaviorSettings = DEFAULT_BEHAVIOR_SETTINGS,
): ExplorabilityCheck {
  return (step, map) => {
    const grid = port.costmap();
    if (grid === undefined) return ok(undefined);
    const pose = port.pose();
    const here: Vec2 = [pose.x, pose.y];
    const options = {
      clearanceM: settings.extend.clearanceM,
      minProgressM: settings.extend.minProgressM,
    };
    if (step.action === "extend_map") {
      const goal: Vec2 = [Number(step.args["x_m"]), Number(step.args["y_m"])];
      if (distanceM(here, goal) <= settings.extend.toleranceM) {
        return fail(
          `the robot is already within ${settings.extend.toleranceM} m of ${formatVec(goal)}; there is nothing to extend toward.`,
        );
      }
      const fit = bestReachableFit(grid, here, goal, options);
      // extend_map follows free ground to the edge of what has been seen when nothing is closer: a trail that
      // bends away under the trees is still a way on.
      const onward =
        fit.kind === "none" && settings.extend.frontierSteps > 0
          ? frontierFit(grid, here, goal, { clearanceM: settings.extend.clearanceM })
          : undefined;
      if (fit.kind === "none" && onward === undefined) {
        return fail(
          `extend_map${formatVec(goal)} can make no progress from where the robot is: ${fit.message}. ` +
            "Choose another goal or route (for example toward a gap in the obstacle), or map_region to find connections.",
        );
      }
      if (fit.kind === "fit" && fit.goalInObstacle) {
        return fail(
          `${formatVec(goal)} lies inside an obstacle in the robot's local map. The nearest reachable free point toward it is ` +
            `${formatVec(fit.point)}; use extend_map${formatVec(fit.point)} or choose another goal.`,
        );
      }
      return ok(undefined);
    }
    if (step.action === "explore_region") {
      const region = String(step.args["region"]);
      const center = map.coordsOf(region);
      // Only judged from the region itself; from elsewhere the local map says nothing about its surroundings.
      if (
        center === undefined ||
        map.robotLocation !== region ||
        distanceM(here, center) > 2 * settings.arriveToleranceM
      ) {
        return ok(undefined);
      }
      const radius = Number(step.args["radius_m"]);
      const directions: Vec2[] = [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ];
      const open = directions.some(
        ([dx, dy]) =>
          bestReachableFit(grid, here, [center[0] + dx * radius, center[1] + dy * radius], options)
            .kind === "fit",
      );
      return open
        ? ok(undefined)
        : fail(
            `around ${region} no direction within ${radius} m can be explored: every way is blocked or already mapped. Use map_region(${region}) instead, or explore elsewhere.`,
          );
    }
    return ok(undefined);
  };
}
