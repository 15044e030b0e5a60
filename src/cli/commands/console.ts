import type { Command } from "commander";
import { toWireEvent } from "../../agent/index.js";
import {
  ConsoleSession,
  consoleAssetsDir,
  isLoopback,
  startConsoleServer,
  type ConsoleInfo,
  type MissionLauncher,
  type RunningConsole,
} from "../../console/index.js";
import { describeError, type Result } from "../../errors/index.js";
import { observeMission, type WireEventLine } from "../../feed/index.js";
import type { Logger } from "../../log/index.js";
import type { Operator } from "../../operator/index.js";
import {
  listBuiltinMissions,
  listBuiltinWorlds,
  parseMission,
} from "../../../sim/missions/index.js";
import { prepareMission, runSimulatedMission } from "../../../sim/runner/index.js";
import type { CliContext } from "../context.js";
import { EXIT, printError } from "../io.js";
import { choosePlanner, type PlannerFlags } from "./choosePlanner.js";
import { parseNumberFlag } from "./flags.js";
import { onInterrupt } from "./interrupt.js";
import type { RunFeed } from "./runFeed.js";

export const DEFAULT_CONSOLE_PORT = 8470;
/** How long a question in the page waits before it counts as unanswered ("I don't know"). */
const QUESTION_TIMEOUT_MS = 10 * 60_000;

export interface ServeFlags {
  host?: string;
  port?: string;
}

/** `--host`/`--port` checked, the server started, the URL (and a warning when exposed) printed on stderr. */
export async function serveConsole(
  flags: ServeFlags,
  session: ConsoleSession,
  log: Logger,
): Promise<Result<RunningConsole>> {
  const port = parseNumberFlag("--port", flags.port ?? String(DEFAULT_CONSOLE_PORT), {
    integer: true,
    min: 0,
    max: 65535,
  });
  if (!port.ok) return port;
  const host = flags.host ?? "127.0.0.1";
  if (!isLoopback(host))
    printError(
      `spine: WARNING: the console listens on ${host}, reachable from other machines. Anyone with the URL (it holds the token) can start and stop missions.`,
    );
  const started = await startConsoleServer({
    host,
    port: port.value ?? DEFAULT_CONSOLE_PORT,
    session,
    assetsDir: consoleAssetsDir(),
    log: log.child({ component: "console" }),
  });
  if (started.ok) printError(`spine: console at ${started.value.url}`);
  return started;
}

/** Missions the page starts, in the built-in simulator: the same path as `spine run --world … --mission …`. */
export function simulatorLauncher(options: {
  flags: PlannerFlags & { realtimeFactor?: string };
  context: CliContext;
  realtimeFactor: number | undefined;
}): MissionLauncher {
  const worlds = listBuiltinWorlds().map((w) => w.name);
  const info: Omit<ConsoleInfo, "mode"> = {
    worlds,
    missions: listBuiltinMissions()
      .filter((m) => m.errors === undefined && worlds.includes(m.world))
      .map((m) => ({ label: m.name, world: m.world, mission: m.mission })),
    planners: options.flags.planner === "llm" ? ["llm", "rules"] : ["rules", "llm"],
  };
  return {
    info,
    async launch(request, hooks) {
      const ended = (outcome: string, exitStatus: number, reason?: string): void => {
        const line = {
          v: 1,
          type: "run-ended",
          outcome,
          exitStatus,
          ...(reason === undefined ? {} : { reason }),
        };
        hooks.sink({ kind: "event", event: line });
      };
      const problems: string[] = [];
      const quiet: CliContext = {
        log: options.context.log,
        usageError: (message) => {
          problems.push(message);
          return EXIT.usage;
        },
        exit: () => undefined,
      };
      const mission = parseMission(
        { world: request.world, mission: request.mission },
        { source: "console", baseDir: process.cwd() },
      );
      const generator = choosePlanner({ ...options.flags, planner: request.planner }, quiet);
      if (!mission.ok || generator === undefined) {
        ended(
          "input-rejected",
          EXIT.usage,
          [...(mission.ok ? [] : mission.error), ...problems].join("; "),
        );
        return;
      }
      const prepared = prepareMission(mission.value, {
        ...(options.realtimeFactor === undefined ? {} : { realtimeFactor: options.realtimeFactor }),
      });
      if (!prepared.ok) {
        ended("input-rejected", EXIT.usage, prepared.error.join("; "));
        return;
      }
      const watched = observeMission({ port: prepared.value.port, generator, sink: hooks.sink });
      const run = await runSimulatedMission({
        prepared: { ...prepared.value, port: watched.port },
        generator: watched.generator,
        operator: hooks.operator,
        onEvent: (event) => {
          hooks.sink({ kind: "event", event: toWireEvent(event) as WireEventLine });
        },
        log: options.context.log,
        signal: hooks.signal,
      });
      await prepared.value.port.close();
      const outcome = run.report.outcome;
      ended(outcome, outcome === "answered" ? EXIT.ok : EXIT.failed, run.report.reason);
    },
  };
}

export function registerConsole(program: Command, context: CliContext): void {
  program
    .command("console")
    .description(
      "the operator console in the browser: start simulated missions, watch, answer, stop",
    )
    .option(
      "--host <host>",
      "address to listen on (default 127.0.0.1; anything else needs the URL's token)",
    )
    .option("--port <n>", `port (default ${DEFAULT_CONSOLE_PORT}; 0 picks a free one)`)
    .option("--planner <name>", "offer this planner first: rules or llm")
    .option(
      "--realtime-factor <x>",
      "run missions at this multiple of real time (default 10)",
      "10",
    )
    .option("--config <file>", "config file for the LLM planner (default ./spine.config.json)")
    .addHelpText(
      "after",
      "\nExamples:\n  spine console\n  spine console --port 9000 --realtime-factor 50\n  spine console --host 0.0.0.0   # prints a URL with a token; other requests are refused\n\nCtrl-C stops the running mission (cancelling the robot's goal) and the console.",
    )
    .action(async (flags: ServeFlags & PlannerFlags & { realtimeFactor?: string }) => {
      const realtime = parseNumberFlag("--realtime-factor", flags.realtimeFactor, { min: 0.01 });
      if (!realtime.ok) {
        context.exit(context.usageError(realtime.error));
        return;
      }
      const launcher = simulatorLauncher({ flags, context, realtimeFactor: realtime.value });
      const session = new ConsoleSession({
        mode: "console",
        launcher,
        questionTimeoutMs: QUESTION_TIMEOUT_MS,
        log: context.log,
      });
      const interrupt = onInterrupt();
      try {
        const running = await serveConsole(flags, session, context.log);
        if (!running.ok) {
          context.exit(context.usageError(running.error));
          return;
        }
        await new Promise((resolve) => {
          interrupt.signal.addEventListener("abort", resolve, { once: true });
        });
        await running.value.close();
        context.exit(interrupt.exitStatus() ?? EXIT.ok);
      } catch (error) {
        printError(`spine: ${describeError(error)}`);
        context.exit(EXIT.failed);
      } finally {
        interrupt.dispose();
      }
    });
}

/** What `spine run --ui` adds to a run: the page's operator and stop button. */
export interface RunUi {
  readonly operator: Operator;
  /** Aborted when the page presses stop. */
  readonly stopSignal: AbortSignal;
  /** Start watching this run's stop (the operator's questions end on it). */
  useSignal(signal: AbortSignal): void;
}

/**
 * `spine run --ui`: the console, fed by this run, whose page answers clarify questions and can stop the mission.
 * After the mission the page stays up (the URL is printed again) until Ctrl-C, unless a signal ended the run.
 * Undefined when it cannot start (reported as a usage error).
 */
export async function startRunUi(
  flags: ServeFlags,
  feed: RunFeed,
  context: CliContext,
  stoppedBySignal: () => boolean,
): Promise<RunUi | undefined> {
  const stop = new AbortController();
  const session = new ConsoleSession({
    mode: "run",
    onStop: () => {
      stop.abort();
    },
    questionTimeoutMs: QUESTION_TIMEOUT_MS,
    log: context.log,
  });
  const running = await serveConsole(flags, session, context.log);
  if (!running.ok) {
    context.usageError(running.error);
    return undefined;
  }
  session.setRunning(true);
  feed.add(session.sink, async () => {
    session.setRunning(false);
    if (!stoppedBySignal()) {
      const after = onInterrupt();
      printError(
        `spine: the mission is over; the console stays at ${running.value.url} (Ctrl-C to quit)`,
      );
      await new Promise((resolve) => {
        after.signal.addEventListener("abort", resolve, { once: true });
      });
      after.dispose();
    }
    await running.value.close();
  });
  return {
    operator: session.operator,
    stopSignal: stop.signal,
    useSignal: (signal) => {
      session.operator.useSignal(signal);
    },
  };
}
