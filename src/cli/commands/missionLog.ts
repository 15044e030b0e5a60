import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { PlanGenerator } from "../../agent/index.js";
import { describeError } from "../../errors/index.js";
import { redactKnownSecrets, type Logger } from "../../log/index.js";

export const EVENTS_FILE_NAME = "events.jsonl";
export const PLANNER_TRANSCRIPT_FILE_NAME = "planner-transcript.jsonl";

/**
 * `--log-dir` for every planner: the run's `--json` event stream (`events.jsonl`), and for planners that keep no
 * transcript of their own (the rules planner) each request's gist and the reply (`planner-transcript.jsonl`).
 * The LLM planner writes its richer `llm-transcript.jsonl` itself. Lines are appended as they happen and secrets
 * removed; a folder that cannot be written is reported once and then ignored: a log must never stop a mission.
 */
export class MissionLog {
  readonly dir: string;
  readonly #log: Logger;
  #broken = false;

  constructor(options: { dir: string; log: Logger }) {
    this.dir = options.dir;
    this.#log = options.log;
    try {
      mkdirSync(this.dir, { recursive: true });
    } catch (error) {
      this.#fail(error);
    }
  }

  /** One event line, as `--json` prints it. */
  readonly event = (line: Readonly<Record<string, unknown>>): void => {
    this.#append(EVENTS_FILE_NAME, line);
  };

  /** `generator`, with each request's gist and reply (or failure) written to the planner transcript. */
  transcribe(generator: PlanGenerator): PlanGenerator {
    return {
      label: generator.label,
      propose: async (request, options) => {
        const reply = await generator.propose(request, options);
        this.#append(PLANNER_TRANSCRIPT_FILE_NAME, {
          t: new Date().toISOString(),
          planner: generator.label,
          iteration: request.iteration,
          attempt: request.attempt,
          mission: request.mission,
          robot: request.robot.location ?? null,
          updates: request.updates,
          feedback: request.feedback,
          ...(request.validatorFeedback === undefined
            ? {}
            : { validatorFeedback: request.validatorFeedback }),
          ...(reply.ok ? { reply: reply.value.text } : { error: reply.error.message }),
        });
        return reply;
      },
    };
  }

  #append(file: string, record: Readonly<Record<string, unknown>>): void {
    if (this.#broken) return;
    try {
      appendFileSync(join(this.dir, file), `${redactKnownSecrets(JSON.stringify(record))}\n`);
    } catch (error) {
      this.#fail(error);
    }
  }

  #fail(error: unknown): void {
    this.#broken = true;
    this.#log.warn(
      { dir: this.dir, err: describeError(error) },
      "the mission log cannot be written; continuing without it",
    );
  }
}
