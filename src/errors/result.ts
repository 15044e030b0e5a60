/**
 * The outcome of an operation whose failure is expected (bad input, an unreachable goal, a blocked edge).
 * Exceptions are kept for bugs; everything an operator or a planner can cause comes back as a Result.
 */
export type Result<T, E = string> = { readonly ok: true; readonly value: T } | Failure<E>;

export interface Failure<E = string> {
  readonly ok: false;
  readonly error: E;
}

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail<E>(error: E): Failure<E> {
  return { ok: false, error };
}
