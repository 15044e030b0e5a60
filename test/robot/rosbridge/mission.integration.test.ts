import { afterEach, describe, expect, it } from "vitest";
import {
  runMission,
  type MissionReport,
  type PlanGenerator,
  type PlanRequest,
} from "../../../src/agent/index.js";
import { ok } from "../../../src/errors/index.js";
import { ScriptedOperator } from "../../../src/operator/index.js";
import type { RobotPort } from "../../../src/robot/index.js";
import { Simulation } from "../../../sim/engine/index.js";
import { SimRobotPort } from "../../../sim/port/index.js";
import { crossingWorld } from "../../fixtures/worlds/enuWorld.js";
import { Harness } from "./helpers.js";

const harness = new Harness({ ros: 1 });
afterEach(() => harness.dispose());

const MISSION = "What is the woodland east of the river like?";

/**
 * A planner that follows the situation like a careful LLM would, in SPINE's reply layout: go to the meadow the
 * forest is seen from (choosing the detector labels first), inspect the forest once there, then answer. The way
 * there crosses the river; the mapper removes connections on the way (the collapsed footbridge, the fence), so
 * the drive replans around them, and the agent reports its location changes back to the robot.
 */
class WoodlandPlanner implements PlanGenerator {
  readonly label = "scripted";

  propose(request: PlanRequest): ReturnType<PlanGenerator["propose"]> {
    const reply = (plan: string[], extra: Record<string, unknown> = {}) =>
      Promise.resolve(
        ok({
          text: JSON.stringify({
            primary_goal: "describe the woodland east of the river",
            relevant_graph: "forest_1 seen from grass_18",
            reasoning: `iteration ${request.iteration}, robot at ${request.robot.location ?? "?"}`,
            ...extra,
            plan,
          }),
        }),
      );
    const inspection = request.history.find((step) => step.startsWith("inspect("));
    if (inspection !== undefined)
      return reply(["answer(the woodland was inspected; see the inspection)"]);
    if (request.robot.location === "grass_18")
      return reply(["inspect(forest_1, what kind of woodland is it?)"]);
    return reply(["goto(grass_18)"], { relevant_semantics: ["forest"] });
  }
}

async function run(port: RobotPort): Promise<MissionReport> {
  return runMission({
    mission: MISSION,
    port,
    generator: new WoodlandPlanner(),
    operator: new ScriptedOperator(),
    limits: { maxIterations: 12 },
  });
}

function mapOf(sim: Simulation) {
  const { snapshot } = sim.snapshot();
  return {
    regions: snapshot.regions.map((region) => region.name).sort(),
    objects: snapshot.objects.map((object) => object.name).sort(),
    edges: snapshot.region_connections.map((edge) => [...edge].sort().join("–")).sort(),
  };
}

describe("a mission over rosbridge", () => {
  it("in the crossing world ends as it does in-process, with the same actions, distance and map", async () => {
    const world = crossingWorld();
    const local = new Simulation(world);
    const inProcess = await run(new SimRobotPort(local));

    const remote = new Simulation(world);
    const server = await harness.serve({ simulation: remote, realtimeFactor: 2000, sliceMs: 20 });
    const port = await harness.connect(server.url);
    const overWire = await run(port);

    expect(inProcess.outcome).toBe("answered");
    expect(overWire.outcome).toBe(inProcess.outcome);
    expect(overWire.answer).toBe(inProcess.answer);
    expect(overWire.history).toEqual(inProcess.history);
    expect(overWire.record.inspections).toEqual(inProcess.record.inspections);
    expect(overWire.record.labels).toEqual(inProcess.record.labels);
    const { metrics } = overWire;
    expect(metrics.robot).toBe("rosbridge");
    expect(inProcess.metrics.robot).toBe("sim");
    for (const key of [
      "iterations",
      "actions",
      "plannerQueries",
      "validationFailures",
      "interactions",
    ] as const) {
      expect(metrics[key], key).toBe(inProcess.metrics[key]);
    }
    expect(inProcess.metrics.distanceM).toBeGreaterThan(50);
    expect(metrics.distanceM).toBeCloseTo(inProcess.metrics.distanceM, 0);
    expect(remote.odometerM).toBeCloseTo(local.odometerM, 6);
    expect(remote.pose().x).toBeCloseTo(local.pose().x, 6);
    expect(remote.pose().y).toBeCloseTo(local.pose().y, 6);
    expect(mapOf(remote)).toEqual(mapOf(local));
  }, 45_000);
});
