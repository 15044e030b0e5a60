import type { Command } from "commander";
import type { PlanGenerator } from "../../agent/index.js";
import type { Operator } from "../../operator/index.js";
import {
  observeMission,
  type FeedItem,
  type FeedSink,
  type WireEventLine,
} from "../../feed/index.js";
import { McapRecorder } from "../../record/index.js";
import type { RobotPort } from "../../robot/index.js";
import type { CliContext } from "../context.js";
import { printError } from "../io.js";
import { startRunUi } from "./console.js";
import type { Interrupt } from "./interrupt.js";
import type { MissionOutput } from "./missionOutput.js";
import type { RunFlags } from "./runSetup.js";

/** `spine run`'s flags for where else the run goes: the console and a recording. */
export function addFeedOptions(command: Command): Command {
  return command
    .option(
      "--ui",
      "show the mission in the browser console (prints its URL); answer questions there",
    )
    .option("--host <host>", "with --ui: address to listen on (default 127.0.0.1)")
    .option("--port <n>", "with --ui: port (default 8470; 0 picks a free one)")
    .option(
      "--record <file.mcap>",
      "record the mission as MCAP (opens in Foxglove; `spine replay`)",
    );
}

/**
 * The run's feed with `--record` and `--ui` attached, and the stop the mission obeys: the stop signals, and with
 * `--ui` also the page's stop button (a stop like Ctrl-C: the mission is aborted, the robot's goal cancelled).
 * Undefined when a flag's target cannot be opened (reported as a usage error).
 */
export async function openRunFeed(
  flags: RunFlags,
  context: CliContext,
  output: MissionOutput,
  signalled: Interrupt,
): Promise<{ feed: RunFeed; interrupt: Interrupt } | undefined> {
  const feed = new RunFeed();
  if (flags.record !== undefined && !addRecorder(feed, flags.record, context)) return undefined;
  output.onLine((line) => {
    feed.emit({ kind: "event", event: line as WireEventLine });
  });
  if (flags.ui !== true) return { feed, interrupt: signalled };
  const ui = await startRunUi(flags, feed, context, () => signalled.received() !== undefined);
  if (ui === undefined) {
    await feed.close();
    return undefined;
  }
  const interrupt = { ...signalled, signal: AbortSignal.any([signalled.signal, ui.stopSignal]) };
  ui.useSignal(interrupt.signal);
  if (flags.answers === undefined) feed.operator = ui.operator;
  return { feed, interrupt };
}

/**
 * Where a run's feed goes besides stdout: `--record` (an MCAP file) and `--ui` (the console). The feed is the
 * `--json` lines as printed plus what only the port and planner know (src/feed); nothing is built when neither
 * flag is given, so a plain run is unchanged.
 */
export class RunFeed {
  readonly #sinks: FeedSink[] = [];
  readonly #closers: (() => Promise<void>)[] = [];
  /** Who answers questions instead of the terminal (`--ui`: the page). */
  operator: Operator | undefined;

  get active(): boolean {
    return this.#sinks.length > 0;
  }

  add(sink: FeedSink, close?: () => Promise<void>): void {
    this.#sinks.push(sink);
    if (close !== undefined) this.#closers.push(close);
  }

  readonly emit = (item: FeedItem): void => {
    for (const sink of this.#sinks) sink(item);
  };

  /** The port and planner to run with: watched when anything listens, else as given. */
  watch(port: RobotPort, generator: PlanGenerator): { port: RobotPort; generator: PlanGenerator } {
    return this.active ? observeMission({ port, generator, sink: this.emit }) : { port, generator };
  }

  async close(): Promise<void> {
    for (const close of this.#closers) await close();
  }
}

/** `--record <file.mcap>`: false when the file cannot be opened (already reported as a usage error). */
export function addRecorder(feed: RunFeed, path: string, context: CliContext): boolean {
  const opened = McapRecorder.open(path);
  if (!opened.ok) {
    context.usageError(opened.error);
    return false;
  }
  const recorder = opened.value;
  feed.add(recorder.record, async () => {
    const closed = await recorder.close();
    if (!closed.ok) printError(`spine: the recording is incomplete: ${closed.error}`);
    else context.log.debug({ file: recorder.path }, "mission recorded");
  });
  return true;
}
