import { fail, ok, type Result } from "../../src/errors/index.js";
import { distanceM, type Vec2 } from "../../src/geo/index.js";
import { loadGraph, type GraphJson } from "../../src/map/index.js";
import type { RobotPort } from "../../src/robot/index.js";
import { buildWorldGraph, dropPriorNodes } from "../../priors/index.js";
import { Simulation } from "../engine/index.js";
import { SimRobotPort } from "../port/index.js";
import { GraphWorldPort, loadGraphWorld } from "../graphWorld/index.js";
import type { Mission, MissionEvaluation, MissionOutcome } from "../missions/index.js";
import { evaluateMission } from "../missions/index.js";
import {
  DEFAULT_WORLD_LIMITS,
  distanceOutsideM,
  loadWorldFile,
  startOutsideError,
  type World,
  type WorldLimits,
} from "../world/index.js";

export interface PrepareOptions {
  /** Remove this fraction of the prior's nodes (robustness runs); needs `seed`. */
  dropPriorFraction?: number;
  seed?: number;
  /** Use this prior instead of the one derived from the world (e.g. built from satellite data). */
  priorGraph?: GraphJson;
  /** Override the start (ENU metres). */
  startM?: Vec2;
  /** Sleep so the simulation runs at this multiple of real time; default as fast as possible. */
  realtimeFactor?: number;
  /** World size limits (issue 14): raise them for a large world; defaults DEFAULT_WORLD_LIMITS. */
  worldLimits?: Partial<WorldLimits>;
}

/** A mission ready to run in the built-in simulator: the robot port, and how to judge the outcome. */
export interface PreparedMission {
  readonly mission: Mission;
  readonly port: RobotPort;
  /** "riverside (simulated)", "lakeside (graph world)". */
  readonly description: string;
  /** The robot's path so far, ENU metres. */
  trajectory(): Vec2[];
  /** Ground-truth position of an object or region by name. */
  positionOf(name: string): Vec2 | undefined;
  evaluate(outcome: MissionOutcome): MissionEvaluation;
  /** The prior the robot started from. */
  readonly prior: GraphJson;
}

/** Load the mission's world and build the simulated robot it runs on. Errors name the file and the problem. */
export function prepareMission(
  mission: Mission,
  options: PrepareOptions = {},
): Result<PreparedMission, string[]> {
  if (mission.world.kind === "graph") {
    const source =
      "priorPath" in mission.world
        ? { fullPath: mission.world.fullPath, priorPath: mission.world.priorPath }
        : {
            fullPath: mission.world.fullPath,
            dropFraction: mission.world.dropFraction,
            seed: mission.world.seed,
          };
    const loaded = loadGraphWorld(source);
    if (!loaded.ok) return loaded;
    const world = loaded.value;
    const port = new GraphWorldPort({ world });
    const truth = loadGraph(world.truth);
    const positionOf = (name: string): Vec2 | undefined =>
      truth.ok ? truth.value.map.coordsOf(name) : undefined;
    return ok({
      mission,
      port,
      description: `${mission.worldName} (graph world)`,
      trajectory: () => port.trajectory.map((sample) => sample.position),
      positionOf,
      evaluate: (outcome) =>
        evaluateMission({
          mission,
          outcome,
          trajectory: port.trajectory.map((s) => s.position),
          positionOf,
        }),
      prior: world.prior,
    });
  }
  const loaded = loadWorldFile(
    mission.world.path,
    options.worldLimits === undefined ? {} : { limits: options.worldLimits },
  );
  if (!loaded.ok) return loaded;
  const world = loaded.value;
  let prior = options.priorGraph ?? buildWorldGraph(world, { view: "prior" });
  if (options.dropPriorFraction !== undefined && options.dropPriorFraction > 0) {
    if (options.seed === undefined) return fail(["dropping prior nodes needs a seed"]);
    prior = dropPriorNodes(prior, { fraction: options.dropPriorFraction, seed: options.seed });
  }
  const startM =
    options.startM ?? (mission.start === undefined ? undefined : world.frame.toEnu(mission.start));
  if (startM !== undefined) {
    // The simulator snaps a start to the nearest drivable cell; one far outside the world is a mistake.
    const limits = { ...DEFAULT_WORLD_LIMITS, ...options.worldLimits };
    const outside = startOutsideError(
      "the mission's start",
      distanceOutsideM(world.boundsM, startM),
      limits,
    );
    if (outside !== undefined) return fail([outside]);
  }
  const simulation = new Simulation(world, {
    priorGraph: prior,
    ...(startM === undefined ? {} : { start: startM }),
  });
  const port = new SimRobotPort(
    simulation,
    options.realtimeFactor === undefined ? {} : { realtimeFactor: options.realtimeFactor },
  );
  const positionOf = (name: string): Vec2 | undefined => featurePosition(world, name);
  const trajectory = (): Vec2[] =>
    simulation.trajectory().map((sample): Vec2 => [sample.x, sample.y]);
  return ok({
    mission,
    port,
    description: `${mission.worldName} (simulated)`,
    trajectory,
    positionOf,
    evaluate: (outcome) =>
      evaluateMission({
        mission,
        outcome,
        trajectory: trajectory(),
        positionOf,
        frame: world.frame,
      }),
    prior,
  });
}

/** Where a named world feature is: its point, or the middle of its footprint or line. */
function featurePosition(world: World, name: string): Vec2 | undefined {
  const feature = world.features.find((f) => f.name === name);
  if (feature === undefined) return undefined;
  if (feature.point !== undefined) return feature.point;
  const points = feature.line ?? feature.footprint[0]?.[0];
  if (points === undefined || points.length === 0) return undefined;
  const sum = points.reduce<[number, number]>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
  const center: Vec2 = [sum[0] / points.length, sum[1] / points.length];
  // For a line, the vertex nearest its average lies on it.
  return feature.line === undefined
    ? center
    : points.reduce((best, p) => (distanceM(p, center) < distanceM(best, center) ? p : best));
}
