import { dirname, resolve } from "node:path";
import type { MissionLimits, PlanGenerator } from "../../agent/index.js";
import { fail, ok, type Result } from "../../errors/index.js";
import type { Operator } from "../../operator/index.js";
import {
  loadMissionFile,
  MAX_MISSION_TEXT_CHARS,
  parseMission,
  type Mission,
} from "../../../sim/missions/index.js";
import type { CliContext } from "../context.js";
import { chooseOperator } from "./chooseOperator.js";
import { choosePlanner, type PlannerFlags } from "./choosePlanner.js";
import { parseNumberFlag } from "./flags.js";
import { readLimitFlags, type LimitFlags } from "./limitFlags.js";
import type { InputLimits } from "../../config/index.js";
import { MissionLog } from "./missionLog.js";

export interface RunFlags extends PlannerFlags, LimitFlags {
  world?: string;
  mission?: string;
  missionFile?: string;
  rosbridge?: string;
  /** `--ros 1|2`, the robot's ROS generation with --rosbridge. */
  ros?: string;
  prior?: string;
  json?: boolean;
  record?: string;
  ui?: boolean;
  host?: string;
  port?: string;
  answers?: string;
  maxIterations?: string;
  maxSimSeconds?: string;
  realtimeFactor?: string;
  /** The older spelling of `--realtime-factor`, still accepted. */
  realtime?: string;
  dropPrior?: string;
  seed?: string;
  verbose?: boolean;
}

export interface RunSetup {
  readonly mission: Mission | undefined;
  readonly text: string;
  readonly limits: MissionLimits;
  readonly generator: PlanGenerator;
  readonly operator: Operator;
  readonly log: MissionLog | undefined;
  /** The input limits the user raised or lowered (flags, config file); absent ones keep their defaults. */
  readonly inputLimits: Partial<InputLimits>;
}

/**
 * Everything both ways of running share: the mission, limits, planner, operator and mission log. Undefined when
 * the input is unusable (already reported through `context.usageError`). The operator's prompts end on `signal`.
 */
export function prepareRun(
  flags: RunFlags,
  context: CliContext,
  signal: AbortSignal,
): RunSetup | undefined {
  const conflict = flagConflict(flags);
  if (conflict !== undefined) {
    context.usageError(conflict);
    return undefined;
  }
  const inputLimits = readLimitFlags(flags, context);
  if (inputLimits === undefined) return undefined;
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
    const maxChars = inputLimits.maxMissionTextChars ?? MAX_MISSION_TEXT_CHARS;
    if (flags.mission.length > maxChars) {
      context.usageError(
        `--mission must be at most ${maxChars} characters (the operator's words), got ${flags.mission.length}; ` +
          "raise the limit with --max-mission-text-chars or limits.maxMissionTextChars in spine.config.json",
      );
      return undefined;
    }
    text = flags.mission;
  } else {
    mission = loadMission(flags, inputLimits, context);
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
  const chosen = choosePlanner(flags, context);
  if (chosen === undefined) return undefined;
  const operator = chooseOperator(flags, mission?.operatorAnswers ?? [], context, signal);
  if (operator === undefined) return undefined;
  const log =
    flags.logDir === undefined
      ? undefined
      : new MissionLog({ dir: flags.logDir, log: context.log.child({ component: "log" }) });
  // The LLM planner keeps its own transcript in the log folder; the others are transcribed here.
  const generator =
    log === undefined || chosen.label.startsWith("llm") ? chosen : log.transcribe(chosen);
  return { mission, text, limits, generator, operator, log, inputLimits };
}

/** The one `--realtime-factor` value, from either spelling; both at once must agree. */
export function realtimeFactorFlag(flags: RunFlags): Result<string | undefined> {
  const { realtimeFactor, realtime } = flags;
  if (realtimeFactor !== undefined && realtime !== undefined && realtimeFactor !== realtime)
    return fail(
      `give --realtime-factor once (--realtime is its older spelling): got ${realtimeFactor} and ${realtime}`,
    );
  return ok(realtimeFactor ?? realtime);
}

/** Flags that cannot go together, said before anything is loaded. */
function flagConflict(flags: RunFlags): string | undefined {
  if (flags.rosbridge !== undefined) {
    const url = checkRosbridgeUrl(flags.rosbridge);
    if (!url.ok) return url.error;
    // The robot over rosbridge is in its own world; a simulated world here would be silently ignored.
    for (const [flag, value] of [
      ["--world", flags.world],
      ["--prior", flags.prior],
      ["--drop-prior", flags.dropPrior],
      ["--realtime-factor", flags.realtimeFactor ?? flags.realtime],
    ] as const) {
      if (value !== undefined)
        return `${flag} is for the built-in simulator; with --rosbridge the robot's own world and map are used (drop ${flag}, or drop --rosbridge to simulate)`;
    }
  }
  const realtime = realtimeFactorFlag(flags);
  return realtime.ok ? undefined : realtime.error;
}

/** A rosbridge address: a `ws://` or `wss://` URL with a host. */
export function checkRosbridgeUrl(raw: string): Result<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(`--rosbridge must be a WebSocket URL such as ws://localhost:9090, got "${raw}"`);
  }
  if (url.protocol !== "ws:" && url.protocol !== "wss:")
    return fail(
      `--rosbridge must be a ws:// or wss:// URL (rosbridge speaks WebSocket), got "${raw}"`,
    );
  if (url.hostname === "")
    return fail(`--rosbridge needs a host, such as ws://localhost:9090, got "${raw}"`);
  return ok(url);
}

function loadMission(
  flags: RunFlags,
  inputLimits: Partial<InputLimits>,
  context: CliContext,
): Mission | undefined {
  const textLimit =
    inputLimits.maxMissionTextChars === undefined
      ? {}
      : { maxMissionTextChars: inputLimits.maxMissionTextChars };
  if (flags.missionFile !== undefined) {
    if (flags.world !== undefined || flags.mission !== undefined) {
      context.usageError("give either --mission-file, or --world and --mission, not both");
      return undefined;
    }
    const loaded = loadMissionFile(flags.missionFile, {
      ...textLimit,
      ...(inputLimits.maxMissionFileBytes === undefined
        ? {}
        : { maxBytes: inputLimits.maxMissionFileBytes }),
    });
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
    { source: "command line", baseDir: dirname(resolve(flags.world)), ...textLimit },
  );
  if (!parsed.ok) {
    context.usageError(parsed.error.join("\n  "));
    return undefined;
  }
  return parsed.value;
}
