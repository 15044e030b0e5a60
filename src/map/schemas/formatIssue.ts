import type { z } from "zod";
import { describeValue } from "../../errors/index.js";

/**
 * One zod issue in the graph formats' words: the JSON path (`"add_nodes"[0] ("barn_1").type`), what was
 * expected and what arrived — `"add_nodes"[0] ("barn_1").type must be "region" or "object", got "barn"`. A list
 * item that has a name is labelled with it, as people find nodes by name.
 */
export function formatIssue(
  issue: z.core.$ZodIssue,
  input: unknown,
  options: IssueStyle = {},
): string {
  const whole = issue.code === "custom" && issue.params?.["whole"] === true;
  const path = whole ? issue.path.slice(0, -1) : issue.path;
  const where = describePath(path, input, options);
  const lead = where === "" ? "" : whole ? `${where}: ` : `${where} `;
  if (whole) return `${lead}${issue.message}`;
  const got =
    issue.code === "unrecognized_keys" ? "" : `, got ${describeValue(valueAt(input, path))}`;
  return `${lead}${issue.message}${got}`;
}

/** How a path is written: keys quoted (`"add_nodes"[0]`, the default) or plain (`regions[0].coords`). */
export interface IssueStyle {
  quoteKeys?: boolean;
  /** What an empty path is called; default "the message". "" writes the message alone. */
  root?: string;
}

function describePath(path: readonly PropertyKey[], input: unknown, style: IssueStyle): string {
  const quote = style.quoteKeys ?? true;
  let text = "";
  let value = input;
  for (const part of path) {
    value = isIndexable(value) ? (value as Record<PropertyKey, unknown>)[part] : undefined;
    if (typeof part === "number") {
      text += `[${part}]`;
      const name = isIndexable(value) ? (value as Record<string, unknown>)["name"] : undefined;
      if (typeof name === "string" && name !== "") text += ` ("${name}")`;
    } else {
      const key = String(part);
      text += text === "" ? (quote ? `"${key}"` : key) : `.${key}`;
    }
  }
  return text === "" ? (style.root ?? "the message") : text;
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
