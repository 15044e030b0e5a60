import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describeError } from "../../errors/index.js";
import type { Logger } from "../../log/index.js";
import { redactSecrets } from "./redact.js";

export const TRANSCRIPT_FILE_NAME = "llm-transcript.jsonl";

export interface TranscriptOptions {
  /** The run's log folder; created if missing. */
  logDir: string;
  /** Defaults to {@link TRANSCRIPT_FILE_NAME}. */
  fileName?: string;
}

/**
 * Every request and reply of the LLM planner, one JSON object per line, appended as it happens (synchronously,
 * so a crash loses nothing). Secrets are scrubbed from each line before it is written. A transcript that cannot be
 * written is reported once and then ignored: it must never stop a mission.
 */
export class Transcript {
  readonly path: string;
  readonly #secrets: readonly string[];
  readonly #log: Logger;
  #broken = false;

  constructor(options: TranscriptOptions & { secrets: readonly string[]; log: Logger }) {
    this.path = join(options.logDir, options.fileName ?? TRANSCRIPT_FILE_NAME);
    this.#secrets = options.secrets;
    this.#log = options.log;
    try {
      mkdirSync(options.logDir, { recursive: true });
    } catch (error) {
      this.#fail(error);
    }
  }

  append(record: Readonly<Record<string, unknown>>): void {
    if (this.#broken) return;
    try {
      const line = redactSecrets(
        JSON.stringify({ t: new Date().toISOString(), ...record }),
        this.#secrets,
      );
      appendFileSync(this.path, `${line}\n`);
    } catch (error) {
      this.#fail(error);
    }
  }

  #fail(error: unknown): void {
    this.#broken = true;
    this.#log.warn(
      { path: this.path, err: describeError(error) },
      "the LLM transcript cannot be written; continuing without it",
    );
  }
}
