import { formatVec } from "../src/geo/index.js";
import { numberArg } from "./args.js";
import { failed, succeeded, withOutcomes, type Behavior, type BehaviorOutcome } from "./context.js";
import { extendToward, type ExtendResult } from "./exploration/extendToward.js";
import { obstacleOutcome } from "./outcome.js";
import { listInWords, newObjects } from "./observation.js";

export const extendMap: Behavior = {
  name: "extend_map",
  params: [
    { name: "x_m", kind: "number", description: "east coordinate of the goal, metres" },
    { name: "y_m", kind: "number", description: "north coordinate of the goal, metres" },
  ],
  constraints: ["syntax", "explorable"],
  purpose: "active-mapping",
  summary: "grow the map toward a coordinate, adding regions as the robot drives",
  description:
    "Grow the map toward the point (x_m, y_m): repeatedly pick the reachable free point nearest the goal in " +
    "the robot's local map, add it as a new region (discovered_region_k) connected to where the robot is, and " +
    "drive there; when nothing reachable is closer, follow the free ground to the edge of what has been seen (a " +
    "trail bending under trees) a few times; until the goal is reached, an obstacle blocks the way, or no more progress is made. Use it " +
    "when no known connection leads to the goal (for example the goal is far away, or across a gap in the " +
    "map). Prefer existing connections when there are any. You are told how it ended.",
  locationEffect: "unpredictable",
  async execute(context, args) {
    const goal = [numberArg(args, "x_m"), numberArg(args, "y_m")] as const;
    const objectsBefore = new Set(context.map.objectNames());
    const result = await extendToward(context, goal, {
      frontierSteps: context.settings.extend.frontierSteps,
    });
    const added =
      result.added.length > 0 ? `added ${listInWords(result.added)}` : "added no new regions";
    const found = newObjects(context.map, objectsBefore);
    const objects = found.length > 0 ? ` Newly detected objects: ${listInWords(found)}.` : "";
    const sentence = `extend_map${formatVec(goal)}: ${added}; ${result.message}.${objects}`;
    return withOutcomes(feedbackFor(result, sentence), [
      ...obstacleOutcome(result),
      ...(result.added.length > 0 ? [{ kind: "regions-added" as const, names: result.added }] : []),
      ...(found.length > 0 ? [{ kind: "objects-detected" as const, names: found }] : []),
      ...(result.added.length === 0 && found.length === 0
        ? [{ kind: "nothing-new" as const }]
        : []),
    ]);
  },
};

/** How the exploration ended, in the planner's words. */
function feedbackFor(result: ExtendResult, sentence: string): BehaviorOutcome {
  switch (result.ending) {
    case "reached":
      return succeeded(sentence);
    case "obstacle":
      return succeeded(
        sentence,
        "An obstacle boundary lies between here and the goal: check the new connections, or try another direction or route.",
      );
    case "no-progress":
      return result.added.length > 0
        ? succeeded(sentence)
        : failed(sentence, "Try another route or goal.");
    default:
      return result.added.length > 0 ? succeeded(sentence) : failed(sentence);
  }
}
