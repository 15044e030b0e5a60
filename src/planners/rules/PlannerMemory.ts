import type { PlanRequest } from "../../agent/index.js";
import { distanceM, type Vec2 } from "../../geo/index.js";
import { isReachable, type SemanticMap } from "../../map/index.js";

/** What the planner meant its last action to achieve, so the next request can tell whether it did. */
export type Intention =
  | { readonly kind: "inspect"; readonly target: string }
  | { readonly kind: "visit"; readonly target: string }
  | { readonly kind: "sweep"; readonly target: string }
  | { readonly kind: "connect"; readonly target: string; readonly key: string }
  | { readonly kind: "route"; readonly target: string }
  | { readonly kind: "labels" }
  | { readonly kind: "clarify" };

export interface Blockage {
  readonly between: readonly [string, string];
  readonly at: Vec2;
}

/**
 * The rule planner's record of the mission so far, rebuilt from what each request reports: inspections and
 * their answers, places visited and swept, connection attempts that failed, connections found blocked, and the
 * operator's replies. Judged from the map and the action outcome, not by trusting that an action worked.
 */
export class PlannerMemory {
  readonly inspected = new Map<string, string>();
  readonly inspectFailures = new Map<string, number>();
  readonly inspectProblems = new Map<string, string>();
  readonly visited = new Set<string>();
  readonly entered = new Set<string>();
  readonly swept = new Set<string>();
  readonly failedConnections = new Map<string, Set<string>>();
  readonly unreachable = new Set<string>();
  readonly blockages: Blockage[] = [];
  readonly obstacles: Vec2[] = [];
  readonly operatorReplies: string[] = [];
  readonly trail: Vec2[] = [];
  labelsSet = false;
  clarifications = 0;
  routeAttempts = 0;
  #intention: Intention | undefined;

  /** The way in last proposed for a connection, so a validator refusal can count against it. */
  get lastConnection(): { name: string; key: string } | undefined {
    const intention = this.#intention;
    return intention?.kind === "connect"
      ? { name: intention.target, key: intention.key }
      : undefined;
  }

  /** Remember what the action about to run is for. */
  intend(intention: Intention | undefined): void {
    this.#intention = intention;
  }

  /** Fold in a new request: the outcome of the last action and the map changes since. */
  ingest(request: PlanRequest): void {
    const { map } = request;
    const here: Vec2 = [request.robot.pose.x, request.robot.pose.y];
    this.trail.push(here);
    for (const [a, b] of request.changes.removedEdges) {
      const ca = map.coordsOf(a);
      const cb = map.coordsOf(b);
      if (ca !== undefined && cb !== undefined && map.isRegion(a) && map.isRegion(b)) {
        this.blockages.push({ between: [a, b], at: [(ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2] });
      }
    }
    for (const line of request.feedback) {
      for (const match of line.matchAll(/obstacle at \((-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\)/g)) {
        this.obstacles.push([Number(match[1]), Number(match[2])]);
      }
      const reply = /the operator answered .* with: "([\s\S]*)"$/.exec(line);
      if (reply?.[1] !== undefined) this.operatorReplies.push(reply[1]);
    }
    const intention = this.#intention;
    const last = request.lastAction;
    this.#intention = undefined;
    if (intention === undefined || last === undefined || request.attempt > 1) return;
    this.#settle(intention, last, map, here, request.feedback);
  }

  #settle(
    intention: Intention,
    last: NonNullable<PlanRequest["lastAction"]>,
    map: SemanticMap,
    here: Vec2,
    feedback: readonly string[],
  ): void {
    const near = (target: string, radiusM: number): boolean => {
      const coords = map.coordsOf(target);
      return coords !== undefined && distanceM(coords, here) <= radiusM;
    };
    switch (intention.kind) {
      case "labels":
        this.labelsSet = last.status === "succeeded";
        return;
      case "clarify":
        this.clarifications += 1;
        return;
      case "inspect": {
        if (last.status === "succeeded" && last.text.startsWith(`inspect(${intention.target},`)) {
          const description = map.get(intention.target)?.attributes["description"];
          this.inspected.set(intention.target, typeof description === "string" ? description : "");
        } else {
          this.inspectFailures.set(
            intention.target,
            (this.inspectFailures.get(intention.target) ?? 0) + 1,
          );
          const reason = feedback.find(
            (line) => line.includes("failed") || line.includes("could not"),
          );
          if (reason !== undefined) this.inspectProblems.set(intention.target, reason);
        }
        return;
      }
      case "visit":
        if (last.status === "succeeded" || near(intention.target, 15))
          this.visited.add(intention.target);
        else this.#failConnection(intention.target, `visit:${last.text}`);
        return;
      case "sweep":
        if (last.text.startsWith("explore_region")) this.swept.add(intention.target);
        else if (near(intention.target, 12)) this.entered.add(intention.target);
        else this.#failConnection(intention.target, `enter:${last.text}`);
        return;
      case "connect":
      case "route": {
        const location = map.robotLocation;
        const connected =
          location !== undefined &&
          map.has(intention.target) &&
          isReachable(map, location, intention.target);
        if (intention.kind === "route") this.routeAttempts += 1;
        // An extend that did not connect is a failed attempt for that way in, whatever it reported.
        if (!connected && (last.text.startsWith("extend_map") || last.status === "failed")) {
          this.#failConnection(
            intention.target,
            intention.kind === "connect" ? intention.key : last.text,
          );
        }
        return;
      }
    }
  }

  #failConnection(target: string, key: string): void {
    const failed = this.failedConnections.get(target) ?? new Set<string>();
    failed.add(key);
    this.failedConnections.set(target, failed);
  }

  failedAttempts(target: string): number {
    return this.failedConnections.get(target)?.size ?? 0;
  }
}
