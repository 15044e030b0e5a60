import { writeFileSync } from "node:fs";
import { basename } from "node:path";
import type { Command } from "commander";
import { ConsoleSession, replayInto, reportHtml } from "../../console/index.js";
import { describeError } from "../../errors/index.js";
import { readRecording } from "../../record/index.js";
import type { CliContext } from "../context.js";
import { EXIT, printError } from "../io.js";
import { serveConsole, type ServeFlags } from "./console.js";
import { parseNumberFlag } from "./flags.js";
import { onInterrupt } from "./interrupt.js";

/** Longest pause between two replayed items, so idle stretches of a mission do not stall the replay. */
const REPLAY_MAX_GAP_MS = 2000;

/** `spine replay <file.mcap>` and `spine report <file.mcap> --out run.html`. */
export function registerRecording(program: Command, context: CliContext): void {
  program
    .command("replay <file>")
    .description("play a recorded mission (spine run --record) into the console")
    .option("--speed <x>", "multiple of the mission's own time (default 10; 0 = all at once)", "10")
    .option("--host <host>", "address to listen on (default 127.0.0.1)")
    .option("--port <n>", "port (default 8470; 0 picks a free one)")
    .action(async (file: string, flags: ServeFlags & { speed?: string }) => {
      const speed = parseNumberFlag("--speed", flags.speed, { min: 0 });
      if (!speed.ok) {
        context.exit(context.usageError(speed.error));
        return;
      }
      const recording = await readRecording(file);
      if (!recording.ok) {
        context.exit(context.usageError(recording.error));
        return;
      }
      const session = new ConsoleSession({
        mode: "replay",
        questionTimeoutMs: 0,
        log: context.log,
      });
      const interrupt = onInterrupt();
      try {
        const running = await serveConsole(flags, session, context.log);
        if (!running.ok) {
          context.exit(context.usageError(running.error));
          return;
        }
        const rate = speed.value === undefined || speed.value === 0 ? Infinity : speed.value;
        await replayInto(recording.value.items, session.sink, {
          speed: rate,
          maxGapMs: REPLAY_MAX_GAP_MS,
          signal: interrupt.signal,
        });
        if (!interrupt.signal.aborted) printError("spine: replay finished; Ctrl-C to quit");
        await new Promise((resolve) => {
          if (interrupt.signal.aborted) resolve(undefined);
          else interrupt.signal.addEventListener("abort", resolve, { once: true });
        });
        await running.value.close();
        context.exit(EXIT.ok);
      } catch (error) {
        printError(`spine: ${describeError(error)}`);
        context.exit(EXIT.failed);
      } finally {
        interrupt.dispose();
      }
    });
  program
    .command("report <file>")
    .description(
      "write a recorded mission as one self-contained HTML page (map with track, timeline, answer)",
    )
    .requiredOption("--out <file.html>", "where to write the page")
    .action(async (file: string, flags: { out: string }) => {
      const recording = await readRecording(file);
      if (!recording.ok) {
        context.exit(context.usageError(recording.error));
        return;
      }
      try {
        writeFileSync(
          flags.out,
          reportHtml(recording.value.items, { title: `spine run — ${basename(file)}` }),
        );
      } catch (error) {
        context.exit(context.usageError(`cannot write ${flags.out}: ${describeError(error)}`));
        return;
      }
      printError(`spine: wrote ${flags.out}`);
      context.exit(EXIT.ok);
    });
}
