/**
 * JSON on one line with a space after each comma and colon: valid JSON that reads like the SPINE prompts
 * (`{"name": "road_1", "coords": [0, 12.5]}`) and tokenises well.
 */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`).join(", ")}}`;
  }
  // JSON.stringify returns undefined for functions and symbols, whatever its type says.
  const text = JSON.stringify(value) as string | undefined;
  return text ?? "null";
}
