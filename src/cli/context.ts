import type { Logger } from "../log/index.js";

/** What every command gets from the program: a logger and the two ways out. */
export interface CliContext {
  readonly log: Logger;
  /** Report unusable input (what was expected, what arrived) and return exit status 2. */
  usageError(message: string): number;
  /** Set the process exit status once the command is done (never exits mid-flight). */
  exit(code: number): void;
}
