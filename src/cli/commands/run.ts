import type { Command } from "commander";
import { dirname, resolve } from "node:path";
import { runMission, type MissionLimits, type PlanGenerator } from "../../agent/index.js";
import type { Operator } from "../../operator/index.js";
import { connectRosbridge } from "../../robot/rosbridge/index.js";
import { loadPriorGraph } from "../../../priors/index.js";
import { loadMissionFile, parseMission, type Mission } from "../../../sim/missions/index.js";
import { prepareMission, runSimulatedMission } from "../../../sim/runner/index.js";
import { loadWorld } from "../../../sim/worlds/catalog.js";
import type { CliContext } from "../context.js";
import { EXIT } from "../io.js";
import { chooseOperator } from "./chooseOperator.js";
import { choosePlanner, type PlannerFlags } from "./choosePlanner.js";
import { parseNumberFlag } from "./flags.js";
import { onInterrupt } from "./interrupt.js";
import { MissionOutput } from "./missionOutput.js";

interface RunFlags extends PlannerFlags {
  world?: string;
  mission?: string;
  missionFile?: string;
  rosbridge?: string;
  prior?: string;
  json?: boolean;
  answers?: string;
  maxIterations?: string;
  maxSimSeconds?: string;
  realtime?: string;
  dropPrior?: string;
  seed?: string;
  verbose?: boolean;
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
      "--rosbridge <url>",
      "drive a robot over rosbridge (e.g. ws://localhost:9090) instead of the simulator",
    )
    .option(
      "--prior <file|dir>",
      "start from this prior map (a graph JSON or a `spine prior build` output)",
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
    .option("--timeout-ms <ms>", "deadline for a whole LLM call, reply included (default 300000)")
    .option(
      "--connect-timeout-ms <ms>",
      "deadline for the LLM connection to come up (default 10000)",
    )
    .option(
      "--idle-timeout-ms <ms>",
      "longest LLM silence: before the first byte and between chunks",
    )
    .option("--stream <on|off>", "stream LLM replies (default on; off by itself if refused)")
    .option(
      "--max-tokens-cap <n>",
      "a cut-off reply is retried once with twice the limit, up to this",
    )
    .option("--reasoning-effort <level>", "minimal, low, medium or high (not sent when unset)")
    .option(
      "--context-tokens <n>",
      "the model's context window; every request is kept within it (default 16000)",
    )
    .option("--max-retries <n>", "LLM retries on 429/5xx/network errors")
    .option("--structured-output <mode>", "auto, json_schema, json_object or none")
    .option("--config <file>", "config file (default ./spine.config.json when present)")
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
  spine run --rosbridge ws://localhost:9090 --mission "Communications are down. Why?"

Exit status: 0 the mission ended with an answer (and met its expectations, if the file has any),
1 it did not (or the robot was unreachable), 2 unusable input, 130 interrupted.`,
    )
    .action(async (flags: RunFlags) => {
      context.exit(await runCommand(flags, context));
    });
}

interface RunSetup {
  readonly mission: Mission | undefined;
  readonly text: string;
  readonly limits: MissionLimits;
  readonly generator: PlanGenerator;
  readonly operator: Operator;
  readonly output: MissionOutput;
}

async function runCommand(flags: RunFlags, context: CliContext): Promise<number> {
  const setup = prepareRun(flags, context);
  if (setup === undefined) return EXIT.usage;
  return flags.rosbridge === undefined
    ? runSimulated(flags, setup, context)
    : runOverRosbridge(flags.rosbridge, setup, context);
}

/** Everything both ways of running share: the mission, limits, planner, operator and output. */
function prepareRun(flags: RunFlags, context: CliContext): RunSetup | undefined {
  const numbers = {
    maxIterations: parseNumberFlag("--max-iterations", flags.maxIterations, {
      integer: true,
      min: 1,
    }),
    maxSimSeconds: parseNumberFlag("--max-sim-seconds", flags.maxSimSeconds, { min: 1 }),
  };
  for (const parsed of Object.values(numbers)) {
    if (!parsed.ok) {
      context.usageError(parsed.error);
      return undefined;
    }
  }
  let mission: Mission | undefined;
  let text: string;
  if (flags.rosbridge !== undefined && flags.missionFile === undefined) {
    if (flags.mission === undefined || flags.mission.trim() === "") {
      context.usageError('give --mission "<text>" (or --mission-file) with --rosbridge');
      return undefined;
    }
    text = flags.mission;
  } else {
    mission = loadMission(flags, context);
    if (mission === undefined) return undefined;
    text = mission.mission;
  }
  const limits: MissionLimits = {
    ...(mission?.limits ?? {}),
    ...(numbers.maxIterations.ok && numbers.maxIterations.value !== undefined
      ? { maxIterations: numbers.maxIterations.value }
      : {}),
    ...(numbers.maxSimSeconds.ok && numbers.maxSimSeconds.value !== undefined
      ? { maxSimSeconds: numbers.maxSimSeconds.value }
      : {}),
  };
  const generator = choosePlanner(flags, context);
  if (generator === undefined) return undefined;
  const operator = chooseOperator(flags, mission?.operatorAnswers ?? [], context);
  if (operator === undefined) return undefined;
  const output = new MissionOutput({ json: flags.json === true, verbose: flags.verbose === true });
  return { mission, text, limits, generator, operator, output };
}

/** In the built-in simulator, judged against the mission's `expect` when it has one. */
async function runSimulated(
  flags: RunFlags,
  setup: RunSetup,
  context: CliContext,
): Promise<number> {
  const mission = setup.mission;
  if (mission === undefined) return context.usageError("no mission to simulate");
  const numbers = {
    realtime: parseNumberFlag("--realtime", flags.realtime, { min: 0.01 }),
    dropPrior: parseNumberFlag("--drop-prior", flags.dropPrior, { min: 0, max: 0.95 }),
    seed: parseNumberFlag("--seed", flags.seed, { integer: true }),
  };
  for (const parsed of Object.values(numbers))
    if (!parsed.ok) return context.usageError(parsed.error);
  const value = <T>(result: { ok: true; value: T } | { ok: false }): T | undefined =>
    result.ok ? result.value : undefined;
  let priorGraph;
  if (flags.prior !== undefined) {
    if (mission.world.kind !== "geojson")
      return context.usageError("--prior needs a GeoJSON world (graph worlds carry their prior)");
    const world = loadWorld(mission.world.path);
    if (!world.ok) return context.usageError(world.error.join("\n  "));
    const prior = loadPriorGraph(flags.prior, { origin: world.value.origin });
    if (!prior.ok) return context.usageError(`--prior: ${prior.error.join("\n  ")}`);
    priorGraph = prior.value;
  }
  const prepared = prepareMission(
    { ...mission, limits: setup.limits },
    {
      ...(priorGraph === undefined ? {} : { priorGraph }),
      ...optional("dropPriorFraction", value(numbers.dropPrior)),
      ...optional("seed", value(numbers.seed)),
      ...optional("realtimeFactor", value(numbers.realtime)),
    },
  );
  if (!prepared.ok)
    return context.usageError(`${mission.source}:\n  ${prepared.error.join("\n  ")}`);
  const interrupt = onInterrupt();
  try {
    const run = await runSimulatedMission({
      prepared: prepared.value,
      generator: setup.generator,
      operator: setup.operator,
      onEvent: setup.output.event,
      log: context.log,
      signal: interrupt.signal,
    });
    setup.output.finish(run.report, run.metrics, run.evaluation.checks);
    if (interrupt.interrupted()) return EXIT.interrupted;
    return run.report.outcome === "answered" && run.evaluation.success !== false
      ? EXIT.ok
      : EXIT.failed;
  } finally {
    interrupt.dispose();
  }
}

/** Against a robot (or `spine sim serve`) over rosbridge. There is no ground truth to judge against. */
async function runOverRosbridge(
  url: string,
  setup: RunSetup,
  context: CliContext,
): Promise<number> {
  const connected = await connectRosbridge({
    url,
    log: context.log.child({ component: "rosbridge" }),
  });
  if (!connected.ok) {
    process.stderr.write(`spine: ${connected.error}\n`);
    return EXIT.failed;
  }
  const port = connected.value;
  const interrupt = onInterrupt();
  try {
    const report = await runMission({
      mission: setup.text,
      port,
      generator: setup.generator,
      operator: setup.operator,
      limits: setup.limits,
      onEvent: setup.output.event,
      log: context.log,
      signal: interrupt.signal,
    });
    setup.output.finish(report, report.metrics, []);
    if (interrupt.interrupted()) return EXIT.interrupted;
    return report.outcome === "answered" ? EXIT.ok : EXIT.failed;
  } finally {
    // Shutdown stops the robot first: close() cancels any active goal before disconnecting.
    await port.close();
    interrupt.dispose();
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

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
