const REDACTED = "[redacted]";

/**
 * Remove secrets from text bound for a file: the configured key wherever it appears (raw or JSON-escaped),
 * anything shaped like an OpenAI key (`sk-…`), and bearer tokens.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    // Short values would blank out ordinary words; real keys are long.
    if (secret.length < 8) continue;
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1)])) {
      out = out.split(form).join(REDACTED);
    }
  }
  return out
    .replace(/\bsk-[A-Za-z0-9_-]{6,}/g, `sk-${REDACTED}`)
    .replace(/\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`);
}
