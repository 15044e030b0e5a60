import { describeValue } from "../../src/errors/index.js";
import { asLonLat, type LonLat } from "../../src/geo/index.js";
import type { Issues } from "./issues.js";

/** The `spine` foreign member of a world file. */
export interface WorldHeader {
  name: string;
  description: string;
  origin: LonLat;
  start: LonLat;
}

const KNOWN_KEYS = new Set(["version", "name", "origin", "start", "description"]);

/** Validate the `spine` member; the world name defaults to the file name without `.world.geojson`. */
export function parseHeader(raw: unknown, issues: Issues): WorldHeader | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    issues.error(
      "",
      `the top-level "spine" member must be an object like { "version": 1, "name": "…", "origin": [lon, lat], "start": [lon, lat] }, got ${describeValue(raw)}`,
    );
    return undefined;
  }
  const header = raw as Record<string, unknown>;
  for (const key of Object.keys(header)) {
    if (!KNOWN_KEYS.has(key)) issues.warn("", `unknown key "spine.${key}" ignored`);
  }
  const version = header["version"];
  if (version === undefined) issues.warn("", "spine.version is missing; read as version 1");
  else if (version !== 1)
    issues.error("", `spine.version must be 1, got ${describeValue(version)}`);

  const origin = lonLat(header["origin"], "spine.origin", issues);
  const start = lonLat(header["start"], "spine.start", issues);
  const name = text(header["name"], "spine.name", issues) ?? defaultName(issues.source);
  const description = text(header["description"], "spine.description", issues) ?? "";
  if (origin === undefined || start === undefined) return undefined;
  return { name, description, origin, start };
}

function lonLat(value: unknown, key: string, issues: Issues): LonLat | undefined {
  const point = asLonLat(value);
  if (point !== undefined) return point;
  const required = value === undefined ? " (required)" : "";
  issues.error("", `${key}${required} must be [lon, lat] in degrees, got ${describeValue(value)}`);
  return undefined;
}

function text(value: unknown, key: string, issues: Issues): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") return value;
  issues.error("", `${key} must be a string, got ${describeValue(value)}`);
  return undefined;
}

function defaultName(source: string): string {
  const base = source.split(/[\\/]/).pop() ?? source;
  return base.replace(/\.world\.geojson$|\.geojson$|\.json$/, "");
}
