import type { ActionOutcome } from "../../behaviors/outcome.js";
import {
  behavior,
  DEFAULT_BEHAVIOR_SETTINGS,
  type BehaviorContext,
  type BehaviorOutcome,
  type BehaviorSettings,
  type MissionRecord,
} from "../../behaviors/index.js";
import { describeError } from "../errors/index.js";
import { silentLogger, type Logger } from "../log/index.js";
import { renderChanges } from "../map/index.js";
import type { Operator } from "../operator/index.js";
import { parsePlannerReply, type ParsedReply } from "../plan/index.js";
import type { NavigationResult, RobotPort } from "../robot/index.js";
import {
  typeStep,
  validatePlan,
  type ValidatedStep,
  type ValidationResult,
} from "../validator/index.js";
import type { AgentEvent, MissionOutcome } from "./events.js";
import { costmapExplorability } from "./explorability.js";
import { MapKeeper } from "./MapKeeper.js";
import { MetricsRecorder, type MissionMetrics } from "./metrics.js";
import type { PlanGenerator } from "./PlanGenerator.js";

export interface MissionLimits {
  maxIterations?: number;
  maxSimSeconds?: number;
}

export interface MissionOptions {
  mission: string;
  port: RobotPort;
  generator: PlanGenerator;
  operator: Operator;
  log?: Logger;
  onEvent?: (event: AgentEvent) => void;
  /** Plan attempts per iteration before the operator is asked to re-task (SPINE's MAX_ATTEMPTS). */
  maxAttempts?: number;
  /**
   * "full" (default): SPINE's validator checks every plan. "off": the validation ablation (paper Fig. 6) — the
   * first step is only parsed and typed, then sent to the robot, where invalid actions fail; exploration drives
   * straight at its goal instead of the validated best reachable fit.
   */
  validation?: "full" | "off";
  limits?: MissionLimits;
  settings?: BehaviorSettings;
  /** Aborting stops the mission and the robot (Ctrl-C). */
  signal?: AbortSignal;
}

export interface MissionReport {
  readonly outcome: MissionOutcome;
  readonly answer?: string;
  /** Why the mission ended without an answer. */
  readonly reason?: string;
  readonly record: MissionRecord;
  readonly history: readonly string[];
  readonly metrics: MissionMetrics;
}

export const DEFAULT_LIMITS = { maxIterations: 40, maxSimSeconds: 3600 } as const;

/**
 * Run one mission with SPINE's receding-horizon loop (Alg. 1): gather map updates and feedback, ask the plan
 * generator, validate (up to `maxAttempts`, feeding the validator's feedback back), execute the first action of
 * the first valid plan, and replan — until an `answer`, a limit, or the operator stops it. Never throws for
 * anything a planner, robot or operator does; failures end the mission with an outcome and a reason.
 */
export async function runMission(options: MissionOptions): Promise<MissionReport> {
  const run = new MissionRun(options);
  return run.execute();
}

class MissionRun {
  readonly #options: MissionOptions;
  readonly #log: Logger;
  readonly #metrics = new MetricsRecorder();
  readonly #keeper: MapKeeper;
  readonly #record: MissionRecord = { labels: [], inspections: [], clarifications: [] };
  readonly #history: string[] = [];
  readonly #limits: Required<MissionLimits>;
  readonly #settings: BehaviorSettings;
  readonly #signal: AbortSignal;
  readonly #startSimSec: number;
  readonly #startWallMs = Date.now();
  #mission: string;
  readonly #trail: [number, number][] = [];
  #iteration = 0;
  #regionCounter = 0;
  /** Set by a drive that ended `unavailable`: an infrastructure fault that ends the mission after the action. */
  #robotUnavailable: NavigationResult | undefined;

  constructor(options: MissionOptions) {
    this.#options = options;
    this.#log = options.log ?? silentLogger;
    this.#mission = options.mission;
    this.#limits = { ...DEFAULT_LIMITS, ...definedOnly(options.limits ?? {}) };
    this.#settings = options.settings ?? DEFAULT_BEHAVIOR_SETTINGS;
    this.#signal = options.signal ?? new AbortController().signal;
    this.#startSimSec = options.port.clock.nowSec();
    this.#keeper = new MapKeeper({
      port: options.port,
      log: this.#log.child({ component: "map" }),
      onUpdate: ({ changes, ...update }) => {
        this.#emit({ type: "map-updated", ...update, updates: changes });
      },
      onWarning: (message) => {
        this.#emit({ type: "map-warning", message });
      },
    });
  }

  async execute(): Promise<MissionReport> {
    const started = await this.#keeper.start();
    if (!started.ok) return this.#finish("robot-unavailable", { reason: started.error });
    const map = this.#keeper.map;
    for (const existing of map.regionNames()) this.#noteRegionName(existing);
    const start = this.#options.port.pose();
    this.#trail.push([start.x, start.y]);
    this.#emit({
      type: "mission-start",
      mission: this.#mission,
      planner: this.#options.generator.label,
      robot: this.#options.port.kind,
      map: {
        regions: map.regionCount,
        objects: map.objectCount,
        ...optional("location", map.robotLocation),
      },
      limits: this.#limits,
    });
    let feedback: string[] = [];
    let outcomes: readonly ActionOutcome[] = [];
    let lastAction: { text: string; status: "succeeded" | "failed" } | undefined;
    try {
      for (;;) {
        const stop = this.#limitReached();
        if (stop !== undefined) return await this.#finish(stop.outcome, { reason: stop.reason });
        this.#iteration += 1;
        this.#metrics.iterations = this.#iteration;
        const plan = await this.#plan(feedback, outcomes, lastAction);
        if (plan.kind === "planner-unavailable")
          return await this.#finish("planner-unavailable", { reason: plan.reason });
        if (plan.kind === "stopped")
          return await this.#finish("stopped", { reason: "stopped by the operator" });
        if (plan.kind === "exhausted") {
          const retask = await this.#retask(plan.reason);
          if (retask === undefined)
            return await this.#finish("no-valid-plan", { reason: plan.reason });
          feedback = [`The operator gave new instructions: "${retask}".`];
          continue;
        }
        const outcome = await this.#act(plan.step, plan.reply);
        const unavailable = this.#unavailableReason();
        if (unavailable !== undefined) {
          // Never let a lost link or a goal taken away turn into a finding the planner builds an answer on.
          return await this.#finish("robot-unavailable", { reason: unavailable });
        }
        feedback = [...outcome.feedback];
        outcomes = outcome.outcomes ?? [];
        lastAction = { text: plan.step.text, status: outcome.status };
        if (outcome.answer !== undefined) {
          const verdict = plan.reply.reply.verdict;
          if (verdict !== undefined) this.#record.verdict = verdict;
          return await this.#finish("answered", { answer: outcome.answer });
        }
        feedback.push(...this.#repetitionWarning());
      }
    } catch (error) {
      this.#log.error({ err: error }, "mission aborted by an internal error");
      return await this.#finish("stopped", { reason: `internal error: ${describeError(error)}` });
    } finally {
      this.#keeper.stop();
    }
  }

  async #plan(
    feedback: readonly string[],
    outcomes: readonly ActionOutcome[],
    lastAction: { text: string; status: "succeeded" | "failed" } | undefined,
  ): Promise<
    | { kind: "valid"; step: ValidatedStep; reply: ParsedReply }
    | { kind: "exhausted"; reason: string }
    | { kind: "planner-unavailable"; reason: string }
    | { kind: "stopped" }
  > {
    const { generator, port } = this.#options;
    const map = this.#keeper.map;
    const changes = this.#keeper.drainChanges();
    const updates = renderChanges(changes);
    const maxAttempts = this.#options.maxAttempts ?? 3;
    const explorability = costmapExplorability(port, this.#settings);
    let validatorFeedback: string | undefined;
    let previousReply: string | undefined;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      if (this.#signal.aborted) return { kind: "stopped" };
      this.#metrics.plannerQueries += 1;
      const reply = await generator.propose(
        {
          mission: this.#mission,
          iteration: this.#iteration,
          attempt,
          map,
          changes,
          updates,
          history: [...this.#history],
          feedback,
          outcomes,
          ...optional("lastAction", lastAction),
          ...optional("validatorFeedback", validatorFeedback),
          ...optional("previousReply", previousReply),
          robot: { location: map.robotLocation, pose: port.pose() },
          trail: [...this.#trail],
          budget: {
            iterationsLeft: this.#limits.maxIterations - this.#iteration,
            simSecondsLeft: this.#limits.maxSimSeconds - this.#elapsedSimSec(),
          },
        },
        { signal: this.#signal },
      );
      if (!reply.ok) {
        // A request cut short by the stop signal is the operator stopping the mission, not a planner fault.
        if (stopRequested(this.#signal)) return { kind: "stopped" };
        // The mission's state lives in this process: the operator may retry once the server is back.
        const message = `The planner is unavailable: ${reply.error.message.replace(/\.+$/, "")}.`;
        this.#emit({ type: "operator-notified", text: message });
        const decision = await this.#options.operator.retask(
          `${message} Reply "retry" to try again with the mission state kept, or nothing to stop.`,
        );
        if (decision?.trim().toLowerCase() === "retry") {
          attempt -= 1;
          continue;
        }
        return { kind: "planner-unavailable", reason: reply.error.message };
      }
      if (reply.value.usage !== undefined) {
        this.#metrics.promptTokens += reply.value.usage.promptTokens;
        this.#metrics.completionTokens += reply.value.usage.completionTokens;
        this.#metrics.tokensEstimated ||= reply.value.usage.estimated;
        this.#metrics.recordUsage(reply.value.usage);
      }
      previousReply = reply.value.text;
      const parsed = parsePlannerReply(reply.value.text);
      if (!parsed.ok) {
        this.#metrics.validationFailures += 1;
        validatorFeedback = parsed.error.message;
        this.#emit({
          type: "validation-failed",
          attempt,
          code: "parse_error",
          feedback: validatorFeedback,
        });
        continue;
      }
      const planned = parsed.value.reply;
      this.#emit({
        type: "plan-proposed",
        attempt,
        primaryGoal: planned.primaryGoal,
        relevantGraph: planned.relevantGraph,
        reasoning: planned.reasoning,
        plan: planned.plan.map((step) => step.text),
        ...optional("promptTokens", reply.value.usage?.promptTokens),
        ...optional("completionTokens", reply.value.usage?.completionTokens),
      });
      if (this.#options.validation === "off") {
        const unchecked = this.#uncheckedFirstStep(planned.plan);
        if (unchecked !== undefined) return { kind: "valid", step: unchecked, reply: parsed.value };
      }
      const result: ValidationResult = validatePlan(planned.plan, map, { explorability });
      const first = result.plan[0];
      if (result.ok && first !== undefined)
        return { kind: "valid", step: first, reply: parsed.value };
      this.#metrics.validationFailures += 1;
      validatorFeedback = result.feedback;
      this.#emit({
        type: "validation-failed",
        attempt,
        code: result.code,
        feedback: result.feedback,
      });
    }
    return {
      kind: "exhausted",
      reason: `The planner produced no valid plan in ${maxAttempts} attempts. Last feedback: ${validatorFeedback ?? "none"}`,
    };
  }

  /**
   * Without validation: the first executable step, typed by its params but not checked against the map.
   * Undefined when even that is impossible (unknown action, wrong arity), which the validator then reports.
   */
  #uncheckedFirstStep(plan: ParsedReply["reply"]["plan"]): ValidatedStep | undefined {
    const first = plan.find((step) => step.action !== "replan");
    const spec = first === undefined ? undefined : behavior(first.action);
    if (first === undefined || spec === undefined || first.problem !== undefined) return undefined;
    const typed = typeStep(first, spec, this.#keeper.map, { checkNodes: false });
    return typed.ok ? typed.step : undefined;
  }

  async #act(step: ValidatedStep, reply: ParsedReply): Promise<BehaviorOutcome> {
    const chosen = behavior(step.action);
    if (chosen === undefined) throw new Error(`validated action ${step.action} has no behavior`);
    const preface = await this.#labelsFromReply(step, reply);
    this.#emit({ type: "action-started", action: step.text });
    const before = this.#metrics.distanceM;
    const outcome = await chosen.execute(this.#context(), step.args);
    this.#metrics.actions += 1;
    this.#history.push(step.text);
    const merged: BehaviorOutcome = { ...outcome, feedback: [...preface, ...outcome.feedback] };
    this.#emit({
      type: "action-finished",
      action: step.text,
      status: outcome.status,
      feedback: merged.feedback,
      distanceM: Math.round((this.#metrics.distanceM - before) * 10) / 10,
    });
    return merged;
  }

  /** Why the robot became unavailable during the last action: a drive that ended so, or a call the link failed. */
  #unavailableReason(): string | undefined {
    const drive = this.#robotUnavailable;
    if (drive !== undefined) {
      const evidence = drive.evidence === undefined ? "" : ` (decided by: ${drive.evidence})`;
      return `${drive.message}${evidence}`;
    }
    return this.#options.port.takeUnavailable?.();
  }

  /** The first reply may name detector labels (SPINE's "relevant semantics"); apply them unless the plan does. */
  async #labelsFromReply(step: ValidatedStep, reply: ParsedReply): Promise<string[]> {
    const labels = reply.reply.relevantSemantics ?? [];
    if (
      this.#iteration !== 1 ||
      labels.length === 0 ||
      step.action === "set_labels" ||
      this.#record.labels.length > 0
    ) {
      return [];
    }
    const result = await this.#options.port.setLabels(labels);
    if (!result.ok) return [`setting the detector labels failed: ${result.error}.`];
    this.#record.labels = [...labels];
    return [`the detector now looks for: ${labels.join(", ")}.`];
  }

  #context(): BehaviorContext {
    const port = this.#options.port;
    return {
      map: this.#keeper.map,
      port,
      log: this.#log.child({ component: "behavior" }),
      settings: this.#settings,
      unvalidated: this.#options.validation === "off",
      signal: this.#signal,
      operator: this.#countingOperator(),
      mission: this.#record,
      applyLocal: (delta) => this.#keeper.applyLocal(delta),
      newRegionName: () => this.#nextRegionName(),
      drive: async (goal, navigateOptions) => {
        // Once the robot is unavailable, a behavior's further drives in the same action are not sent.
        if (this.#robotUnavailable !== undefined)
          return { ...this.#robotUnavailable, distanceM: 0 };
        const result = await port.navigate(goal, { signal: this.#signal, ...navigateOptions });
        this.#metrics.distanceM += result.distanceM;
        if (result.distanceM > 0) this.#trail.push([result.pose.x, result.pose.y]);
        if (result.status === "unavailable") this.#robotUnavailable = result;
        return result;
      },
    };
  }

  #countingOperator(): Operator {
    const operator = this.#options.operator;
    return {
      ask: async (question) => {
        this.#metrics.clarifyPrompts += 1;
        this.#emit({ type: "clarify-asked", question });
        const reply = await operator.ask(question);
        this.#emit({ type: "clarify-answered", reply });
        return reply;
      },
      notify: (text) => {
        this.#notify(text);
      },
      retask: (reason) => operator.retask(reason),
    };
  }

  async #retask(reason: string): Promise<string | undefined> {
    this.#emit({ type: "operator-notified", text: reason });
    const next = await this.#options.operator.retask(reason);
    if (next === undefined || next.trim() === "") return undefined;
    this.#metrics.retasks += 1;
    this.#mission = next.trim();
    this.#emit({ type: "mission-retasked", mission: this.#mission });
    return this.#mission;
  }

  #notify(text: string): void {
    this.#emit({ type: "operator-notified", text });
    this.#options.operator.notify(text);
  }

  /** SPINE's action monitor: the same mapping action twice in a row rarely finds anything new. */
  #repetitionWarning(): string[] {
    const [previous, last] = this.#history.slice(-2);
    if (previous === undefined || previous !== last) return [];
    if (!/^(map_region|explore_region|extend_map)\(/.test(last)) return [];
    return [
      `WARNING: ${last} was called twice in a row. If the first call brought no useful updates, calling it again is unlikely to.`,
    ];
  }

  #limitReached(): { outcome: MissionOutcome; reason: string } | undefined {
    if (this.#signal.aborted) return { outcome: "stopped", reason: "stopped by the operator" };
    if (this.#iteration >= this.#limits.maxIterations) {
      return {
        outcome: "limit-reached",
        reason: `iteration limit reached (${this.#limits.maxIterations})`,
      };
    }
    if (this.#elapsedSimSec() >= this.#limits.maxSimSeconds) {
      return {
        outcome: "limit-reached",
        reason: `time limit reached (${this.#limits.maxSimSeconds} s)`,
      };
    }
    return undefined;
  }

  #elapsedSimSec(): number {
    return this.#options.port.clock.nowSec() - this.#startSimSec;
  }

  /** Names the agent gives regions it adds; continues past any `discovered_region_k` already in the map. */
  #nextRegionName(): string {
    let name: string;
    do {
      name = `discovered_region_${this.#regionCounter}`;
      this.#regionCounter += 1;
    } while (this.#keeper.map.has(name));
    return name;
  }

  #noteRegionName(name: string): void {
    const match = /^discovered_region_(\d+)$/.exec(name);
    if (match?.[1] !== undefined)
      this.#regionCounter = Math.max(this.#regionCounter, Number(match[1]) + 1);
  }

  async #finish(
    outcome: MissionOutcome,
    details: { answer?: string; reason?: string },
  ): Promise<MissionReport> {
    // Shutdown stops the robot first.
    await this.#options.port.stop();
    const metrics = this.#metrics.snapshot({
      planner: this.#options.generator.label,
      robot: this.#options.port.kind,
      simSeconds: this.#elapsedSimSec(),
      wallSeconds: (Date.now() - this.#startWallMs) / 1000,
    });
    this.#emit({
      type: "mission-finished",
      outcome,
      ...definedOnly(details),
      ...optional("verdict", this.#record.verdict),
      metrics,
    });
    return {
      outcome,
      ...definedOnly(details),
      record: this.#record,
      history: this.#history,
      metrics,
    };
  }

  #emit(event: DistributiveOmit<AgentEvent, "t" | "iteration">): void {
    const full = {
      t: Math.round(this.#elapsedSimSec() * 10) / 10,
      iteration: this.#iteration,
      ...event,
    };
    try {
      this.#options.onEvent?.(full);
    } catch (error) {
      this.#log.warn({ err: error }, "event listener failed");
    }
  }
}

/** Read afresh: the signal may have been aborted while an await was pending (the compiler cannot know). */
function stopRequested(signal: AbortSignal): boolean {
  return signal.aborted;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function definedOnly<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
