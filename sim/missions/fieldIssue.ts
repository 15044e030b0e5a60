import type { z } from "zod";
import { describeValue } from "../../src/errors/index.js";

/**
 * Zod issues in a file's words: `<file>: <path>: <expected>, got <arrived>` — `t.mission.json:
 * expect.visited[0]: must be an object name or a [lon, lat] point, got 3`. An issue marked `params.whole` (and a
 * string's length issue) says what arrived itself. A value that matches none of a union's forms is described by
 * the form its type fits (an object by the object form), so the message names the field inside it that is
 * wrong; when no form fits, the union's own message says what forms there are.
 */
export function formatFieldIssues(
  source: string,
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): string[] {
  return issues.flatMap((issue) => fieldIssueLines(source, issue, input, []));
}

function fieldIssueLines(
  source: string,
  issue: z.core.$ZodIssue,
  input: unknown,
  prefix: readonly PropertyKey[],
): string[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === "invalid_union") {
    const fitting = issue.errors.filter(
      (branch) => !branch.some((inner) => inner.code === "invalid_type" && inner.path.length === 0),
    );
    const [branch] = fitting;
    if (branch !== undefined)
      return branch.flatMap((inner) => fieldIssueLines(source, inner, input, path));
  }
  const where = path.length === 0 ? source : `${source}: ${pathText(path)}`;
  const whole =
    (issue.code === "custom" && issue.params?.["whole"] === true) ||
    ((issue.code === "too_big" || issue.code === "too_small") && issue.origin === "string");
  if (whole || issue.code === "unrecognized_keys") return [`${where}: ${issue.message}`];
  return [`${where}: ${issue.message}, got ${describeValue(valueAt(input, path))}`];
}

/** `["expect", "visited", 0]` → `expect.visited[0]`. */
export function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
    )
    .join("");
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}
