import { Option, type Command } from "commander";
import { runMission, type AgentEvent, type MissionOutcome } from "../../agent/index.js";
import { describeError } from "../../errors/index.js";
import { connectRosbridge } from "../../robot/rosbridge/index.js";
import { loadPriorGraph } from "../../../priors/index.js";
import { prepareMission, runSimulatedMission } from "../../../sim/runner/index.js";
import { loadWorld } from "../../../sim/worlds/catalog.js";
import type { CliContext } from "../context.js";
import { EXIT, printError } from "../io.js";
import { parseNumberFlag, parseRosFlag } from "./flags.js";
import { addLimitOptions, worldLimitsOf } from "./limitFlags.js";
import { onInterrupt, type Interrupt } from "./interrupt.js";
import { MissionOutput } from "./missionOutput.js";
import { addFeedOptions, openRunFeed, type RunFeed } from "./runFeed.js";
import { prepareRun, realtimeFactorFlag, type RunFlags, type RunSetup } from "./runSetup.js";

export function registerRun(program: Command, context: CliContext): void {
  const command = addFeedOptions(program.command("run"))
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
    .option("--ros <1|2>", "with --rosbridge: ROS 2 (Nav2, the default) or ROS 1 (move_base)")
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
      "--realtime-factor <x>",
      "run the simulation at this multiple of real time (default: as fast as possible)",
    )
    .addOption(new Option("--realtime <x>", "older spelling of --realtime-factor").hideHelp())
    .option(
      "--drop-prior <fraction>",
      "remove this fraction of the prior map's nodes first (robustness runs)",
    )
    .option("--seed <n>", "seed for --drop-prior", "1");
  addLimitOptions(
    command,
    ["maxWorldExtentM", "maxStartOutsideM", "maxMissionFileBytes", "maxMissionTextChars"],
    { config: false },
  )
    .addHelpText(
      "after",
      `
Examples:
  spine run --world riverside --mission "Communications are down. Why?"
  spine run --mission-file sim/worlds/riverside_missing_robot.mission.json --json
  spine run --mission-file sim/worlds/office_park_triage.mission.json --drop-prior 0.2 --seed 3
  spine run --rosbridge ws://localhost:9090 --mission "Communications are down. Why?"
  spine run --rosbridge ws://robot:9090 --ros 1 --mission "…"   (a ROS 1 robot with move_base)

Exit status: 0 the mission ended with an answer (and met its expectations, if the file has any),
1 it did not (or the robot was unreachable), 2 unusable input, 128 + the signal's number when stopped
by a signal: 130 Ctrl-C (SIGINT), 143 SIGTERM, 129 SIGHUP. Every stop signal cancels the robot's
active goal before spine exits; a second one exits at once.
With --json the last line is always a "run-ended" event with the exit status (docs/events.md).`,
    )
    .action(async (flags: RunFlags) => {
      context.exit(await runCommand(flags, context));
    });
}

/** How a run ended, for the exit status and the last `--json` line. */
interface RunEnding {
  readonly outcome: MissionOutcome | "input-rejected" | "internal-error";
  readonly status: number;
  readonly reason?: string;
}

/**
 * The whole command. Stop signals are taken from the start, so Ctrl-C at a clarify prompt or during the first
 * LLM request stops the mission the same way as during a drive. Every ending — input rejected, robot
 * unreachable, a mission outcome, a signal — is one `run-ended` line with `--json`.
 */
async function runCommand(flags: RunFlags, context: CliContext): Promise<number> {
  const output = new MissionOutput({ json: flags.json === true, verbose: flags.verbose === true });
  let rejected: string | undefined;
  const checked: CliContext = {
    get log() {
      return context.log;
    },
    usageError(message) {
      rejected ??= message;
      return context.usageError(message);
    },
    exit(code) {
      context.exit(code);
    },
  };
  const signalled = onInterrupt();
  const opened = await openRunFeed(flags, checked, output, signalled);
  if (opened === undefined) {
    signalled.dispose();
    output.ended({
      outcome: "input-rejected",
      status: EXIT.usage,
      ...optional("reason", rejected),
    });
    return EXIT.usage;
  }
  const { feed, interrupt } = opened;
  let ending: RunEnding;
  try {
    ending = await runWith(flags, checked, output, interrupt, () => rejected, feed);
  } catch (error) {
    output.ended({ outcome: "internal-error", status: EXIT.failed, reason: describeError(error) });
    await feed.close();
    throw error;
  } finally {
    signalled.dispose();
  }
  output.ended(ending);
  await feed.close();
  return ending.status;
}

async function runWith(
  flags: RunFlags,
  context: CliContext,
  output: MissionOutput,
  interrupt: Interrupt,
  rejected: () => string | undefined,
  feed: RunFeed,
): Promise<RunEnding> {
  const inputRejected = (): RunEnding => ({
    outcome: "input-rejected",
    status: EXIT.usage,
    ...optional("reason", rejected()),
  });
  const ros = parseRosFlag(flags.ros);
  if (!ros.ok) {
    context.usageError(ros.error);
    return inputRejected();
  }
  const prepared = prepareRun(flags, context, interrupt.signal);
  if (prepared === undefined) return inputRejected();
  const setup = feed.operator === undefined ? prepared : { ...prepared, operator: feed.operator };
  if (setup.log !== undefined) output.useLog(setup.log);
  const onEvent = (event: AgentEvent): void => {
    output.event(event);
  };
  const ending =
    flags.rosbridge === undefined
      ? await runSimulated(flags, setup, context, onEvent, output, interrupt, feed)
      : await runOverRosbridge(
          { url: flags.rosbridge, ros: ros.value },
          setup,
          context,
          onEvent,
          output,
          interrupt,
          feed,
        );
  return ending.outcome === "input-rejected" ? inputRejected() : ending;
}

/** The exit status of a mission that ran: a stop signal's, else 0 only for an answer that met expectations. */
function missionEnding(
  outcome: MissionOutcome,
  success: boolean | undefined,
  interrupt: Interrupt,
  reason: string | undefined,
): RunEnding {
  const status =
    interrupt.exitStatus() ?? (outcome === "answered" && success !== false ? EXIT.ok : EXIT.failed);
  return { outcome, status, ...optional("reason", reason) };
}

/** In the built-in simulator, judged against the mission's `expect` when it has one. */
async function runSimulated(
  flags: RunFlags,
  setup: RunSetup,
  context: CliContext,
  onEvent: (event: AgentEvent) => void,
  output: MissionOutput,
  interrupt: Interrupt,
  feed: RunFeed,
): Promise<RunEnding> {
  const usage = (message: string): RunEnding => {
    context.usageError(message);
    return { outcome: "input-rejected", status: EXIT.usage };
  };
  const mission = setup.mission;
  if (mission === undefined) return usage("no mission to simulate");
  const realtime = realtimeFactorFlag(flags);
  if (!realtime.ok) return usage(realtime.error);
  const numbers = {
    realtime: parseNumberFlag("--realtime-factor", realtime.value, { min: 0.01 }),
    dropPrior: parseNumberFlag("--drop-prior", flags.dropPrior, { min: 0, max: 0.95 }),
    seed: parseNumberFlag("--seed", flags.seed, { integer: true }),
  };
  for (const parsed of Object.values(numbers)) if (!parsed.ok) return usage(parsed.error);
  const value = <T>(result: { ok: true; value: T } | { ok: false }): T | undefined =>
    result.ok ? result.value : undefined;
  let priorGraph;
  if (flags.prior !== undefined) {
    if (mission.world.kind !== "geojson")
      return usage("--prior needs a GeoJSON world (graph worlds carry their prior)");
    const world = loadWorld(mission.world.path, { limits: worldLimitsOf(setup.inputLimits) });
    if (!world.ok) return usage(world.error.join("\n  "));
    const prior = loadPriorGraph(flags.prior, { origin: world.value.origin });
    if (!prior.ok) return usage(`--prior: ${prior.error.join("\n  ")}`);
    priorGraph = prior.value;
  }
  const prepared = prepareMission(
    { ...mission, limits: setup.limits },
    {
      ...(priorGraph === undefined ? {} : { priorGraph }),
      worldLimits: worldLimitsOf(setup.inputLimits),
      ...optional("dropPriorFraction", value(numbers.dropPrior)),
      ...optional("seed", value(numbers.seed)),
      ...optional("realtimeFactor", value(numbers.realtime)),
    },
  );
  if (!prepared.ok) return usage(`${mission.source}:\n  ${prepared.error.join("\n  ")}`);
  const watched = feed.watch(prepared.value.port, setup.generator);
  const run = await runSimulatedMission({
    prepared: { ...prepared.value, port: watched.port },
    generator: watched.generator,
    operator: setup.operator,
    onEvent,
    log: context.log,
    signal: interrupt.signal,
  });
  output.finish(run.report, run.metrics, run.evaluation.checks);
  return missionEnding(run.report.outcome, run.evaluation.success, interrupt, run.report.reason);
}

/** Against a robot (or `spine sim serve`) over rosbridge. There is no ground truth to judge against. */
async function runOverRosbridge(
  robot: { url: string; ros: 1 | 2 },
  setup: RunSetup,
  context: CliContext,
  onEvent: (event: AgentEvent) => void,
  output: MissionOutput,
  interrupt: Interrupt,
  feed: RunFeed,
): Promise<RunEnding> {
  const connected = await connectRosbridge({
    ...robot,
    log: context.log.child({ component: "rosbridge" }),
  });
  if (!connected.ok) {
    printError(`spine: ${connected.error}`);
    return {
      outcome: "robot-unavailable",
      status: interrupt.exitStatus() ?? EXIT.failed,
      reason: connected.error,
    };
  }
  const port = connected.value;
  try {
    const watched = feed.watch(port, setup.generator);
    const report = await runMission({
      mission: setup.text,
      port: watched.port,
      generator: watched.generator,
      operator: setup.operator,
      limits: setup.limits,
      onEvent,
      log: context.log,
      signal: interrupt.signal,
    });
    output.finish(report, report.metrics, []);
    return missionEnding(report.outcome, undefined, interrupt, report.reason);
  } finally {
    // Shutdown stops the robot first: close() cancels any active goal before disconnecting.
    await port.close();
  }
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
