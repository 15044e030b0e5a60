/**
 * Drive the real agent loop (runMission → validator → behaviors → SimRobotPort → Simulation) from a scripted plan
 * generator, and collect what tests look at: the report, every event, the generator's requests, the operator's
 * notices and the robot's trajectory.
 */
import type { BehaviorSettings } from "../../behaviors/index.js";
import {
  runMission,
  type AgentEvent,
  type MissionLimits,
  type MissionReport,
  type PlanGenerator,
  type PlanRequest,
} from "../../src/agent/index.js";
import { distanceM, type Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";
import { ScriptedOperator, type Operator } from "../../src/operator/index.js";
import {
  ScriptedGenerator,
  type Script,
  type ScriptedReply,
} from "../../src/planners/scripted/index.js";
import type { RobotPort } from "../../src/robot/index.js";
import { Simulation, type SimulationOptions } from "../../sim/engine/index.js";
import { SimRobotPort, type SimRobotPortOptions } from "../../sim/port/index.js";
import type { World } from "../../sim/world/index.js";

/** A prior graph written compactly: regions by name with coordinates, edges as pairs. */
export function priorGraph(sketch: {
  regions: Record<string, Vec2>;
  edges: readonly (readonly [string, string])[];
  objects?: Record<string, { at: Vec2; seenFrom: string; description?: string }>;
  robot: string;
}): GraphJson {
  const objects = Object.entries(sketch.objects ?? {});
  return {
    regions: Object.entries(sketch.regions).map(([name, coords]) => ({ name, coords })),
    objects: objects.map(([name, { at, description }]) => ({
      name,
      coords: at,
      ...(description === undefined ? {} : { description }),
    })),
    region_connections: sketch.edges.map(([a, b]) => [a, b]),
    object_connections: objects.map(([name, { seenFrom }]) => [name, seenFrom]),
    robot_location: sketch.robot,
  } as GraphJson;
}

export interface LoopOptions {
  /** The mapper's starting map; default the world's own prior. */
  prior?: GraphJson;
  sim?: SimulationOptions;
  settings?: BehaviorSettings;
  limits?: MissionLimits;
  maxAttempts?: number;
  validation?: "full" | "off";
  operator?: Operator;
  signal?: AbortSignal;
  mission?: string;
  /** How the simulated robot is paced (default: not at all). */
  port?: SimRobotPortOptions;
  /** Wrap the simulated robot (fault injection). */
  wrapPort?: (port: SimRobotPort) => RobotPort;
  /** Called with every event as it happens, after it is recorded. */
  onEvent?: (event: AgentEvent) => void;
}

export interface LoopRun<G extends PlanGenerator = ScriptedGenerator> {
  readonly report: MissionReport;
  readonly events: AgentEvent[];
  readonly generator: G;
  readonly operator: Operator;
  readonly sim: Simulation;
  /** The robot's path, ENU metres. */
  readonly trajectory: Vec2[];
}

/** Run a mission in `world` with a scripted generator through the real loop, validator and simulator. */
export function runLoop(world: World, script: Script, options: LoopOptions = {}): Promise<LoopRun> {
  return runWith(world, new ScriptedGenerator(script), options);
}

/** Run a mission in `world` with any plan generator through the real loop, validator and simulator. */
export async function runWith<G extends PlanGenerator>(
  world: World,
  generator: G,
  options: LoopOptions = {},
): Promise<LoopRun<G>> {
  const sim = new Simulation(world, {
    ...(options.prior === undefined ? {} : { priorGraph: options.prior }),
    ...options.sim,
  });
  const simPort = new SimRobotPort(sim, options.port);
  const port = options.wrapPort?.(simPort) ?? simPort;
  const operator = options.operator ?? new ScriptedOperator();
  const events: AgentEvent[] = [];
  const report = await runMission({
    mission: options.mission ?? "test mission",
    port,
    generator,
    operator,
    onEvent: (event) => {
      events.push(event);
      options.onEvent?.(event);
    },
    ...(options.settings === undefined ? {} : { settings: options.settings }),
    ...(options.limits === undefined ? {} : { limits: options.limits }),
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
    ...(options.validation === undefined ? {} : { validation: options.validation }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  const trajectory = sim.trajectory().map((sample): Vec2 => [sample.x, sample.y]);
  return { report, events, generator, operator, sim, trajectory };
}

/** A reply with just a plan. */
export function plan(...steps: string[]): ScriptedReply {
  return { plan: steps };
}

/**
 * A script that runs `steps` one per iteration (each as a one-step plan followed by replan — unless it ends the
 * plan, as clarify and answer do — or as given when it is already a reply), then answers "done". Validation
 * failures repeat the same step, so a rejected step shows up as attempts running out.
 */
export function oneStepAtATime(...steps: (string | ScriptedReply)[]): Script {
  return (request: PlanRequest) => {
    const step = steps[request.iteration - 1];
    if (step === undefined) return plan("answer(done)");
    if (typeof step !== "string") return step;
    return /^(clarify|answer)\(/.test(step) ? plan(step) : plan(step, "replan()");
  };
}

export function finished(
  events: readonly AgentEvent[],
): Extract<AgentEvent, { type: "action-finished" }>[] {
  return events.filter(
    (event): event is Extract<AgentEvent, { type: "action-finished" }> =>
      event.type === "action-finished",
  );
}

/** The feedback of the first finished action whose text starts with `prefix`, as one string. */
export function feedbackOf(events: readonly AgentEvent[], prefix: string): string {
  const event = finished(events).find((e) => e.action.startsWith(prefix));
  if (event === undefined) throw new Error(`no finished action starting with ${prefix}`);
  return event.feedback.join(" ");
}

/** Shortest distance from a point to a polyline. */
export function distanceToPath(path: readonly Vec2[], point: Vec2): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < path.length; i += 1) {
    const b = path[i]!;
    const a = path[i - 1] ?? b;
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const lengthSq = dx * dx + dy * dy;
    const t =
      lengthSq === 0
        ? 0
        : Math.max(0, Math.min(1, ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / lengthSq));
    best = Math.min(best, distanceM(point, [a[0] + t * dx, a[1] + t * dy]));
  }
  return best;
}

/** The index of the first trajectory sample within `radiusM` of a point, or -1. */
export function firstVisit(path: readonly Vec2[], point: Vec2, radiusM: number): number {
  return path.findIndex((sample) => distanceM(sample, point) <= radiusM);
}

/** Every "(x, y)" pair written in a text, in order. */
export function pointsIn(text: string): Vec2[] {
  return [...text.matchAll(/\((-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\)/g)].map((match): Vec2 => [
    Number(match[1]),
    Number(match[2]),
  ]);
}

/** Where the robot ended. */
export function lastPosition(run: LoopRun<PlanGenerator>): Vec2 {
  const pose = run.sim.pose();
  return [pose.x, pose.y];
}
