import { describe, expect, it } from "vitest";
import type { GeneratorFailure, GeneratorReply, PlanGenerator } from "../../src/agent/index.js";
import { fail, ok, type Result } from "../../src/errors/index.js";
import { distanceM } from "../../src/geo/index.js";
import type { Operator } from "../../src/operator/index.js";
import { ScriptedOperator } from "../../src/operator/index.js";
import { spineReplyText } from "../../src/planners/scripted/index.js";
import type {
  NavigateOptions,
  NavigationResult,
  OccupancyGrid,
  Pose,
  RobotPort,
} from "../../src/robot/index.js";
import type { SimRobotPort } from "../../sim/port/index.js";
import { enuWorld, rect } from "../fixtures/worlds/enuWorld.js";
import {
  distanceToPath,
  feedbackOf,
  finished,
  lastPosition,
  oneStepAtATime,
  plan,
  pointsIn,
  priorGraph,
  runLoop,
  runWith,
} from "./helpers.js";

/**
 * A field with a chain of regions a–b–c–d along y = 20, an island region the prior does not connect, and a
 * building east of d.
 */
const world = enuWorld(
  [
    { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 100, 40) },
    { properties: { layer: "surface", class: "building" }, polygon: rect(86, 0, 90, 40) },
  ],
  { start: [5, 20] },
);
const prior = priorGraph({
  regions: { a: [5, 20], b: [30, 20], c: [55, 20], d: [80, 20], island: [50, 35] },
  edges: [
    ["a", "b"],
    ["b", "c"],
    ["c", "d"],
  ],
  robot: "a",
});

/** Re-tasks with the given missions, in order, then stops; records everything it was told. */
class RetaskingOperator implements Operator {
  readonly retaskReasons: string[] = [];
  readonly notices: string[] = [];
  readonly #missions: string[];

  constructor(missions: readonly string[]) {
    this.#missions = [...missions];
  }

  ask(): Promise<string> {
    return Promise.resolve("I don't know");
  }

  notify(text: string): void {
    this.notices.push(text);
  }

  retask(reason: string): Promise<string | undefined> {
    this.retaskReasons.push(reason);
    return Promise.resolve(this.#missions.shift());
  }
}

interface GraphFaults {
  /** Lose the n-th delta (1-based; a seq gap follows). */
  dropAt?: number;
  /** Deliver a malformed message just before the n-th delta. */
  badAt?: number;
  /** A robot whose mapper ignores the agent's own map changes (its snapshots lack them). */
  ignoreAgentUpdates?: boolean;
}

/** The simulated robot, with faults on the graph channel. Counts snapshot requests and agent updates. */
class FaultyGraphPort implements RobotPort {
  readonly kind = "faulty-sim";
  readonly clock;
  snapshots = 0;
  agentUpdates = 0;
  readonly dropped: unknown[] = [];
  readonly #inner: SimRobotPort;
  readonly #faults: GraphFaults;
  #delivered = 0;

  constructor(inner: SimRobotPort, faults: GraphFaults = {}) {
    this.#inner = inner;
    this.clock = inner.clock;
    this.#faults = faults;
  }

  /** Lose the next delta the robot sends. */
  dropNext(): void {
    this.#faults.dropAt = this.#delivered + 1;
  }

  fetchSnapshot(): Promise<Result<unknown>> {
    this.snapshots += 1;
    return this.#inner.fetchSnapshot();
  }

  onGraphMessage(listener: (message: unknown) => void): () => void {
    return this.#inner.onGraphMessage((message) => {
      this.#delivered += 1;
      if (this.#delivered === this.#faults.badAt) listener({ seq: "nine", add_nodes: "lots" });
      if (this.#delivered === this.#faults.dropAt) {
        this.dropped.push(message);
        return;
      }
      listener(message);
    });
  }

  pose(): Pose {
    return this.#inner.pose();
  }
  costmap(): OccupancyGrid {
    return this.#inner.costmap();
  }
  navigate(goal: Pose, options?: NavigateOptions): Promise<NavigationResult> {
    return this.#inner.navigate(goal, options);
  }
  setLabels(labels: readonly string[]): Promise<Result<string>> {
    return this.#inner.setLabels(labels);
  }
  inspect(object: string, query: string): Promise<Result<string>> {
    return this.#inner.inspect(object, query);
  }
  describeScene(): Promise<Result<string>> {
    return this.#inner.describeScene();
  }
  publishAgentUpdate(delta: Parameters<RobotPort["publishAgentUpdate"]>[0]): void {
    this.agentUpdates += 1;
    if (this.#faults.ignoreAgentUpdates !== true) this.#inner.publishAgentUpdate(delta);
  }
  stop(): Promise<void> {
    return this.#inner.stop();
  }
  close(): Promise<void> {
    return this.#inner.close();
  }
}

/** Records `stop()` calls and how far the robot was from its goal then. */
class StopRecordingPort extends FaultyGraphPort {
  stops = 0;
  override stop(): Promise<void> {
    this.stops += 1;
    return super.stop();
  }
}

const sortedEdges = (edges: readonly (readonly [string, string])[]): string[] =>
  edges.map(([p, q]) => [p, q].sort().join("–")).sort();

describe("the agent loop", () => {
  it("runs only the first action of a valid plan, then plans again", async () => {
    const run = await runLoop(
      world,
      oneStepAtATime(plan("goto(b)", "goto(d)", "replan()"), plan("answer(done)")),
      { prior },
    );

    expect(run.report.history).toEqual(["goto(b)", "answer(done)"]);
    expect(finished(run.events).map((event) => event.action)).toEqual(["goto(b)", "answer(done)"]);
    expect(distanceToPath(run.trajectory, [80, 20])).toBeGreaterThan(40);
    expect(lastPosition(run)[0]).toBeCloseTo(30, 0);
    const second = run.generator.requests[1]!;
    expect(second.iteration).toBe(2);
    expect(second.history).toEqual(["goto(b)"]);
    expect(second.lastAction).toEqual({ text: "goto(b)", status: "succeeded" });
    expect(second.robot.location).toBe("b");
  });

  it("feeds the validator's feedback back on the next attempt", async () => {
    const first = plan("goto(nowhere_7)", "replan()");
    const run = await runLoop(world, [first, plan("goto(b)", "replan()"), plan("answer(done)")], {
      prior,
    });
    const [attempt1, attempt2] = run.generator.requests;

    expect(attempt1).toMatchObject({ iteration: 1, attempt: 1 });
    expect(attempt1!.validatorFeedback).toBeUndefined();
    expect(attempt2).toMatchObject({ iteration: 1, attempt: 2 });
    expect(attempt2!.validatorFeedback).toMatch(
      /^Feedback: .*\n- Step 1, goto\(nowhere_7\): .*nowhere_7/s,
    );
    expect(attempt2!.previousReply).toBe(spineReplyText(first));
    expect(run.events.find((e) => e.type === "validation-failed")).toMatchObject({
      attempt: 1,
      code: "unknown_node",
    });
    expect(run.report.history).toEqual(["goto(b)", "answer(done)"]);
    expect(run.report.metrics.validationFailures).toBe(1);
  });

  describe("when the planner runs out of attempts", () => {
    const unreachable = plan("goto(island)", "replan()");

    it("tells the operator, asks for new instructions, and ends with no-valid-plan", async () => {
      const operator = new ScriptedOperator();
      const run = await runLoop(world, [unreachable], { prior, operator, maxAttempts: 2 });

      expect(run.generator.requests).toHaveLength(2);
      expect(run.report.outcome).toBe("no-valid-plan");
      expect(run.report.reason).toMatch(/no valid plan in 2 attempts.*island/s);
      expect(operator.notices).toEqual([run.report.reason]);
      expect(run.events.filter((e) => e.type === "operator-notified")).toHaveLength(1);
      expect(run.report.history).toEqual([]);
    });

    it("continues with the operator's new mission", async () => {
      const operator = new RetaskingOperator(["Go to c instead."]);
      const run = await runLoop(
        world,
        (request) =>
          request.mission === "Go to c instead."
            ? request.history.length === 0
              ? plan("goto(c)", "replan()")
              : plan("answer(at c)")
            : unreachable,
        { prior, operator, maxAttempts: 2 },
      );

      expect(operator.retaskReasons).toHaveLength(1);
      expect(operator.retaskReasons[0]).toMatch(/no valid plan in 2 attempts/);
      const retasked = run.generator.requests[2]!;
      expect(retasked.mission).toBe("Go to c instead.");
      expect(retasked.feedback).toEqual([
        'The operator gave new instructions: "Go to c instead.".',
      ]);
      expect(run.events.find((e) => e.type === "mission-retasked")).toMatchObject({
        mission: "Go to c instead.",
      });
      expect(run.report.outcome).toBe("answered");
      expect(run.report.history).toEqual(["goto(c)", "answer(at c)"]);
      expect(run.report.metrics.interactions).toBe(1);
    });
  });

  describe("limits", () => {
    const pacing = (request: { iteration: number }) =>
      plan(request.iteration % 2 === 1 ? "goto(b)" : "goto(a)", "replan()");

    it("ends with limit-reached after maxIterations", async () => {
      const run = await runLoop(world, pacing, { prior, limits: { maxIterations: 3 } });

      expect(run.report.outcome).toBe("limit-reached");
      expect(run.report.reason).toBe("iteration limit reached (3)");
      expect(run.report.history).toEqual(["goto(b)", "goto(a)", "goto(b)"]);
      expect(run.generator.requests).toHaveLength(3);
      expect(run.generator.requests.map((r) => r.budget.iterationsLeft)).toEqual([2, 1, 0]);
    });

    it("ends with limit-reached once the simulated time runs out", async () => {
      // 25 m at 0.5 m/s is 50 s: the second drive crosses the 80 s limit.
      const run = await runLoop(world, pacing, { prior, limits: { maxSimSeconds: 80 } });

      expect(run.report.outcome).toBe("limit-reached");
      expect(run.report.reason).toBe("time limit reached (80 s)");
      expect(run.report.history).toEqual(["goto(b)", "goto(a)"]);
      expect(run.report.metrics.simSeconds).toBeGreaterThanOrEqual(80);
      expect(run.generator.requests[1]!.budget.simSecondsLeft).toBeLessThan(80);
    });
  });

  it("stops the mission and the robot when aborted during a drive", async () => {
    const controller = new AbortController();
    let port: StopRecordingPort | undefined;
    let drives = 0;
    const run = await runLoop(world, oneStepAtATime("goto(d)"), {
      prior,
      signal: controller.signal,
      // Paced, so the drive is still under way when the mapper's first update arrives.
      port: { realtimeFactor: 20, sliceMs: 5 },
      wrapPort: (inner) => {
        port = new StopRecordingPort(inner);
        return port;
      },
      onEvent: (event) => {
        if (event.type === "action-started") drives += 1;
        if (event.type === "map-updated" && event.source === "robot" && drives > 0)
          controller.abort();
      },
    });

    expect(run.report.outcome).toBe("stopped");
    expect(run.report.reason).toBe("stopped by the operator");
    expect(feedbackOf(run.events, "goto(d)")).toMatch(/cancelled/);
    expect(port!.stops).toBeGreaterThanOrEqual(1);
    expect(run.sim.activeDrive).toBeUndefined();
    // Stopped on the way, far from d, and nothing was planned after the abort.
    expect(lastPosition(run)[0]).toBeLessThan(40);
    expect(run.generator.requests).toHaveLength(1);
    expect(run.events.at(-1)).toMatchObject({ type: "mission-finished", outcome: "stopped" });
  });

  describe("when the plan generator fails", () => {
    class FlakyGenerator implements PlanGenerator {
      readonly label = "flaky";
      calls = 0;
      readonly #failures: number;
      constructor(failures: number) {
        this.#failures = failures;
      }
      propose(): Promise<Result<GeneratorReply, GeneratorFailure>> {
        this.calls += 1;
        return Promise.resolve(
          this.calls <= this.#failures
            ? fail({ message: "the LLM server at http://127.0.0.1:9 is unreachable" })
            : ok({ text: spineReplyText(plan("answer(back again)")) }),
        );
      }
    }

    it("ends with planner-unavailable when the operator does not retry", async () => {
      const operator = new ScriptedOperator();
      const run = await runWith(world, new FlakyGenerator(Infinity), { prior, operator });

      expect(run.report.outcome).toBe("planner-unavailable");
      expect(run.report.reason).toContain("is unreachable");
      expect(operator.notices.join(" ")).toMatch(/The planner is unavailable: .*unreachable/);
      expect(run.generator.calls).toBe(1);
    });

    it("tries again with the mission state kept when the operator says retry", async () => {
      const operator = new RetaskingOperator(["retry"]);
      const run = await runWith(world, new FlakyGenerator(1), { prior, operator });

      expect(run.report.outcome).toBe("answered");
      expect(run.report.answer).toBe("back again");
      expect(run.generator.calls).toBe(2);
    });
  });

  it("logs and ignores a malformed graph message, and resynchronises from a snapshot after a gap", async () => {
    let port: FaultyGraphPort | undefined;
    const run = await runLoop(world, oneStepAtATime("set_labels([barrel])", "goto(c)", "goto(d)"), {
      prior,
      wrapPort: (inner) => {
        port = new FaultyGraphPort(inner, { dropAt: 2, badAt: 3 });
        return port;
      },
    });
    const warnings = run.events.flatMap((e) => (e.type === "map-warning" ? [e.message] : []));

    expect(run.report.outcome).toBe("answered");
    expect(warnings.some((w) => /graph update rejected/.test(w))).toBe(true);
    expect(warnings.some((w) => /were lost; fetching a snapshot/.test(w))).toBe(true);
    expect(port!.snapshots).toBe(2);
    // The lost delta's regions reached the agent through the snapshot.
    const lost = (port!.dropped[0] as { add_nodes?: { name: string }[] }).add_nodes ?? [];
    expect(lost.length).toBeGreaterThan(0);
    const map = run.generator.requests.at(-1)!.map;
    for (const { name } of lost) expect(map.has(name)).toBe(true);
    // In the end the agent's map is the robot's.
    const robot = run.sim.snapshot().snapshot;
    expect(map.regionNames().sort()).toEqual(robot.regions.map((r) => r.name).sort());
    expect(sortedEdges(map.edges("region"))).toEqual(sortedEdges(robot.region_connections));
    expect(map.robotLocation).toBe(robot.robot_location);
  });

  it("keeps the regions it added itself when a snapshot from a robot that ignores them replaces the map", async () => {
    let port: FaultyGraphPort | undefined;
    const run = await runLoop(
      world,
      (request) => {
        // After the extension, lose the robot's next delta so that the agent has to resync.
        if (request.iteration === 2) port!.dropNext();
        return request.iteration === 1
          ? plan("extend_map(5, 5)", "replan()")
          : request.iteration === 2
            ? plan("goto(b)", "replan()")
            : plan("answer(done)");
      },
      {
        prior,
        wrapPort: (inner) => {
          port = new FaultyGraphPort(inner, { ignoreAgentUpdates: true });
          return port;
        },
      },
    );
    const map = run.generator.requests.at(-1)!.map;
    const added = run.generator.requests[1]!.updates.match(/discovered_region_\d+/g) ?? [];
    const warnings = run.events.flatMap((e) => (e.type === "map-warning" ? [e.message] : []));

    expect(port!.agentUpdates).toBeGreaterThan(0);
    expect(port!.snapshots).toBe(2);
    expect(warnings.some((w) => /were lost; fetching a snapshot/.test(w))).toBe(true);
    expect(added.length).toBeGreaterThan(0);
    // The robot's snapshot does not have them, the agent's map still does, connected as before.
    const robotRegions = run.sim.snapshot().snapshot.regions.map((r) => r.name);
    for (const name of added) {
      expect(robotRegions).not.toContain(name);
      expect(map.isRegion(name)).toBe(true);
      expect(map.neighbors(name, "region").length).toBeGreaterThan(0);
    }
    expect(run.report.history).toEqual(["extend_map(5, 5)", "goto(b)", "answer(done)"]);
  });

  it("rejects an exploration goal inside an obstacle and suggests the nearest reachable point, which then runs", async () => {
    const run = await runLoop(
      world,
      (request) => {
        if (request.iteration > 1) return plan("answer(done)");
        const suggested = /use extend_map\(([-\d.]+), ([-\d.]+)\)/.exec(
          request.validatorFeedback ?? "",
        );
        return suggested === null
          ? plan("extend_map(86.2, 20)", "replan()")
          : plan(`extend_map(${suggested[1]!}, ${suggested[2]!})`, "replan()");
      },
      {
        prior: priorGraph({ regions: { d: [80, 20] }, edges: [], robot: "d" }),
        sim: { start: [80, 20] },
      },
    );

    expect(run.events.find((e) => e.type === "validation-failed")).toMatchObject({
      code: "not_explorable",
      feedback: expect.stringMatching(/\(86\.2, 20\.0\) lies inside an obstacle/) as unknown,
    });
    // The suggestion: free ground just in front of the building's face, close to the goal asked for.
    const [ran] = pointsIn(run.report.history[0]!);
    expect(run.report.history[0]).toMatch(/^extend_map\(/);
    expect(ran![0]).toBeLessThan(86);
    expect(distanceM(ran!, [86.2, 20])).toBeLessThan(1.5);
    expect(finished(run.events)[0]!.status).toBe("succeeded");
    expect(lastPosition(run)[0]).toBeGreaterThan(84);
    expect(lastPosition(run)[0]).toBeLessThan(86);
  });

  describe('the "validation: off" ablation', () => {
    // Standing right at the building, extend_map toward the far side can make no progress.
    const atBuilding = priorGraph({
      regions: { wall_side: [85.4, 20] },
      edges: [],
      robot: "wall_side",
    });
    const startAtWall = { start: [85.4, 20] as [number, number] };

    it("with validation, rejects an exploration step that cannot progress", async () => {
      const run = await runLoop(world, oneStepAtATime("extend_map(95, 20)"), {
        prior: atBuilding,
        sim: startAtWall,
        maxAttempts: 1,
      });

      expect(run.events.find((e) => e.type === "validation-failed")).toMatchObject({
        code: "not_explorable",
      });
      expect(run.report.outcome).toBe("no-valid-plan");
      expect(run.report.metrics.distanceM).toBe(0);
    });

    it("sends the same step to the robot, which drives into the building", async () => {
      const run = await runLoop(world, oneStepAtATime("extend_map(95, 20)"), {
        prior: atBuilding,
        sim: startAtWall,
        validation: "off",
        maxAttempts: 1,
      });

      expect(run.events.some((e) => e.type === "validation-failed")).toBe(false);
      expect(run.report.history[0]).toBe("extend_map(95, 20)");
      expect(feedbackOf(run.events, "extend_map(")).toMatch(/stopped at .*blocked at/);
      expect(lastPosition(run)[0]).toBeLessThan(86);
    });

    it("sends a goto to an unconnected region, which fails on the robot's side", async () => {
      const run = await runLoop(world, oneStepAtATime("goto(island)"), {
        prior,
        validation: "off",
      });

      expect(run.events.some((e) => e.type === "validation-failed")).toBe(false);
      expect(finished(run.events)[0]).toMatchObject({ action: "goto(island)", status: "failed" });
      expect(feedbackOf(run.events, "goto(island)")).toMatch(/no known path from a to island/);
    });
  });
});
