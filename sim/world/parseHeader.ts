import type { LonLat } from "../../src/geo/index.js";
import { describeValue } from "../../src/errors/index.js";
import { isPlainObject } from "../../src/map/index.js";
import { formatIssue } from "../../src/map/schemas/index.js";
import type { Issues } from "./issues.js";
import { headerSchema, positionSchema } from "./worldSchema.js";

/** The `spine` foreign member of a world file. */
export interface WorldHeader {
  name: string;
  description: string;
  origin: LonLat;
  start: LonLat;
}

const KNOWN_KEYS = new Set(Object.keys(headerSchema.shape));

/**
 * Read the `spine` member with its schema (`headerSchema`); the world name defaults to the file name without
 * `.world.geojson`. Errors name the key, what was expected and what arrived (`spine.origin (required) must be
 * [lon, lat] in degrees, got nothing`); a position is named whole, as people write it.
 */
export function parseHeader(raw: unknown, issues: Issues): WorldHeader | undefined {
  const parsed = headerSchema.safeParse(raw);
  const root = { spine: raw };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const firstIndex = issue.path.findIndex((part) => typeof part === "number");
      const path = ["spine", ...(firstIndex < 0 ? issue.path : issue.path.slice(0, firstIndex))];
      issues.error(
        "",
        path.length === 1
          ? `the top-level "spine" member ${issue.message}, got ${describeValue(raw)}`
          : formatIssue({ ...issue, path }, root, { quoteKeys: false }),
      );
    }
    // The frame needs only origin and start: with those, the features are still checked.
    const header = isPlainObject(raw) ? raw : {};
    const origin = positionSchema.safeParse(header["origin"]);
    const start = positionSchema.safeParse(header["start"]);
    if (!origin.success || !start.success) return undefined;
    return {
      name: defaultName(issues.source),
      description: "",
      origin: [origin.data[0], origin.data[1]],
      start: [start.data[0], start.data[1]],
    };
  }
  const header = raw as Record<string, unknown>;
  for (const key of Object.keys(header)) {
    if (!KNOWN_KEYS.has(key)) issues.warn("", `unknown key "spine.${key}" ignored`);
  }
  if (parsed.data.version === undefined)
    issues.warn("", "spine.version is missing; read as version 1");
  const { origin, start } = parsed.data;
  return {
    name: parsed.data.name ?? defaultName(issues.source),
    description: parsed.data.description ?? "",
    origin: [origin[0], origin[1]],
    start: [start[0], start[1]],
  };
}

function defaultName(source: string): string {
  const base = source.split(/[\\/]/).pop() ?? source;
  return base.replace(/\.world\.geojson$|\.geojson$|\.json$/, "");
}
