import { missionVerdictSchema, type MissionVerdict } from "../mission/verdict.js";
import { parseLabels } from "./argValues.js";
import { isPlainObject } from "./isPlainObject.js";

/** The reply's text fields; `plan` is read separately. */
export interface ReplyFields {
  readonly primaryGoal: string;
  readonly relevantGraph: string;
  readonly reasoning: string;
  readonly relevantSemantics?: readonly string[];
  readonly verdict?: MissionVerdict;
}

const TEXT_KEYS = ["primary_goal", "relevant_graph", "reasoning"] as const;
const KNOWN_KEYS = new Set<string>([...TEXT_KEYS, "plan", "relevant_semantics", "verdict"]);

/**
 * Read the text fields by their exact keys. Decision (key variants are reported, not guessed): a missing key
 * is filled with "" and noted, naming any near spelling found (`"primary goal"`, `"primaryGoal"`), whose
 * value is not used; other unknown keys (`"Justification"`, `"goal"`) are noted as ignored. `goal` is not
 * taken for `primary_goal` because the original SPINE examples used it in place of `relevant_graph`.
 */
export function readReplyFields(reply: Record<string, unknown>, notes: string[]): ReplyFields {
  const keys = Object.keys(reply);
  const explained = new Set<string>();
  const text = (key: (typeof TEXT_KEYS)[number], separator: string): string => {
    if (key in reply) return textValue(reply[key], separator);
    const near = keys.filter((k) => !KNOWN_KEYS.has(k) && normalizeKey(k) === key);
    near.forEach((k) => explained.add(k));
    const found = near.length > 0 ? ` (found ${quoteKeys(near)}, which was not used)` : "";
    notes.push(`The reply has no "${key}"${found}; it was left empty.`);
    return "";
  };
  const primaryGoal = text("primary_goal", " ");
  const relevantGraph = text("relevant_graph", ", ");
  const reasoning = text("reasoning", " ");
  const semantics = readSemantics(reply, keys, explained, notes);
  const verdict = readVerdict(reply["verdict"], notes);
  for (const key of keys) {
    if (KNOWN_KEYS.has(key) || explained.has(key)) continue;
    notes.push(`Unexpected key ${JSON.stringify(key)} was ignored.`);
  }
  return {
    primaryGoal,
    relevantGraph,
    reasoning,
    ...(semantics ? { relevantSemantics: semantics } : {}),
    ...(verdict ? { verdict } : {}),
  };
}

/**
 * The optional `verdict` next to an answer: kept when it has the documented shape, else dropped with a note.
 * A field that is `null` says nothing and is left out: the strict reply schema makes a model write every
 * field, `null` for those the mission does not ask about.
 */
function readVerdict(value: unknown, notes: string[]): MissionVerdict | undefined {
  if (value === undefined || value === null) return undefined;
  const given = isPlainObject(value)
    ? Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null))
    : value;
  const parsed = missionVerdictSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0];
  notes.push(
    `"verdict" was ignored: ${where === undefined ? "it is not an object" : `${where.path.join(".") || "verdict"}: ${where.message}`}.`,
  );
  return undefined;
}

/** The failure message when `plan` is missing: it names the keys that were there instead. */
export function noPlanMessage(reply: Record<string, unknown>): string {
  const keys = Object.keys(reply);
  const unknown = keys.filter((key) => !KNOWN_KEYS.has(key));
  const found =
    keys.length === 0 ? "an empty object" : quoteKeys(unknown.length > 0 ? unknown : keys);
  return `The reply has no "plan" key (found ${found}). Put the list of actions under "plan".`;
}

function readSemantics(
  reply: Record<string, unknown>,
  keys: readonly string[],
  explained: Set<string>,
  notes: string[],
): string[] | undefined {
  const value = reply["relevant_semantics"];
  if (value === undefined) {
    const near = keys.filter((k) => !KNOWN_KEYS.has(k) && normalizeKey(k) === "relevant_semantics");
    near.forEach((k) => explained.add(k));
    if (near.length > 0)
      notes.push(`Key ${quoteKeys(near)} should be "relevant_semantics"; it was not used.`);
    return undefined;
  }
  if (value === null) return undefined;
  if (typeof value === "string") return parseLabels(value);
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
    return value.map((item) => item.trim()).filter((item) => item !== "");
  }
  notes.push('"relevant_semantics" must be a list of labels; it was ignored.');
  return undefined;
}

/** `Primary Goal`, `primary-goal`, `primaryGoal` → `primary_goal`: only to recognise near spellings. */
function normalizeKey(key: string): string {
  return key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

function textValue(value: unknown, separator: string): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map((item) => textValue(item, separator)).join(separator);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

function quoteKeys(keys: readonly string[]): string {
  return keys.map((key) => JSON.stringify(key)).join(", ");
}
