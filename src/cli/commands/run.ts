import type { Command } from "commander";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { CONFIG_FILE_NAME, resolveLlmConfig } from "../../config/index.js";
import { createLlmGenerator } from "../../planners/llm/index.js";
import type { AgentEvent, PlanGenerator } from "../../agent/index.js";
import { ScriptedOperator, TerminalOperator, type Operator } from "../../operator/index.js";
import { RulesPlanner } from "../../planners/rules/index.js";
import { loadMissionFile, parseMission, type Mission } from "../../../sim/missions/index.js";
import { prepareMission, runSimulatedMission } from "../../../sim/runner/index.js";
import type { CliContext } from "../context.js";
import { EXIT, printLine, readTextFile } from "../io.js";
import { humanLines } from "../render/humanEvents.js";
import { parseNumberFlag } from "./flags.js";

interface RunFlags {
  world?: string;
  mission?: string;
  missionFile?: string;
  planner?: string;
  json?: boolean;
  answers?: string;
  maxIterations?: string;
  maxSimSeconds?: string;
  realtime?: string;
  dropPrior?: string;
  seed?: string;
  verbose?: boolean;
  baseUrl?: string;
  model?: string;
  temperature?: string;
  maxTokens?: string;
  timeoutMs?: string;
  maxRetries?: string;
  structuredOutput?: string;
  config?: string;
  logDir?: string;
}

export function registerRun(program: Command, context: CliContext): void {
  program
    .command("run")
    .description("run a mission: plan, validate, act and replan until the robot answers")
    .option(
      "--world <name|file>",
      "built-in world name (see `spine worlds`) or a .world.geojson file",
    )
    .option("--mission <text>", "the operator's mission, in plain words")
    .option(
      "--mission-file <file>",
      "a .mission.json file (world, mission, expected outcome, operator answers)",
    )
    .option(
      "--planner <name>",
      "plan generator: llm or rules (default: llm when one is configured, else rules)",
    )
    .option(
      "--base-url <url>",
      "OpenAI-compatible server (else OPENAI_BASE_URL), e.g. http://localhost:11434/v1",
    )
    .option("--model <name>", "LLM model (else SPINE_LLM_MODEL)")
    .option("--temperature <t>", "LLM sampling temperature")
    .option("--max-tokens <n>", "LLM completion token limit")
    .option("--timeout-ms <ms>", "hard deadline per LLM call")
    .option("--max-retries <n>", "LLM retries on 429/5xx/network errors")
    .option("--structured-output <mode>", "auto, json_schema, json_object or none")
    .option("--config <file>", `config file (default ./${CONFIG_FILE_NAME} when present)`)
    .option("--log-dir <dir>", "write the mission log there (LLM transcript, secrets redacted)")
    .option(
      "--answers <file>",
      "operator replies to clarify questions: a JSON array of strings, or one per line",
    )
    .option("--json", "print one JSON event per line on stdout")
    .option("--verbose", "show every map update")
    .option("--max-iterations <n>", "stop after this many planning iterations")
    .option("--max-sim-seconds <s>", "stop after this much simulated time")
    .option(
      "--realtime <factor>",
      "run the simulation at this multiple of real time (default: as fast as possible)",
    )
    .option(
      "--drop-prior <fraction>",
      "remove this fraction of the prior map's nodes first (robustness runs)",
    )
    .option("--seed <n>", "seed for --drop-prior", "1")
    .addHelpText(
      "after",
      `
Examples:
  spine run --world riverside --mission "Communications are down. Why?"
  spine run --mission-file sim/worlds/riverside_missing_robot.mission.json --json
  spine run --mission-file sim/worlds/office_park_triage.mission.json --drop-prior 0.2 --seed 3

Exit status: 0 the mission ended with an answer (and met its expectations, if the file has any),
1 it did not, 2 unusable input, 130 interrupted.`,
    )
    .action(async (flags: RunFlags) => {
      context.exit(await runCommand(flags, context));
    });
}

async function runCommand(flags: RunFlags, context: CliContext): Promise<number> {
  const mission = loadMission(flags, context);
  if (mission === undefined) return EXIT.usage;
  const numbers = {
    maxIterations: parseNumberFlag("--max-iterations", flags.maxIterations, {
      integer: true,
      min: 1,
    }),
    maxSimSeconds: parseNumberFlag("--max-sim-seconds", flags.maxSimSeconds, { min: 1 }),
    realtime: parseNumberFlag("--realtime", flags.realtime, { min: 0.01 }),
    dropPrior: parseNumberFlag("--drop-prior", flags.dropPrior, { min: 0, max: 0.95 }),
    seed: parseNumberFlag("--seed", flags.seed, { integer: true }),
  };
  for (const parsed of Object.values(numbers))
    if (!parsed.ok) return context.usageError(parsed.error);
  const value = <T>(r: { ok: true; value: T } | { ok: false }): T | undefined =>
    r.ok ? r.value : undefined;
  const limits = {
    ...mission.limits,
    ...definedEntries({
      maxIterations: value(numbers.maxIterations),
      maxSimSeconds: value(numbers.maxSimSeconds),
    }),
  };
  const generator = chooseGenerator(flags, context);
  if (generator === undefined) return EXIT.usage;
  const operator = chooseOperator(flags, mission, context);
  if (operator === undefined) return EXIT.usage;
  const prepared = prepareMission(
    { ...mission, limits },
    definedEntries({
      dropPriorFraction: value(numbers.dropPrior),
      seed: value(numbers.seed),
      realtimeFactor: value(numbers.realtime),
    }),
  );
  if (!prepared.ok)
    return context.usageError(`${mission.source}:\n  ${prepared.error.join("\n  ")}`);

  const controller = new AbortController();
  // An object, not a `let`: the signal handler sets it while the mission awaits.
  const interrupt = { requested: false };
  const onSigint = (): void => {
    if (interrupt.requested) process.exit(EXIT.interrupted);
    interrupt.requested = true;
    process.stderr.write("\nStopping the robot… (Ctrl-C again to force)\n");
    controller.abort();
  };
  process.on("SIGINT", onSigint);
  const color = process.stdout.isTTY && process.env["NO_COLOR"] === undefined;
  const print = (event: AgentEvent): void => {
    if (event.type === "mission-finished") return; // printed below, with the evaluation
    if (flags.json === true)
      printLine(JSON.stringify({ event: event.type, ...withoutType(event) }));
    else
      for (const line of humanLines(event, { verbose: flags.verbose === true, color }))
        printLine(line);
  };
  try {
    const run = await runSimulatedMission({
      prepared: prepared.value,
      generator,
      operator,
      onEvent: print,
      log: context.log,
      signal: controller.signal,
    });
    const finished: AgentEvent = {
      type: "mission-finished",
      t: run.metrics.simSeconds,
      iteration: run.metrics.iterations,
      outcome: run.report.outcome,
      ...definedEntries({ answer: run.report.answer, reason: run.report.reason }),
      metrics: run.metrics,
    };
    if (flags.json === true) {
      printLine(
        JSON.stringify({
          event: finished.type,
          ...withoutType(finished),
          checks: run.evaluation.checks,
        }),
      );
    } else {
      for (const line of humanLines(finished, { color })) printLine(line);
      for (const check of run.evaluation.checks.filter((c) => !c.ok))
        printLine(`  ✗ ${check.name}: ${check.detail}`);
    }
    if (interrupt.requested) return EXIT.interrupted;
    const answered = run.report.outcome === "answered";
    return answered && run.evaluation.success !== false ? EXIT.ok : EXIT.failed;
  } finally {
    process.off("SIGINT", onSigint);
  }
}

function loadMission(flags: RunFlags, context: CliContext): Mission | undefined {
  if (flags.missionFile !== undefined) {
    if (flags.world !== undefined || flags.mission !== undefined) {
      context.usageError("give either --mission-file, or --world and --mission, not both");
      return undefined;
    }
    const loaded = loadMissionFile(flags.missionFile);
    if (!loaded.ok) {
      context.usageError(loaded.error.join("\n  "));
      return undefined;
    }
    for (const warning of loaded.value.warnings) context.log.warn(warning);
    return loaded.value;
  }
  if (flags.world === undefined || flags.mission === undefined || flags.mission.trim() === "") {
    context.usageError('give --world <name|file> and --mission "<text>", or --mission-file <file>');
    return undefined;
  }
  const parsed = parseMission(
    { world: flags.world, mission: flags.mission },
    { source: "command line", baseDir: dirname(resolve(flags.world)) },
  );
  if (!parsed.ok) {
    context.usageError(parsed.error.join("\n  "));
    return undefined;
  }
  return parsed.value;
}

function chooseGenerator(flags: RunFlags, context: CliContext): PlanGenerator | undefined {
  const configFile = flags.config ?? (existsSync(CONFIG_FILE_NAME) ? CONFIG_FILE_NAME : undefined);
  const llm = resolveLlmConfig({
    flags: {
      baseUrl: flags.baseUrl,
      model: flags.model,
      temperature: flags.temperature,
      maxTokens: flags.maxTokens,
      timeoutMs: flags.timeoutMs,
      maxRetries: flags.maxRetries,
      structuredOutput: flags.structuredOutput,
    },
    env: process.env,
    ...(configFile === undefined ? {} : { configFile }),
  });
  if (!llm.ok) {
    context.usageError(llm.error);
    return undefined;
  }
  const planner = flags.planner ?? (llm.value === undefined ? "rules" : "llm");
  if (planner === "llm") {
    if (llm.value === undefined) {
      context.usageError(
        "--planner llm needs an LLM: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (a local server such as Ollama), " +
          "or pass --base-url. See docs/llm.md.",
      );
      return undefined;
    }
    const config = llm.value;
    process.stderr.write(
      `Planning with ${config.model} at ${config.baseUrl}` +
        `${config.apiKeyIsPlaceholder ? " (no API key: local server)" : ""} (planner: llm).\n`,
    );
    return createLlmGenerator(config, {
      log: context.log.child({ component: "llm" }),
      ...(flags.logDir === undefined ? {} : { transcript: { logDir: flags.logDir } }),
    });
  }
  if (planner === "rules") {
    if (flags.planner === undefined) {
      process.stderr.write(
        "No LLM configured: planning with the rule-based planner (planner: rules). " +
          "Set OPENAI_API_KEY or OPENAI_BASE_URL to plan with an LLM (see docs/llm.md).\n",
      );
    }
    return new RulesPlanner();
  }
  context.usageError(`--planner must be "llm" or "rules", got "${planner}"`);
  return undefined;
}

function chooseOperator(
  flags: RunFlags,
  mission: Mission,
  context: CliContext,
): Operator | undefined {
  if (flags.answers !== undefined) {
    const text = readTextFile(flags.answers);
    if (!text.ok) {
      context.usageError(text.error);
      return undefined;
    }
    const answers = parseAnswers(text.value);
    if (answers === undefined) {
      context.usageError(
        `${flags.answers}: expected a JSON array of strings or one answer per line`,
      );
      return undefined;
    }
    return new ScriptedOperator(answers);
  }
  if (mission.operatorAnswers.length > 0 || !process.stdin.isTTY || flags.json === true) {
    return new ScriptedOperator(mission.operatorAnswers);
  }
  return new TerminalOperator();
}

function parseAnswers(text: string): string[] | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    try {
      const value: unknown = JSON.parse(trimmed);
      return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : undefined;
    } catch {
      return undefined;
    }
  }
  return trimmed
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function withoutType(event: AgentEvent): Omit<AgentEvent, "type"> {
  const { type: _type, ...rest } = event;
  return rest;
}

function definedEntries<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
