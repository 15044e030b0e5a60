import type { TypedArgs } from "./spec.js";

/** A typed argument the validator guaranteed to be a string (node names, free text). */
export function stringArg(args: TypedArgs, name: string): string {
  const value = args[name];
  if (typeof value !== "string")
    throw new Error(`argument ${name} should be a string after validation`);
  return value;
}

export function numberArg(args: TypedArgs, name: string): number {
  const value = args[name];
  // Finite too: a behavior must never drive toward Infinity even if a caller skipped the validator.
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new Error(`argument ${name} should be a finite number after validation`);
  return value;
}

export function listArg(args: TypedArgs, name: string): readonly string[] {
  const value = args[name];
  if (!Array.isArray(value)) throw new Error(`argument ${name} should be a list after validation`);
  return value as readonly string[];
}
