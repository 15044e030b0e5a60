import type { PlanRequest } from "../../agent/index.js";
import { distanceM, type Vec2 } from "../../geo/index.js";
import { isReachable, type SemanticMap } from "../../map/index.js";
import { DrivePace } from "./DrivePace.js";
import type { FailedDirection } from "./gapVerdict.js";
import type { UnmappedArea } from "./unmappedAreas.js";

/**
 * What the planner meant its last action to achieve, so the next request can tell whether it did. A targeted
 * intention carries the `key` of the way it tried (an entry point, a viewpoint), which is retired if it fails.
 */
export type Intention =
  | {
      readonly kind: "inspect" | "visit" | "sweep" | "connect" | "route" | "direct";
      readonly target: string;
      readonly key: string;
    }
  | {
      readonly kind: "labels";
      readonly labels: readonly string[];
      /** The detector now looks for something the mission or the operator named anew: look again. */
      readonly lookAgain: boolean;
    }
  | { readonly kind: "clarify" };

/** The point a way's key leads to: `near->far` (a region) or `near->x,y`. */
export function wayGoal(key: string, map: SemanticMap): Vec2 | undefined {
  const goal = key.slice(key.indexOf("->") + 2);
  const coords = map.coordsOf(goal);
  if (coords !== undefined) return coords;
  const [x, y] = goal.split(",").map(Number);
  return x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)
    ? undefined
    : [x, y];
}

/** The point a `sweep:x,y` or `detour:x,y` key names. */
function sweepPoint(key: string): Vec2 | undefined {
  const [x, y] = key
    .slice(key.indexOf(":") + 1)
    .split(",")
    .map(Number);
  return x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)
    ? undefined
    : [x, y];
}

/** Whether `here` is within `radiusM` of the point a `sweep:x,y` key names. */
function nearPoint(key: string, here: Vec2, radiusM: number): boolean {
  const point = sweepPoint(key);
  return point !== undefined && distanceM(point, here) <= radiusM;
}

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
  /** How many things had been inspected when the operator first replied: those after it follow the reply. */
  inspectedAtReply: number | undefined;
  /** Regions the mapper removed (flooded ground, a bridge that is gone), where they were. */
  readonly removedRegions: { readonly name: string; readonly at: Vec2 }[] = [];
  /** Where each region of the map was at the last request: a removed one is no longer on the map to ask. */
  readonly #regionCoords = new Map<string, Vec2>();
  readonly obstacles: Vec2[] = [];
  readonly failedDirections: FailedDirection[] = [];
  /** Obstacles seen as segments (a wall, a bank), as exploration reported their extent. */
  readonly walls: [Vec2, Vec2][] = [];
  readonly operatorReplies: string[] = [];
  /** Where a route mission leads, once chosen. */
  destination: string | undefined;
  /** The node the destination was chosen from (its far end may differ). */
  destinationFrom: string | undefined;
  /** How each inspected object's answer was judged: a problem, fine, or unknown. */
  readonly conditions = new Map<string, "problem" | "fine" | "unknown">();
  /** Whether what each inspection saw bears on the operator's complaint (shares its words). */
  readonly bearing = new Map<string, boolean>();
  /** Inspected things heard making the noise complained of ("rattling", "deafening"): they name the symptom. */
  readonly heardMakingIt = new Set<string>();
  /** Areas the prior showed no ground in, found when first needed. */
  priorHoles: readonly UnmappedArea[] | undefined;
  readonly trail: Vec2[] = [];
  /** The detector's labels as last set by this planner, and how many times it set them. */
  labels: readonly string[] = [];
  labelRounds = 0;
  /**
   * Where in the robot's trail the detector last started looking for something new: what it passed before then,
   * it looked at for other things, so coverage counts only from here.
   */
  #lookingSince = 0;
  /** The longest sim time one action has taken so far, seconds. */
  longestActionS = 0;
  #simSecondsLeft: number | undefined;
  /** This robot's pace over known routes, learnt from the drives proposed. */
  readonly pace = new DrivePace();
  /** Places looked at before the detector was told to look for something new. */
  readonly #lookedBefore = new Set<string>();
  #trailLength = 0;
  /** Objects on the map at the start: what overhead imagery saw. */
  priorObjects: ReadonlySet<string> | undefined;
  clarifications = 0;
  routeAttempts = 0;
  aroundSearches = 0;
  /** Things inspected because they stand in the place an assessment names (areaRest.ts). */
  readonly areaRest = new Set<string>();
  /** Extensions past the edge of the map made so far (see frontierTactic). */
  frontierSteps = 0;
  readonly #retired = new Map<string, Set<string>>();
  readonly #retiredStarts = new Map<string, Set<string>>();
  readonly #failedGaps = new Set<string>();
  /** Steps done that need not be taken again but did not fail (`target|key`): sweep points reached, detours tried. */
  readonly #done = new Set<string>();
  #intention: Intention | undefined;
  /** Actions that failed, with where the robot stood: the same action failing from the same place again is spent. */
  readonly #failedActions: { readonly text: string; readonly at: Vec2 }[] = [];

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
    if (retired.has(key)) return;
    retired.add(key);
    if (key.includes("->") || key.startsWith("sweep:")) this.#failedGaps.add(key);
    this.#retired.set(target, retired);
    // The same far point failing from two starts: it is the far point that is out of reach.
    const goal = key.includes("->") ? key.slice(key.indexOf("->") + 2) : undefined;
    if (goal !== undefined) {
      const failures = [...retired].filter((k) => k.endsWith(`->${goal}`)).length;
      if (failures >= 2) retired.add(`goal:${goal}`);
    }
  }

  isRetired(target: string, key: string): boolean {
    if (this.#done.has(`${target}|${key}`)) return true;
    // A gap that failed on the way to one target fails on the way to any other; so does a sweep point that a
    // drive could not reach, whichever area's sweep chose it (neighbouring areas share far points of a row).
    if (this.#failedGaps.has(key)) return true;
    const retired = this.#retired.get(target);
    if (retired === undefined) return false;
    const goal = key.includes("->") ? key.slice(key.indexOf("->") + 2) : undefined;
    return retired.has(key) || (goal !== undefined && retired.has(`goal:${goal}`));
  }

  /** How many ways toward a target have failed (not counting the far points retired with them). */

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

  failedAttempts(target: string): number {
    return [...(this.#retired.get(target) ?? [])].filter((key) => !key.startsWith("goal:")).length;
  }

  /** Fold in a new request: the outcome of the last action and the map changes since. */
  /** Every place visited or swept during the mission, for telling the operator where the robot looked. */
  looked(): string[] {
    return [...new Set([...this.#lookedBefore, ...this.visited, ...this.swept])];
  }

  /** The part of the robot's trail driven while the detector looked for what it looks for now. */
  lookingTrail(
    trail: readonly (readonly [number, number])[],
  ): readonly (readonly [number, number])[] {
    return trail.slice(this.#lookingSince);
  }

  ingest(request: PlanRequest): void {
    const { map } = request;
    // How long one action can take: the next may take as long, so the answer must come before that.
    const left = request.budget.simSecondsLeft;
    const elapsedS =
      this.#simSecondsLeft !== undefined && left < this.#simSecondsLeft
        ? this.#simSecondsLeft - left
        : undefined;
    if (elapsedS !== undefined) this.longestActionS = Math.max(this.longestActionS, elapsedS);
    this.pace.observe(request, elapsedS);
    this.#simSecondsLeft = left;
    const here: Vec2 = [request.robot.pose.x, request.robot.pose.y];
    this.trail.push(here);
    this.priorObjects ??= new Set(map.objectNames());
    for (const name of request.changes.removedNodes) {
      const at = this.#regionCoords.get(name);
      if (at !== undefined) this.removedRegions.push({ name, at });
    }
    for (const name of map.regionNames()) {
      const at = map.coordsOf(name);
      if (at !== undefined) this.#regionCoords.set(name, at);
    }
    for (const [a, b] of request.changes.removedEdges) {
      const ca = map.coordsOf(a);
      const cb = map.coordsOf(b);
      if (ca !== undefined && cb !== undefined && map.isRegion(a) && map.isRegion(b)) {
        this.blockages.push({ between: [a, b], at: [(ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2] });
      }
    }
    // What the last action found, as data: obstacles (with their extent across the way) and operator replies.
    for (const outcome of request.outcomes) {
      if (outcome.kind === "obstacle") {
        this.obstacles.push([outcome.at[0], outcome.at[1]]);
        if (outcome.extent !== undefined)
          this.walls.push([
            [outcome.extent[0][0], outcome.extent[0][1]],
            [outcome.extent[1][0], outcome.extent[1][1]],
          ]);
      } else if (outcome.kind === "operator-reply") {
        this.inspectedAtReply ??= this.inspected.size;
        this.operatorReplies.push(outcome.reply);
      }
    }
    this.#trailLength = request.trail.length;
    const intention = this.#intention;
    const last = request.lastAction;
    this.#intention = undefined;
    if (intention === undefined || last === undefined || request.attempt > 1) return;
    this.#settle(
      intention,
      last,
      map,
      here,
      request.feedback,
      request.changes.addedNodes.some((node) => node.type === "region"),
    );
  }

  #settle(
    intention: Intention,
    last: NonNullable<PlanRequest["lastAction"]>,
    map: SemanticMap,
    here: Vec2,
    feedback: readonly string[],
    mapGrew: boolean,
  ): void {
    if (intention.kind === "labels") {
      this.labelRounds += 1;
      if (last.status !== "succeeded") return;
      // New things to look for: places looked at before were looked at for something else.
      if (intention.lookAgain) {
        this.#lookingSince = Math.max(0, this.#trailLength - 1);
        for (const place of [...this.visited, ...this.swept]) this.#lookedBefore.add(place);
        this.visited.clear();
        this.swept.clear();
      }
      this.labels = intention.labels;
      return;
    }
    if (intention.kind === "clarify") {
      this.clarifications += 1;
      return;
    }
    const { target, key } = intention;
    // The same action failing again where it failed before will fail a third time: whatever the map now claims,
    // this way is spent.
    if (last.status === "failed") {
      const again = this.#failedActions.some(
        (f) => f.text === last.text && distanceM(f.at, here) < 5,
      );
      this.#failedActions.push({ text: last.text, at: here });
      if (again) {
        this.retire(target, key);
        return;
      }
    }
    // Driving to the start of a way in is not an attempt; the extend (or a failure) is.
    const attempted = last.text.startsWith("extend_map") || last.status === "failed";
    // An extend that got nowhere from its start: nothing toward that side will work from there.
    const start = key.includes("->") ? key.slice(0, key.indexOf("->")) : undefined;
    const startCoords = start === undefined ? undefined : map.coordsOf(start);
    if (
      attempted &&
      start !== undefined &&
      startCoords !== undefined &&
      distanceM(startCoords, here) < 6
    ) {
      this.retireStart(target, start);
    }
    const near = (radiusM: number): boolean => {
      const coords = map.coordsOf(target);
      return coords !== undefined && distanceM(coords, here) <= radiusM;
    };
    if (intention.kind === "inspect") {
      if (last.status === "succeeded" && last.text.startsWith(`inspect(${target},`)) {
        const description = map.get(target)?.attributes["description"];
        this.inspected.set(target, typeof description === "string" ? description : "");
      } else {
        this.inspectFailures.set(target, (this.inspectFailures.get(target) ?? 0) + 1);
        // Quoted to the operator as the behavior said it, not read for meaning.
        const reason = feedback[0];
        if (reason !== undefined) this.inspectProblems.set(target, reason);
      }
      return;
    }
    let achieved: boolean;
    switch (intention.kind) {
      case "visit":
        achieved = (last.status === "succeeded" && last.text.startsWith("map_region")) || near(15);
        if (achieved) this.visited.add(target);
        // Beside it but still cut off from it (a fence between): the place was seen, but this way in is spent,
        // and trying it again would stand at the same fence.
        if (achieved && last.text.startsWith("extend_map") && !this.#connected(map, target))
          this.retire(target, key);
        break;
      case "sweep":
        if (near(12)) this.entered.add(target);
        // A stop on the way round a building is tried once too; where the robot got is on its trail.
        if (key.startsWith("round:")) {
          if (attempted) this.#done.add(`${target}|${key}`);
          return;
        }
        if (key.startsWith("detour:")) {
          // A way around a wall is tried once, whether or not it led through: the next wall seen gets its own.
          if (attempted) this.#done.add(`${target}|${key}`);
          if (attempted && !nearPoint(key, here, 3))
            this.failedDirections.push({ from: here, toward: sweepPoint(key) ?? here });
          return;
        }
        achieved = key.startsWith("sweep:") ? nearPoint(key, here, 6) : near(12);
        // A sweep point reached is done: behind walls the lattice may still count it unseen (the robot stopped
        // at the wall outside), and going there again would see nothing new.
        if (achieved && key.startsWith("sweep:")) this.#done.add(`${target}|${key}`);
        break;
      // A way across toward the direct way's end that grew no map is spent; one that grew it is planned on afresh.
      case "direct":
        achieved = mapGrew;
        break;
      case "connect":
      case "route": {
        // Closing in on a thing whose inspection failed succeeds by getting close, not by the map claiming a way.
        achieved = key.startsWith("approach:") ? near(8) : this.#connected(map, target);
        if (intention.kind === "route") this.routeAttempts += 1;
        break;
      }
    }
    // A way that did not get where it was meant to has failed, whatever the behavior reported; from where the
    // robot stopped, that direction is closed.
    if (achieved || !attempted) return;
    this.retire(target, key);
    const toward = key.startsWith("sweep:") ? sweepPoint(key) : wayGoal(key, map);
    if (last.text.startsWith("extend_map") && toward !== undefined)
      this.failedDirections.push({ from: here, toward });
  }

  /** Whether the robot's part of the map reaches a node. */
  #connected(map: SemanticMap, target: string): boolean {
    const location = map.robotLocation;
    return location !== undefined && map.has(target) && isReachable(map, location, target);
  }
}
