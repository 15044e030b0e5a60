import type { z } from "zod";
import { describeValue } from "../errors/index.js";

/**
 * Zod issues as one line each, naming the JSON path and the value found: `llm.timeoutMs: Too small: expected
 * number to be >0 (got -5)`. `source` prefixes every line ("spine.config.json", "--timeout-ms").
 */
export function formatIssues(
  source: string,
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): string {
  return issues
    .map((issue) => {
      const path = issue.path.map(String).join(".");
      const where = path === "" ? source : `${source}: ${path}`;
      const found =
        issue.code === "unrecognized_keys"
          ? ""
          : ` (got ${describeValue(valueAt(input, issue.path))})`;
      return `${where}: ${issue.message}${found}`;
    })
    .join("\n");
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
