/**
 * Random values that satisfy a JSON schema in the subset our reply schema uses (type, properties, items,
 * anyOf, enum), for property tests: "whatever a schema-constrained model may write, the agent can read".
 * Strings are drawn from text that is hard for call-string parsing (commas, quotes, parentheses, `=`,
 * brackets, leading spaces, unicode, empty), since a constrained model can put anything in a string.
 */

const NASTY_STRINGS = [
  "road_1",
  "a",
  "",
  " ",
  "road 1",
  " road_1 ",
  "tank, north",
  "(x)",
  "goto(road_1)",
  '"quoted"',
  "'single'",
  "it's fine",
  "x=3",
  "query=is it open?",
  "[a, b]",
  "a]",
  "{}",
  "null",
  "20",
  "-3.5",
  "back\\slash",
  "new\nline",
  "semi; colon",
  "émoji 😀",
  "replan()",
  "`tick`",
];
const NUMBERS = [0, -0, 1, -1, 20, 35.5, -40.25, 1e-7, 123456789, 1e21, -1e21];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Sampler {
  readonly next: () => number;
}

export function sampleJsonSchema(schema: unknown, random: () => number): Json {
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error("nothing to pick from");
    return item;
  };
  const sample = (node: unknown): Json => {
    if (typeof node !== "object" || node === null) throw new Error("not a schema");
    const s = node as Record<string, unknown>;
    if (Array.isArray(s["anyOf"])) return sample(pick(s["anyOf"] as unknown[]));
    if (Array.isArray(s["enum"])) return pick(s["enum"] as Json[]);
    const types = Array.isArray(s["type"]) ? (s["type"] as string[]) : [s["type"] as string];
    switch (pick(types)) {
      case "null":
        return null;
      case "boolean":
        return random() < 0.5;
      case "number":
        return random() < 0.5 ? pick(NUMBERS) : Math.round((random() - 0.5) * 2e5) / 100;
      case "integer":
        return Math.round((random() - 0.5) * 1000);
      case "string":
        return random() < 0.8
          ? pick(NASTY_STRINGS)
          : `${pick(NASTY_STRINGS)}${pick(NASTY_STRINGS)}`;
      case "array":
        return Array.from({ length: Math.floor(random() * 4) }, () => sample(s["items"]));
      case "object": {
        const properties = (s["properties"] ?? {}) as Record<string, unknown>;
        return Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, sample(value)]),
        );
      }
      default:
        throw new Error(`unsupported schema ${JSON.stringify(s).slice(0, 80)}`);
    }
  };
  return sample(schema);
}
