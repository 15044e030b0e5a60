import { fail, ok, type Result } from "../../src/errors/index.js";
import type { LonLat } from "../../src/geo/index.js";
import { isPlainObject } from "../../src/map/index.js";
import { builtinWorldsDir } from "./builtinWorlds.js";
import { formatFieldIssues } from "./fieldIssue.js";
import { FieldIssues } from "./FieldIssues.js";
import {
  KNOWN_MISSION_KEYS,
  MAX_MISSION_TEXT_CHARS,
  missionFileSchemaFor,
  type MissionFileShape,
} from "./missionSchema.js";
import { parseWorldField } from "./parseWorldField.js";
import type { Mission, MissionExpect, MissionLimits, MissionWorld, VisitTarget } from "./types.js";

export { MAX_MISSION_TEXT_CHARS };

export interface ParseMissionOptions {
  /** The file, as named in messages (usually its base name). */
  source: string;
  /** The mission file's folder: relative world paths start here. */
  baseDir: string;
  /** Where built-in worlds are looked up; default `sim/worlds/` under the package root. */
  builtinWorldsDir?: string;
  /** The longest mission text accepted; default {@link MAX_MISSION_TEXT_CHARS}. */
  maxMissionTextChars?: number;
}

/**
 * Parse a mission file's contents (world-format.md §2). The shape is read by the mission schema
 * (`missionFileSchemaFor`, docs/schemas/mission.schema.json); then come the checks a schema cannot say: the world
 * exists, a start or a [lon, lat] visit needs a geographic world. Every problem is collected — a field whose
 * shape is wrong is reported and skips only its own further checks — and each names the file and the field path
 * and says what was expected and what arrived. Unknown fields are ignored with a warning.
 */
export function parseMission(
  json: unknown,
  options: ParseMissionOptions,
): Result<Mission, string[]> {
  const { source, baseDir } = options;
  const shape = missionFileSchemaFor(options).safeParse(json);
  if (!isPlainObject(json))
    return fail(shape.success ? [] : formatFieldIssues(source, shape.error.issues, json));
  const issues = new FieldIssues(source);
  warnUnknownKeys(json, issues);
  const wrong = new Set<string>();
  if (!shape.success) {
    issues.errors.push(...formatFieldIssues(source, shape.error.issues, json));
    for (const issue of shape.error.issues) wrong.add(String(issue.path[0] ?? ""));
  }
  // Fields without shape issues are as the schema reads them (it transforms nothing), so the raw object stands
  // in for the parsed one where the whole did not parse.
  const data = shape.success ? shape.data : (json as MissionFileShape);
  const fits = (key: keyof MissionFileShape): boolean => !wrong.has(key) && !wrong.has("");

  const world = fits("world")
    ? parseWorldField(data.world, {
        baseDir,
        builtinWorldsDir: options.builtinWorldsDir ?? builtinWorldsDir(),
        issues,
      })
    : undefined;
  const isGraphWorld = world?.world.kind === "graph";
  if (isGraphWorld && data.start !== undefined && fits("start"))
    issues.error(
      "start",
      "a graph world has no geographic frame; the robot starts at the graph's robot_location",
    );
  const expect = fits("expect") ? readExpect(data.expect, isGraphWorld, issues) : undefined;

  if (issues.errors.length > 0 || world === undefined) return fail(issues.errors);
  const result: Mission = {
    name: missionNameOf(source),
    source,
    world: world.world,
    worldName: world.worldName,
    mission: data.mission,
    operatorAnswers: data.operator?.answers ?? [],
    explicit: data.explicit ?? [],
    limits: readLimits(data.limits),
    warnings: issues.warnings,
  };
  if (data.start !== undefined) result.start = [data.start[0], data.start[1]];
  if (expect !== undefined) result.expect = expect;
  return ok(result);
}

/** True for the two graph-world forms. */
export function isGraphWorld(
  world: MissionWorld,
): world is Extract<MissionWorld, { kind: "graph" }> {
  return world.kind === "graph";
}

/** "riverside.mission.json" → "riverside". */
export function missionNameOf(source: string): string {
  const base = source.split(/[\\/]/).pop() ?? source;
  return base.replace(/\.mission\.json$|\.json$/, "");
}

/** "Unknown fields are ignored with a warning, never an error", at the top and in each known object. */
function warnUnknownKeys(json: Record<string, unknown>, issues: FieldIssues): void {
  for (const [prefix, known] of Object.entries(KNOWN_MISSION_KEYS)) {
    const value = prefix === "" ? json : json[prefix];
    if (!isPlainObject(value)) continue;
    for (const key of Object.keys(value))
      if (!known.includes(key))
        issues.warn(prefix === "" ? key : `${prefix}.${key}`, "unknown field ignored");
  }
}

/** `expect`, whose shape the schema checked; [lon, lat] visits need a geographic world. */
function readExpect(
  raw: MissionFileShape["expect"],
  isGraphWorld: boolean,
  issues: FieldIssues,
): MissionExpect | undefined {
  if (raw === undefined) return undefined;
  const visited: VisitTarget[] = [];
  (raw.visited ?? []).forEach((item, index) => {
    if (typeof item === "string") visited.push(item);
    else if (isGraphWorld)
      issues.error(
        `expect.visited[${index}]`,
        `a graph world has no geographic frame, so [lon, lat] points cannot be checked; name a region or object instead, got the array ${JSON.stringify(item)}`,
      );
    else visited.push([item[0], item[1]] as LonLat);
  });
  const expect: MissionExpect = { inspected: raw.inspected ?? [], visited };
  if (raw.answer !== undefined) expect.answer = raw.answer;
  if (raw.maxClarify !== undefined) expect.maxClarify = raw.maxClarify;
  if (raw.verdict !== undefined) expect.verdict = raw.verdict;
  return expect;
}

function readLimits(raw: MissionFileShape["limits"]): MissionLimits {
  const limits: MissionLimits = {};
  if (raw?.maxIterations !== undefined) limits.maxIterations = raw.maxIterations;
  if (raw?.maxSimSeconds !== undefined) limits.maxSimSeconds = raw.maxSimSeconds;
  return limits;
}
