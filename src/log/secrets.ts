const REDACTED = "[redacted]";

/**
 * The secrets this process knows (the configured API key), removed by their literal value from everything it
 * prints: log lines, stdout (events, answers, reasons), operator prompts. A server that echoes the
 * `Authorization` header in an error body must not put the key on a terminal or in a CI log, whatever the key
 * looks like. Process-wide on purpose: the key is configured once and every output path must see it.
 */
const secrets = new Set<string>();

/** Values shorter than this are not redacted: they would blank out ordinary words (no real key is that short). */
export const MIN_SECRET_LENGTH = 6;

export function registerSecret(value: string | undefined): void {
  if (value === undefined || value.length < MIN_SECRET_LENGTH) return;
  secrets.add(value);
  // The same key inside JSON text (a quote or backslash in it is escaped there).
  secrets.add(JSON.stringify(value).slice(1, -1));
}

/** Forget every secret (tests). */
export function clearSecrets(): void {
  secrets.clear();
}

/** `text` with every registered secret replaced by `[redacted]`. */
export function redactKnownSecrets(text: string): string {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  return out;
}
