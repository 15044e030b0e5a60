import { stepTargets, type StepTargets } from "./planTargets.js";
import type { FeedGraph, FeedItem, FeedNode, Vec2, WireEventLine } from "./types.js";

/** A node as the console draws it: where it came from (prior or found during the mission) and its attributes. */
export interface MapNode {
  readonly name: string;
  readonly type: "region" | "object";
  x: number;
  y: number;
  attributes: Record<string, unknown>;
  /** In the map the agent started from. */
  readonly prior: boolean;
  /** How it was discovered: "prior", "robot" (the mapper), "agent" (extend_map and the like), "resync". */
  readonly source: string;
  /** Mission seconds when it appeared. */
  readonly sinceT: number;
}

export interface MapEdge {
  readonly a: string;
  readonly b: string;
  readonly prior: boolean;
}

/** What happened in one planning iteration, for the panel and the report's timeline. */
export interface IterationRecord {
  readonly iteration: number;
  t: number;
  goal: string | undefined;
  reasoning: string | undefined;
  plan: readonly string[];
  attempts: number;
  rejected: { code: string; feedback: string }[];
  action: string | undefined;
  status: string | undefined;
  feedback: readonly string[];
}

/**
 * The map and mission as the feed tells them, rebuilt item by item. Pure: the page, the report and the tests use
 * the same reducer. `version` grows with every change so a view redraws only when something changed.
 */
export class MissionState {
  readonly nodes = new Map<string, MapNode>();
  readonly edges = new Map<string, MapEdge>();
  readonly removedEdges: { a: Vec2; b: Vec2; names: readonly [string, string] }[] = [];
  readonly track: Vec2[] = [];
  readonly iterations: IterationRecord[] = [];
  readonly transcript: Record<string, unknown>[] = [];
  pose: { x: number; y: number; yawRad: number } | undefined;
  robotLocation: string | undefined;
  mission: string | undefined;
  planner: string | undefined;
  question: string | undefined;
  answer: string | undefined;
  outcome: string | undefined;
  metrics: Record<string, unknown> | undefined;
  notices: string[] = [];
  /** Summed from `plan-proposed` as the mission runs (the final metrics replace them). */
  promptTokens = 0;
  completionTokens = 0;
  distanceM = 0;
  t = 0;
  version = 0;
  #seenSnapshot = false;

  apply(item: FeedItem): void {
    this.version++;
    if (item.kind === "snapshot") this.#snapshot(item.graph, item.t);
    else if (item.kind === "pose") {
      this.pose = { x: item.x, y: item.y, yawRad: item.yawRad };
      const last = this.track.at(-1);
      if (last === undefined || Math.hypot(last[0] - item.x, last[1] - item.y) > 0.25)
        this.track.push([item.x, item.y]);
      this.t = Math.max(this.t, item.t);
    } else if (item.kind === "transcript") this.transcript.push(item.entry);
    else this.#event(item.event);
  }

  /** The plan's targets on the map, step by step (the first step is the one that runs). */
  planTargets(): StepTargets[] {
    const plan = this.iterations.at(-1)?.plan ?? [];
    return plan.map((step) => stepTargets(step, (name) => this.nodes.has(name)));
  }

  current(): IterationRecord | undefined {
    return this.iterations.at(-1);
  }

  #snapshot(graph: FeedGraph, t: number): void {
    const prior = !this.#seenSnapshot;
    this.#seenSnapshot = true;
    const source = prior ? "prior" : "resync";
    const names = new Set<string>();
    for (const [list, type] of [
      [graph.regions, "region"],
      [graph.objects, "object"],
    ] as const) {
      for (const node of list) {
        names.add(node.name);
        const known = this.nodes.get(node.name);
        if (known !== undefined) this.#update(known, node.coords, attributesOf(node));
        else this.#add(node.name, type, node.coords, attributesOf(node), prior, source, t);
      }
    }
    for (const name of [...this.nodes.keys()]) if (!names.has(name)) this.#remove(name);
    for (const [a, b] of [...graph.region_connections, ...graph.object_connections])
      this.#addEdge(a, b, prior);
    if (graph.robot_location !== undefined) this.robotLocation = graph.robot_location;
  }

  #event(event: WireEventLine): void {
    if (typeof event.t === "number") this.t = Math.max(this.t, event.t);
    const iteration = typeof event.iteration === "number" ? event.iteration : 0;
    const text = (key: string): string | undefined =>
      typeof event[key] === "string" ? event[key] : undefined;
    switch (event.type) {
      case "mission-start":
        this.mission = text("mission");
        this.planner = text("planner");
        break;
      case "mission-retasked":
        this.mission = text("mission");
        break;
      case "map-updated":
        this.#updates(event["updates"], text("source") ?? "robot");
        break;
      case "plan-proposed": {
        const record = this.#iteration(iteration);
        record.goal = text("primaryGoal");
        record.reasoning = text("reasoning");
        record.plan = Array.isArray(event["plan"]) ? event["plan"].map(String) : [];
        record.attempts = typeof event["attempt"] === "number" ? event["attempt"] : 1;
        if (typeof event["promptTokens"] === "number") this.promptTokens += event["promptTokens"];
        if (typeof event["completionTokens"] === "number")
          this.completionTokens += event["completionTokens"];
        break;
      }
      case "validation-failed":
        this.#iteration(iteration).rejected.push({
          code: text("code") ?? "",
          feedback: text("feedback") ?? "",
        });
        break;
      case "action-started":
        this.#iteration(iteration).action = text("action");
        break;
      case "action-finished": {
        const record = this.#iteration(iteration);
        record.status = text("status");
        record.feedback = Array.isArray(event["feedback"]) ? event["feedback"].map(String) : [];
        if (typeof event["distanceM"] === "number") this.distanceM += event["distanceM"];
        break;
      }
      case "clarify-asked":
        this.question = text("question");
        break;
      case "clarify-answered":
        this.question = undefined;
        break;
      case "operator-notified":
        this.notices.push(text("text") ?? "");
        break;
      case "mission-finished":
        this.outcome = text("outcome");
        this.answer = text("answer");
        if (typeof event["metrics"] === "object" && event["metrics"] !== null)
          this.metrics = event["metrics"] as Record<string, unknown>;
        break;
      case "run-ended":
        this.outcome ??= text("outcome");
        this.question = undefined;
        break;
      default:
        break;
    }
  }

  #iteration(iteration: number): IterationRecord {
    const last = this.iterations.at(-1);
    if (last !== undefined && last.iteration === iteration) return last;
    const record: IterationRecord = {
      iteration,
      t: this.t,
      goal: undefined,
      reasoning: undefined,
      action: undefined,
      status: undefined,
      plan: [],
      attempts: 0,
      rejected: [],
      feedback: [],
    };
    this.iterations.push(record);
    return record;
  }

  #updates(raw: unknown, source: string): void {
    if (typeof raw !== "object" || raw === null) return;
    const updates = raw as {
      addedNodes?: { name: string; type: "region" | "object"; coords: Vec2; attributes?: object }[];
      updatedNodes?: { name: string; coords?: Vec2; attributes?: object }[];
      removedNodes?: string[];
      addedEdges?: [string, string][];
      removedEdges?: [string, string][];
      robotLocation?: string;
    };
    for (const node of updates.addedNodes ?? []) {
      const attributes = { ...(node.attributes ?? {}) } as Record<string, unknown>;
      this.#add(node.name, node.type, node.coords, attributes, false, source, this.t);
    }
    for (const node of updates.updatedNodes ?? []) {
      const known = this.nodes.get(node.name);
      if (known !== undefined)
        this.#update(known, node.coords, node.attributes as Record<string, unknown> | undefined);
    }
    for (const [a, b] of updates.removedEdges ?? []) {
      const from = this.nodes.get(a);
      const to = this.nodes.get(b);
      if (from !== undefined && to !== undefined)
        this.removedEdges.push({ a: [from.x, from.y], b: [to.x, to.y], names: [a, b] });
      this.edges.delete(edgeKey(a, b));
    }
    for (const name of updates.removedNodes ?? []) this.#remove(name);
    for (const [a, b] of updates.addedEdges ?? []) this.#addEdge(a, b, false);
    if (updates.robotLocation !== undefined) this.robotLocation = updates.robotLocation;
  }

  #add(
    name: string,
    type: "region" | "object",
    coords: Vec2,
    attributes: Record<string, unknown>,
    prior: boolean,
    source: string,
    t: number,
  ): void {
    const node = { name, type, x: coords[0], y: coords[1], attributes, prior, source, sinceT: t };
    this.nodes.set(name, node);
  }

  #update(node: MapNode, coords: Vec2 | undefined, attributes?: Record<string, unknown>): void {
    if (coords !== undefined) [node.x, node.y] = coords;
    if (attributes !== undefined) node.attributes = { ...node.attributes, ...attributes };
  }

  #remove(name: string): void {
    this.nodes.delete(name);
    for (const [key, edge] of this.edges)
      if (edge.a === name || edge.b === name) this.edges.delete(key);
  }

  #addEdge(a: string, b: string, prior: boolean): void {
    const key = edgeKey(a, b);
    if (!this.edges.has(key)) this.edges.set(key, { a, b, prior });
  }
}

export function edgeKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** An object's class: its `class` attribute, else its name without a trailing number. */
export function classOf(node: Pick<MapNode, "name" | "attributes">): string {
  const value = node.attributes["class"];
  return typeof value === "string" && value !== "" ? value : node.name.replace(/_\d+$/, "");
}

function attributesOf(node: FeedNode): Record<string, unknown> {
  const { name: _name, coords: _coords, ...rest } = node;
  return rest;
}
