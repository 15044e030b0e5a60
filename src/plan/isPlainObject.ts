/** A JSON object (not an array, not null): the only shape a reply or a step object may have. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
