import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { listBuiltinMissions, loadMissionFile } from "../../../sim/missions/index.js";
import {
  prepareMission,
  runSimulatedMission,
  type SimulatedRun,
} from "../../../sim/runner/index.js";
import { RulesPlanner } from "../../../src/planners/rules/index.js";
import type { Vec2 } from "../../../src/geo/index.js";
import { jsonEvents, runSpine } from "../../fixtures/cli.js";
import { enuWorldJson, type EnuFeature } from "../../fixtures/worlds/enuWorld.js";

/** Path of a built-in mission by name. */
export function builtinMissionPath(name: string): string {
  const found = listBuiltinMissions().find((mission) => mission.name === name);
  if (found === undefined) throw new Error(`no built-in mission ${name}`);
  return found.path;
}

/** Path of a mission file in test/fixtures/missions. */
export function fixtureMissionPath(file: string): string {
  return fileURLToPath(new URL(`../../fixtures/missions/${file}`, import.meta.url));
}

/** Run a mission file with the rule-based planner in the simulator, optionally with part of the prior dropped. */
export async function runWithRules(
  path: string,
  drop?: { fraction: number; seed: number },
): Promise<SimulatedRun> {
  const mission = loadMissionFile(path);
  if (!mission.ok) throw new Error(mission.error.join("\n"));
  const prepared = prepareMission(
    mission.value,
    drop === undefined ? {} : { dropPriorFraction: drop.fraction, seed: drop.seed },
  );
  if (!prepared.ok) throw new Error(prepared.error.join("\n"));
  return runSimulatedMission({ prepared: prepared.value, generator: new RulesPlanner() });
}

/** One line per run for failure messages: what went wrong, not just that it did. */
export function describeRun(run: SimulatedRun): string {
  const failed = run.evaluation.checks.filter((check) => !check.ok).map((check) => check.detail);
  return `${run.metrics.success ? "ok" : "FAILED"} ${run.metrics.distanceM} m${
    failed.length > 0 ? `: ${failed.join("; ")}` : ""
  }`;
}

export interface CliMission {
  readonly status: number;
  readonly stderr: string;
  readonly events: Record<string, unknown>[];
  /** The `mission-finished` event. */
  readonly finished: {
    outcome: string;
    answer?: string;
    metrics: Record<string, unknown>;
    checks?: { name: string; ok: boolean; detail: string }[];
  };
}

/** `spine run … --json` in-process, with its events parsed. */
export async function spineRunJson(args: readonly string[]): Promise<CliMission> {
  const { status, stdout, stderr } = await runSpine(["run", ...args, "--json"]);
  const events = jsonEvents(stdout);
  const finished = events.find((event) => event["type"] === "mission-finished");
  if (finished === undefined) throw new Error(`no mission-finished event; stderr:\n${stderr}`);
  return { status, stderr, events, finished: finished as unknown as CliMission["finished"] };
}

/** The actions a run started, in order. */
export function actionsOf(events: readonly Record<string, unknown>[]): string[] {
  return events
    .filter((event) => event["type"] === "action-started")
    .map((event) => String(event["action"]));
}

/** Write a small test world (local ENU features) into a fresh temporary folder; returns the world file's path. */
export function writeTestWorld(features: EnuFeature[], options: { start: Vec2 }): string {
  const world = join(mkdtempSync(join(tmpdir(), "spine-rules-")), "test.world.geojson");
  writeFileSync(world, JSON.stringify(enuWorldJson(features, { start: options.start })));
  return world;
}

/** Write a mission file beside a test world; returns its path. */
export function writeTestMission(world: string, mission: object): string {
  const path = join(world, "..", `${Math.random().toString(36).slice(2)}.mission.json`);
  writeFileSync(path, JSON.stringify({ world, ...mission }));
  return path;
}

/** Run a mission file with the rule-based planner; the checks that failed, and the plan history to explain them. */
export async function failedChecks(path: string): Promise<{ failed: string[]; history: string }> {
  const run = await runWithRules(path);
  return {
    failed: run.evaluation.checks.filter((c) => !c.ok).map((c) => c.detail),
    history: run.report.history.join("\n"),
  };
}
