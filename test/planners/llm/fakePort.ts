/**
 * A tiny in-memory robot for driving `runMission` in these tests: the map is a fixed graph, driving to a region
 * always arrives at once, and the vision model answers from a table. Enough for the agent's loop; the real
 * simulator is tested elsewhere.
 */
import { fail, ok, type Result } from "../../../src/errors/index.js";
import type { GraphDelta, GraphJson } from "../../../src/map/index.js";
import type { NavigationResult, Pose, RobotPort } from "../../../src/robot/index.js";

export class FakePort implements RobotPort {
  readonly kind = "fake";
  readonly clock = { nowSec: (): number => this.#timeSec };
  readonly published: Omit<GraphDelta, "seq">[] = [];
  readonly #graph: GraphJson;
  readonly #answers: Readonly<Record<string, string>>;
  #pose: Pose;
  #timeSec = 0;

  constructor(graph: GraphJson, options: { answers?: Record<string, string> } = {}) {
    this.#graph = graph;
    this.#answers = options.answers ?? {};
    const start = graph.regions.find((region) => region.name === graph.robot_location);
    this.#pose = { x: start?.coords[0] ?? 0, y: start?.coords[1] ?? 0, yawRad: 0 };
  }

  fetchSnapshot(): Promise<Result<unknown>> {
    return Promise.resolve(ok({ seq: 0, snapshot: structuredClone(this.#graph) }));
  }

  onGraphMessage(): () => void {
    return () => undefined;
  }

  pose(): Pose {
    return this.#pose;
  }

  costmap(): undefined {
    return undefined;
  }

  navigate(goal: Pose): Promise<NavigationResult> {
    const distanceM = Math.hypot(goal.x - this.#pose.x, goal.y - this.#pose.y);
    this.#pose = goal;
    this.#timeSec += distanceM / 0.5;
    return Promise.resolve({ status: "reached", pose: goal, distanceM, message: "reached" });
  }

  setLabels(labels: readonly string[]): Promise<Result<string>> {
    return Promise.resolve(ok(`labels set: ${labels.join(", ")}`));
  }

  inspect(object: string): Promise<Result<string>> {
    const answer = this.#answers[object];
    return Promise.resolve(answer === undefined ? fail(`nothing to see at ${object}`) : ok(answer));
  }

  describeScene(): Promise<Result<string>> {
    return Promise.resolve(ok("an open road"));
  }

  publishAgentUpdate(delta: Omit<GraphDelta, "seq">): void {
    this.published.push(delta);
  }

  stop(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
