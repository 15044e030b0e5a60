/** The items without repeats, in the order first seen. */
export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
