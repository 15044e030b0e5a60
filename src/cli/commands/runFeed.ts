import type { PlanGenerator } from "../../agent/index.js";
import type { Operator } from "../../operator/index.js";
import { observeMission, type FeedItem, type FeedSink } from "../../feed/index.js";
import { McapRecorder } from "../../record/index.js";
import type { RobotPort } from "../../robot/index.js";
import type { CliContext } from "../context.js";
import { printError } from "../io.js";

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
