/** Machine-readable categories for the errors that cross a module boundary. */
export type SpineErrorCode =
  "bad-input" | "config" | "io" | "timeout" | "connection" | "llm-output" | "robot" | "internal";

/**
 * The project's one error class. Messages say what was expected, what arrived and where, so an operator can
 * fix the input without reading code.
 */
export class SpineError extends Error {
  readonly code: SpineErrorCode;
  readonly context: Readonly<Record<string, unknown>>;

  constructor(
    code: SpineErrorCode,
    message: string,
    options: { cause?: unknown; context?: Record<string, unknown> } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "SpineError";
    this.code = code;
    this.context = options.context ?? {};
  }
}

/** Describe an arbitrary thrown value in one line. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
