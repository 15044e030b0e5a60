import { fail, ok, type Result } from "../../../src/errors/index.js";
import { readMission } from "../../../src/mission/index.js";
import { SimRobotPort } from "../../port/index.js";
import { runSimulatedMission } from "../../runner/index.js";
import { coverageTour, type CoverageTarget } from "../coverageTour.js";
import { driveTour } from "../driveTour.js";
import { PlanOnceGenerator } from "../PlanOnceGenerator.js";
import { RegionNetwork } from "../RegionNetwork.js";
import { addTotals, totalsOf, type MethodInput, type MethodResult } from "./MethodRun.js";

/**
 * The LLM-as-planner baseline: first map the whole environment the robot can reach — a coverage tour of the
 * truth graph that brings every region within lidar range and every object within detector range, driven by
 * the robot so its own mapper reveals everything — then plan once with the full map and execute that plan
 * without replanning ({@link PlanOnceGenerator}). Time and distance include the tour.
 *
 * The detector is configured before the tour with the labels the mission reader (src/mission) finds in the
 * mission's words (not a planner query and not the offline planner's internals), so objects named in the
 * mission are detected while mapping.
 */
export async function llmAsPlannerMethod(input: MethodInput): Promise<Result<MethodResult>> {
  const { prepared } = input;
  const port = prepared.port;
  if (!(port instanceof SimRobotPort)) {
    return fail(
      `${prepared.description}: llm-as-planner needs the built-in simulator (geojson worlds)`,
    );
  }
  const simulation = port.simulation;
  const goal = await readMission(prepared.mission.mission);
  if (goal.labels.length > 0) await port.setLabels(goal.labels);
  const network = new RegionNetwork(simulation.truth.graph);
  const pose = port.pose();
  const start = network.nearest([pose.x, pose.y]);
  if (start === undefined) return fail(`${prepared.description}: the world has no regions`);
  const { lidarRangeM, detectionRangeM } = simulation.settings;
  const targets: CoverageTarget[] = [
    ...network.coords.map((point) => ({ point, rangeM: lidarRangeM })),
    ...simulation.truth.graph.objects
      .filter((object) => object["landmark"] !== true)
      .map((object) => ({ point: object.coords, rangeM: detectionRangeM })),
  ];
  const tour = coverageTour(network, {
    start,
    targets,
    sees: (from, to) => simulation.truth.sees(from, to),
  });
  const drive = await driveTour({
    port,
    network,
    start,
    viewpoints: tour.viewpoints,
    ...(input.signal === undefined ? {} : { signal: input.signal }),
  });
  const generator = new PlanOnceGenerator(input.planner());
  const run = await runSimulatedMission({
    prepared,
    generator,
    validation: input.validation,
    ...(input.maxAttempts === undefined ? {} : { maxAttempts: input.maxAttempts }),
    ...(input.signal === undefined ? {} : { signal: input.signal }),
    ...(input.onEvent === undefined ? {} : { onEvent: input.onEvent }),
  });
  const totals = addTotals(
    { ...totalsOf(run.metrics), plannerQueries: generator.queries },
    { simSeconds: drive.simSeconds, distanceM: drive.distanceM },
  );
  return ok({
    evaluation: run.evaluation,
    outcome: run.report.outcome,
    answer: run.report.answer,
    totals,
    mapping: {
      distanceM: round1(drive.distanceM),
      simSeconds: round1(drive.simSeconds),
      viewpoints: tour.viewpoints.length,
      missedViewpoints: drive.missed,
    },
  });
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
