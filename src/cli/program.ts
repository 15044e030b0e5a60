import { Command, CommanderError, Option } from "commander";
import { EVENT_SCHEMA_VERSION } from "../agent/index.js";
import { packageVersion } from "../config/index.js";
import {
  createLogger,
  LOG_LEVELS,
  parseLogLevel,
  redactKnownSecrets,
  type Logger,
} from "../log/index.js";
import { registerConsole } from "./commands/console.js";
import { registerEval } from "./commands/eval.js";
import { registerRecording } from "./commands/recording.js";
import { registerRun } from "./commands/run.js";
import { registerValidate } from "./commands/validate.js";
import { registerSim } from "./commands/sim.js";
import { registerWorlds } from "./commands/worlds.js";
import { registerPrior } from "./commands/prior.js";
import type { CliContext } from "./context.js";
import { EXIT, printLine } from "./io.js";

/**
 * Build the `spine` command tree. Kept separate from `main.ts` so tests can run commands in-process.
 */
export function buildProgram(options: { onExit: (code: number) => void }): Command {
  const program = new Command("spine");
  let logger: Logger | undefined;
  const context: CliContext = {
    get log(): Logger {
      logger ??= createLogger(logOptions(program));
      return logger;
    },
    usageError(message) {
      process.stderr.write(redactKnownSecrets(`spine: ${message}\n`));
      return EXIT.usage;
    },
    exit: options.onExit,
  };
  program
    .description(
      "SPINE: online semantic planning for robot missions given in incomplete natural language",
    )
    .version(packageVersion(), "-V, --version")
    .addOption(
      new Option("--log-level <level>", "log level (logs go to stderr)")
        .choices(LOG_LEVELS)
        .default("info"),
    )
    .showHelpAfterError("(run with --help for usage)")
    .hook("preAction", () => {
      // The environment's level is checked like the flag's: a typo must not silently mean "info".
      const fromEnv = parseLogLevel(process.env["LOG_LEVEL"], "LOG_LEVEL");
      if (!fromEnv.ok) program.error(`spine: ${fromEnv.error}`, { exitCode: EXIT.usage });
    })
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  registerRun(program, context);
  registerValidate(program, context);
  registerWorlds(program, context);
  registerSim(program, context);
  registerPrior(program, context);
  registerEval(program, context);
  registerConsole(program, context);
  registerRecording(program, context);
  return program;
}

/** The flag wins over `LOG_LEVEL`, which wins over the default. */
function logOptions(program: Command): { level?: (typeof LOG_LEVELS)[number] } {
  const source = program.getOptionValueSource("logLevel");
  const level = program.opts<{ logLevel?: string }>().logLevel;
  const flagged = source === "cli" ? LOG_LEVELS.find((l) => l === level) : undefined;
  return flagged === undefined ? {} : { level: flagged };
}

/** Run the CLI; resolves to the exit status. Usage errors exit 2, help and version 0. */
export async function runCli(argv: readonly string[]): Promise<number> {
  let status: number = EXIT.ok;
  const program = buildProgram({ onExit: (code) => (status = code) });
  try {
    await program.parseAsync([...argv], { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === "commander.helpDisplayed" ||
        error.code === "commander.version" ||
        error.code === "commander.help"
      ) {
        return EXIT.ok;
      }
      // `spine run --json` promises a run-ended line for every ending, a flag the parser refused included.
      if (argv[0] === "run" && argv.includes("--json")) {
        printLine(
          JSON.stringify({
            v: EVENT_SCHEMA_VERSION,
            type: "run-ended",
            outcome: "input-rejected",
            exitStatus: EXIT.usage,
            reason: error.message.replace(/^error: /, ""),
          }),
        );
      }
      return EXIT.usage;
    }
    throw error;
  }
  return status;
}
