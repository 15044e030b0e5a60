import {
  runMission,
  type AgentEvent,
  type MissionReport,
  type PlanGenerator,
  type PlanRequest,
} from "../../../src/agent/index.js";
import { ok } from "../../../src/errors/index.js";
import { ScriptedOperator } from "../../../src/operator/index.js";
import type { RobotPort } from "../../../src/robot/index.js";

/** Drive to the meadow the forest is seen from, inspect it, answer with what was seen. */
class WoodlandPlanner implements PlanGenerator {
  readonly label = "scripted";
  readonly #labelsFirst: boolean;

  constructor(labelsFirst: boolean) {
    this.#labelsFirst = labelsFirst;
  }

  propose(request: PlanRequest): ReturnType<PlanGenerator["propose"]> {
    const reply = (plan: string[]) =>
      Promise.resolve(
        ok({
          text: JSON.stringify({
            primary_goal: "describe the woodland east of the river",
            relevant_graph: "forest_1 seen from grass_18",
            reasoning: `iteration ${request.iteration}`,
            plan,
          }),
        }),
      );
    if (this.#labelsFirst && request.history.length === 0) return reply(["set_labels([forest])"]);
    const inspection = request.history.find((step) => step.startsWith("inspect("));
    if (inspection !== undefined) return reply(["answer(the woodland was inspected)"]);
    if (request.robot.location === "grass_18")
      return reply(["inspect(forest_1, what kind of woodland is it?)"]);
    return reply(["goto(grass_18)"]);
  }
}

/** "What is the woodland east of the river like?" in the crossing world, for the rosbridge fault tests. */
export function runWoodlandMission(
  port: RobotPort,
  onEvent?: (event: AgentEvent) => void,
  options: { labelsFirst?: boolean } = {},
): Promise<MissionReport> {
  return runMission({
    mission: "What is the woodland east of the river like?",
    port,
    generator: new WoodlandPlanner(options.labelsFirst ?? false),
    operator: new ScriptedOperator(),
    limits: { maxIterations: 12 },
    ...(onEvent === undefined ? {} : { onEvent }),
  });
}
