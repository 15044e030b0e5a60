import type { z } from "zod";
import { describeValue } from "../../errors/index.js";

/**
 * One zod issue in the graph formats' words: the JSON path (`"add_nodes"[0] ("barn_1").type`), what was
 * expected and what arrived — `"add_nodes"[0] ("barn_1").type must be "region" or "object", got "barn"`. A list
 * item that has a name is labelled with it, as people find nodes by name.
 */
export function formatIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const whole = issue.code === "custom" && issue.params?.["whole"] === true;
  const path = whole ? issue.path.slice(0, -1) : issue.path;
  const where = describePath(path, input);
  if (whole) return `${where}: ${issue.message}`;
  const got =
    issue.code === "unrecognized_keys" ? "" : `, got ${describeValue(valueAt(input, path))}`;
  return `${where} ${issue.message}${got}`;
}

function describePath(path: readonly PropertyKey[], input: unknown): string {
  let text = "";
  let value = input;
  for (const part of path) {
    value = isIndexable(value) ? (value as Record<PropertyKey, unknown>)[part] : undefined;
    if (typeof part === "number") {
      text += `[${part}]`;
      const name = isIndexable(value) ? (value as Record<string, unknown>)["name"] : undefined;
      if (typeof name === "string" && name !== "") text += ` ("${name}")`;
    } else text += text === "" ? `"${String(part)}"` : `.${String(part)}`;
  }
  return text === "" ? "the message" : text;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (!isIndexable(value)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

function isIndexable(value: unknown): boolean {
  return typeof value === "object" && value !== null;
}
