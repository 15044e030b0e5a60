import { expect } from "vitest";
import {
  parsePlannerReply,
  type ParsedReply,
  type PlanStep,
  type RawArg,
} from "../../src/plan/index.js";

/** Steps as `[action, args]` pairs: compact enough to assert a whole plan on one line. */
export function calls(steps: readonly PlanStep[]): [string, readonly RawArg[]][] {
  return steps.map((step) => [step.action, step.args]);
}

/** Parse a reply that must succeed. */
export function parsed(text: string): ParsedReply {
  const result = parsePlannerReply(text);
  if (!result.ok) expect.fail(`expected the reply to parse, got: ${result.error.message}`);
  return result.value;
}

/** The plan of a reply that must succeed, as `[action, args]` pairs; no step may carry a problem. */
export function planOf(text: string): [string, readonly RawArg[]][] {
  const { plan } = parsed(text).reply;
  expect(plan.filter((step) => step.problem !== undefined)).toEqual([]);
  return calls(plan);
}

/** The message of a reply that must fail. */
export function failureOf(text: string): string {
  const result = parsePlannerReply(text);
  if (result.ok) expect.fail("expected the reply to be rejected");
  expect(result.error.raw).toBe(text);
  return result.error.message;
}
