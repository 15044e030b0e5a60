import type { Command } from "commander";
import { appendFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { toWireEvent, type AgentEvent, type PlanGenerator } from "../../agent/index.js";
import { CONFIG_FILE_NAME, resolveLlmConfig } from "../../config/index.js";
import { createLlmGenerator } from "../../planners/llm/index.js";
import { RulesPlanner } from "../../planners/rules/index.js";
import {
  loadMissions,
  METHODS,
  runEvaluation,
  SUITES,
  writeReport,
  type EvaluationResult,
  type Method,
} from "../../../sim/eval/index.js";
import { describeError, fail, ok, type Result } from "../../errors/index.js";
import type { CliContext } from "../context.js";
import { EXIT, printLine } from "../io.js";
import { parseNumberFlag } from "./flags.js";

interface EvalFlags {
  suite: string;
  trials: string;
  seed: string;
  planner: string;
  json?: boolean;
  out: string;
  missions?: string;
  methods?: string;
  ablation: boolean;
  ablationTrials?: string;
  noiseRate: string;
  noiseCorrection?: string;
  baseUrl?: string;
  model?: string;
  config?: string;
  events?: string;
}

/** `spine eval`: the paper's comparison (Table II) and validation ablation (Fig. 6) in the simulator. */
export function registerEval(program: Command, context: CliContext): void {
  program
    .command("eval")
    .description(
      "reproduce the paper's comparison (Table II) and validation ablation (Fig. 6) in the simulator",
    )
    .option("--suite <name>", `what to run: ${Object.keys(SUITES).join(" or ")}`, "paper")
    .option(
      "--trials <n>",
      "trials per mission and method (trial 1 as written, later ones varied)",
      "3",
    )
    .option(
      "--seed <n>",
      "seed of every random choice (starts, prior perturbation, injected errors)",
      "1",
    )
    .option("--planner <name>", "plan generator: rules (offline, deterministic) or llm", "rules")
    .option("--missions <names>", "comma-separated built-in mission names or .mission.json files")
    .option("--methods <names>", `comma-separated subset of ${METHODS.join(", ")}`)
    .option("--no-ablation", "skip the validation ablation")
    .option("--ablation-trials <n>", "trials per ablation cell (default: --trials)")
    .option(
      "--noise-rate <share>",
      "share of planner replies the ablation's noisy planner alters",
      "0.25",
    )
    .option(
      "--noise-correction <mode>",
      "how a refused injected error is corrected: replan (ask the planner with the feedback) or restore (its reply before the error); default restore for rules, replan for llm",
    )
    .option("--out <dir>", "where to write report.md, results.json and the SVG plots", "docs/eval")
    .option("--json", "print the results JSON on stdout instead of the summary")
    .option(
      "--events <dir>",
      "also write each run's events, as `spine run --json` prints them, to <dir>/<mission>.<method>.t<trial>.jsonl",
    )
    .option(
      "--base-url <url>",
      "with --planner llm: OpenAI-compatible server (else OPENAI_BASE_URL)",
    )
    .option("--model <name>", "with --planner llm: model (else SPINE_LLM_MODEL)")
    .option("--config <file>", `with --planner llm: config file (default ./${CONFIG_FILE_NAME})`)
    .addHelpText(
      "after",
      `
Examples:
  spine eval --suite paper --trials 3
  spine eval --suite quick --trials 1 --out /tmp/eval
  spine eval --missions riverside_comms_down --methods spine,llm-as-planner --no-ablation

Exit status: 0 the evaluation ran (whether or not the targets hold; see the report), 1 a run could not be
set up, 2 unusable input, 130 interrupted.`,
    )
    .action(async (flags: EvalFlags) => {
      context.exit(await evalCommand(flags, context));
    });
}

async function evalCommand(flags: EvalFlags, context: CliContext): Promise<number> {
  const suite = SUITES[flags.suite];
  if (suite === undefined)
    return context.usageError(
      `--suite must be one of ${Object.keys(SUITES).join(", ")}, got "${flags.suite}"`,
    );
  const numbers = {
    trials: parseNumberFlag("--trials", flags.trials, { integer: true, min: 1, max: 20 }),
    seed: parseNumberFlag("--seed", flags.seed, { integer: true }),
    ablationTrials: parseNumberFlag("--ablation-trials", flags.ablationTrials, {
      integer: true,
      min: 1,
      max: 20,
    }),
    noiseRate: parseNumberFlag("--noise-rate", flags.noiseRate, { min: 0, max: 1 }),
  };
  for (const parsed of Object.values(numbers))
    if (!parsed.ok) return context.usageError(parsed.error);
  const value = <T>(r: { ok: true; value: T } | { ok: false }): T | undefined =>
    r.ok ? r.value : undefined;
  const trials = value(numbers.trials) ?? 3;
  const seed = value(numbers.seed) ?? 1;
  const methods = parseMethods(flags.methods, suite.methods);
  if (typeof methods === "string") return context.usageError(methods);
  const missions = loadMissions(
    flags.missions === undefined ? suite.missions : splitList(flags.missions),
  );
  if (!missions.ok) return context.usageError(missions.error.join("\n  "));
  const planner = choosePlanner(flags, context);
  if (planner === undefined) return EXIT.usage;
  const correction = flags.noiseCorrection ?? (flags.planner === "llm" ? "replan" : "restore");
  if (correction !== "replan" && correction !== "restore")
    return context.usageError(`--noise-correction must be replan or restore, got "${correction}"`);
  const controller = new AbortController();
  const onSigint = (): void => {
    process.stderr.write("\nStopping after the current run…\n");
    controller.abort();
  };
  process.on("SIGINT", onSigint);
  const ablationTrials = value(numbers.ablationTrials);
  const total =
    missions.value.length * trials * methods.length +
    (flags.ablation
      ? missions.value.length * suite.ablationDropFractions.length * 2 * (ablationTrials ?? trials)
      : 0);
  const writer =
    flags.events === undefined
      ? undefined
      : eventWriter(flags.events, (message) => {
          context.log.error(message);
        });
  if (writer !== undefined && !writer.ok) return context.usageError(writer.error);
  const onRunEvent = writer?.value;
  let done = 0;
  const started = performance.now();
  try {
    const result = await runEvaluation({
      suite: suite.name,
      missions: missions.value,
      methods,
      trials,
      seed,
      planner,
      ...(flags.ablation
        ? {
            ablation: {
              dropFractions: suite.ablationDropFractions,
              noiseRate: value(numbers.noiseRate) ?? 0.25,
              correction,
              ...(ablationTrials === undefined ? {} : { trials: ablationTrials }),
            },
          }
        : {}),
      signal: controller.signal,
      ...(onRunEvent === undefined ? {} : { onRunEvent }),
      onProgress: (message) => {
        done += 1;
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        process.stderr.write(`[${done}/${total} ${seconds}s] ${message}\n`);
      },
    });
    if (controller.signal.aborted) return EXIT.interrupted;
    if (!result.ok) {
      for (const error of result.error) context.log.error(error);
      return EXIT.failed;
    }
    const command = commandLine(flags, { trials, seed });
    const written = writeReport(result.value, { dir: flags.out, command });
    if (!written.ok) return context.usageError(written.error);
    if (flags.json === true) printLine(JSON.stringify(result.value));
    else for (const line of summaryLines(result.value, written.value)) printLine(line);
    return EXIT.ok;
  } finally {
    process.off("SIGINT", onSigint);
  }
}

/**
 * Appends each run's events to its own JSONL file in `dir` (made if missing; files of an earlier run replaced). A
 * folder that cannot be made is a usage error; a write that fails is reported once and ends the writing, never the
 * evaluation.
 */
function eventWriter(
  dir: string,
  onError: (message: string) => void,
): Result<(run: string, event: AgentEvent) => void> {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    return fail(`--events: cannot make the folder "${dir}": ${describeError(error)}`);
  }
  const started = new Set<string>();
  let broken = false;
  return ok((run, event) => {
    if (broken) return;
    const file = join(dir, `${run}.jsonl`);
    try {
      appendFileSync(file, `${JSON.stringify(toWireEvent(event))}\n`, {
        flag: started.has(file) ? "a" : "w",
      });
      started.add(file);
    } catch (error) {
      broken = true;
      onError(
        `--events: writing ${file} failed (${describeError(error)}); no more events are written`,
      );
    }
  });
}

function choosePlanner(
  flags: EvalFlags,
  context: CliContext,
): { label: string; create: () => PlanGenerator } | undefined {
  if (flags.planner === "rules") return { label: "rules", create: () => new RulesPlanner() };
  if (flags.planner !== "llm") {
    context.usageError(`--planner must be "rules" or "llm", got "${flags.planner}"`);
    return undefined;
  }
  const configFile = flags.config ?? (existsSync(CONFIG_FILE_NAME) ? CONFIG_FILE_NAME : undefined);
  const llm = resolveLlmConfig({
    flags: { baseUrl: flags.baseUrl, model: flags.model },
    env: process.env,
    ...(configFile === undefined ? {} : { configFile }),
  });
  if (!llm.ok) {
    context.usageError(llm.error);
    return undefined;
  }
  const config = llm.value;
  if (config === undefined) {
    context.usageError(
      "--planner llm needs an LLM: set OPENAI_API_KEY or OPENAI_BASE_URL, or pass --base-url. See docs/llm.md.",
    );
    return undefined;
  }
  const log = context.log.child({ component: "llm" });
  return { label: `llm:${config.model}`, create: () => createLlmGenerator(config, { log }) };
}

function parseMethods(raw: string | undefined, fallback: readonly Method[]): Method[] | string {
  if (raw === undefined) return [...fallback];
  const names = splitList(raw);
  const unknown = names.filter((name) => !(METHODS as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0)
    return `--methods takes ${METHODS.join(", ")}; got "${raw}"`;
  return METHODS.filter((method) => names.includes(method));
}

function splitList(raw: string): string[] {
  return raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** The command as the report quotes it: only what changes the numbers (not --out or --json). */
function commandLine(flags: EvalFlags, { trials, seed }: { trials: number; seed: number }): string {
  return [
    "spine eval",
    `--suite ${flags.suite}`,
    `--trials ${trials}`,
    `--seed ${seed}`,
    `--planner ${flags.planner}`,
    ...(flags.missions === undefined ? [] : [`--missions ${flags.missions}`]),
    ...(flags.methods === undefined ? [] : [`--methods ${flags.methods}`]),
    ...(flags.ablation ? [] : ["--no-ablation"]),
    ...(flags.ablationTrials === undefined ? [] : [`--ablation-trials ${flags.ablationTrials}`]),
    ...(flags.noiseRate === "0.25" ? [] : [`--noise-rate ${flags.noiseRate}`]),
    ...(flags.noiseCorrection === undefined ? [] : [`--noise-correction ${flags.noiseCorrection}`]),
  ].join(" ");
}

function summaryLines(result: EvaluationResult, written: readonly string[]): string[] {
  const pct = (share: number | null): string =>
    share === null ? "–" : `${Math.round(share * 100)}%`;
  const lines = [
    `${"method".padEnd(16)}${"runs".padStart(5)}${"success".padStart(9)}${"time s".padStart(9)}${"dist m".padStart(9)}${"ratio".padStart(8)}${"inter".padStart(7)}${"queries".padStart(9)}`,
    ...result.comparison.methods.map(
      (m) =>
        `${m.method.padEnd(16)}${String(m.runs).padStart(5)}${pct(m.success).padStart(9)}${String(m.simSeconds.mean ?? "–").padStart(9)}${String(m.distanceM.mean ?? "–").padStart(9)}${String(m.distanceRatio.mean ?? "–").padStart(8)}${String(m.interactions.mean ?? "–").padStart(7)}${String(m.plannerQueries.mean ?? "–").padStart(9)}`,
    ),
  ];
  if (result.ablation.length > 0) {
    const fractions = [...new Set(result.ablation.map((c) => c.dropFraction))];
    lines.push("", "ablation: prior removed → success with / without validation");
    for (const f of fractions) {
      const on = result.ablation.find((c) => c.dropFraction === f && c.validation === "full");
      const off = result.ablation.find((c) => c.dropFraction === f && c.validation === "off");
      lines.push(
        `  ${`${Math.round(f * 100)}%`.padStart(4)} → ${pct(on?.success ?? null)} / ${pct(off?.success ?? null)}`,
      );
    }
  }
  const t = result.targets;
  const mark = (v: boolean | null): string => (v === null ? "–" : v ? "✓" : "✗");
  lines.push(
    "",
    `targets: ${mark(t.spineRatioAtMost1_3)} spine ratio ≤ 1.3 (${t.spineMeanRatio ?? "–"})  ` +
      `${mark(t.spineRatioAtMost0_6OfLlmAsPlanner)} ≤ 0.6 × llm-as-planner (${t.llmAsPlannerMeanRatio ?? "–"})  ` +
      `${mark(t.validationNeverWorse)} validation never worse`,
    `wall time ${result.wall.totalSeconds} s`,
    ...written.map((path) => `wrote ${path}`),
  );
  return lines;
}
