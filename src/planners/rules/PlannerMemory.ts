import type { PlanRequest } from "../../agent/index.js";
import { distanceM, type Vec2 } from "../../geo/index.js";
import { isReachable, type SemanticMap } from "../../map/index.js";

/**
 * What the planner meant its last action to achieve, so the next request can tell whether it did. A targeted
 * intention carries the `key` of the way it tried (an entry point, a viewpoint), which is retired if it fails.
 */
export type Intention =
  | {
      readonly kind: "inspect" | "visit" | "sweep" | "connect" | "route";
      readonly target: string;
      readonly key: string;
    }
  | { readonly kind: "labels" }
  | { readonly kind: "clarify" };

export interface Blockage {
  readonly between: readonly [string, string];
  readonly at: Vec2;
}

/**
 * The rule planner's record of the mission so far, rebuilt from what each request reports: inspections and
 * their answers, places visited and swept, ways in that failed, connections found blocked, and the operator's
 * replies. Judged from the map and the action outcome, not by trusting that an action worked.
 */
export class PlannerMemory {
  readonly inspected = new Map<string, string>();
  readonly inspectFailures = new Map<string, number>();
  readonly inspectProblems = new Map<string, string>();
  readonly visited = new Set<string>();
  readonly entered = new Set<string>();
  readonly swept = new Set<string>();
  readonly unreachable = new Set<string>();
  readonly blockages: Blockage[] = [];
  readonly obstacles: Vec2[] = [];
  readonly operatorReplies: string[] = [];
  readonly trail: Vec2[] = [];
  labelsSet = false;
  clarifications = 0;
  routeAttempts = 0;
  readonly #retired = new Map<string, Set<string>>();
  readonly #retiredStarts = new Map<string, Set<string>>();
  #intention: Intention | undefined;

  /** Remember what the action about to run is for. */
  intend(intention: Intention | undefined): void {
    this.#intention = intention;
  }

  /** The way toward a target last proposed, so a validator refusal can retire it. */
  get pendingWay(): { target: string; key: string } | undefined {
    const intention = this.#intention;
    return intention !== undefined && "target" in intention
      ? { target: intention.target, key: intention.key }
      : undefined;
  }

  /** Retire a way toward a target (refused, or it went nowhere); tactics will not offer it again. */
  retire(target: string, key: string): void {
    const retired = this.#retired.get(target) ?? new Set<string>();
    retired.add(key);
    this.#retired.set(target, retired);
  }

  isRetired(target: string, key: string): boolean {
    return this.#retired.get(target)?.has(key) ?? false;
  }

  /**
   * Retire every way toward a target that starts from one region: the local map there shows no progress in that
   * direction, so other goals on the same side would fail the same way.
   */
  retireStart(target: string, near: string): void {
    const starts = this.#retiredStarts.get(target) ?? new Set<string>();
    starts.add(near);
    this.#retiredStarts.set(target, starts);
  }

  isStartRetired(target: string, near: string): boolean {
    return this.#retiredStarts.get(target)?.has(near) ?? false;
  }

  /** How many ways toward a target have failed. */
  failedAttempts(target: string): number {
    return this.#retired.get(target)?.size ?? 0;
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
    if (intention.kind === "labels") {
      this.labelsSet = last.status === "succeeded";
      return;
    }
    if (intention.kind === "clarify") {
      this.clarifications += 1;
      return;
    }
    const { target, key } = intention;
    // Driving to the start of a way in is not an attempt; the extend (or a failure) is.
    const attempted = last.text.startsWith("extend_map") || last.status === "failed";
    const near = (radiusM: number): boolean => {
      const coords = map.coordsOf(target);
      return coords !== undefined && distanceM(coords, here) <= radiusM;
    };
    switch (intention.kind) {
      case "inspect":
        if (last.status === "succeeded" && last.text.startsWith(`inspect(${target},`)) {
          const description = map.get(target)?.attributes["description"];
          this.inspected.set(target, typeof description === "string" ? description : "");
        } else {
          this.inspectFailures.set(target, (this.inspectFailures.get(target) ?? 0) + 1);
          const reason = feedback.find(
            (line) => line.includes("failed") || line.includes("could not"),
          );
          if (reason !== undefined) this.inspectProblems.set(target, reason);
        }
        return;
      case "visit":
        if ((last.status === "succeeded" && last.text.startsWith("map_region")) || near(15))
          this.visited.add(target);
        else if (attempted) this.retire(target, key);
        return;
      case "sweep":
        if (last.text.startsWith("explore_region")) this.swept.add(target);
        else if (near(12)) this.entered.add(target);
        else if (attempted) this.retire(target, key);
        return;
      case "connect":
      case "route": {
        const location = map.robotLocation;
        const connected =
          location !== undefined && map.has(target) && isReachable(map, location, target);
        if (intention.kind === "route") this.routeAttempts += 1;
        // A way in that did not connect has failed, whatever the behavior reported.
        if (!connected && attempted) this.retire(target, key);
        return;
      }
    }
  }
}
