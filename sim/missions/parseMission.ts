import { missionVerdictSchema } from "../../src/mission/index.js";
import { describeValue, fail, ok, type Result } from "../../src/errors/index.js";
import { isPlainObject } from "../../src/map/index.js";
import { builtinWorldsDir } from "./builtinWorlds.js";
import { asLonLat } from "../../src/geo/index.js";
import { FieldIssues } from "./FieldIssues.js";
import { parseWorldField } from "./parseWorldField.js";
import type { Mission, MissionExpect, MissionLimits, MissionWorld, VisitTarget } from "./types.js";

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

const TOP_KEYS = ["world", "mission", "start", "operator", "expect", "explicit", "limits"];
const MISSION_EXAMPLE = `{"world": "riverside", "mission": "Communications are down. Why?"}`;

/**
 * Parse a mission file's contents (world-format.md §2). Every problem is collected; each names the file and the
 * field path and says what was expected. Unknown fields are ignored with a warning.
 */
export function parseMission(
  json: unknown,
  options: ParseMissionOptions,
): Result<Mission, string[]> {
  const { source, baseDir } = options;
  const issues = new FieldIssues(source);
  if (!isPlainObject(json)) {
    return fail([
      `${source}: a mission file must be a JSON object like ${MISSION_EXAMPLE}, got ${describeValue(json)}`,
    ]);
  }
  issues.warnUnknownKeys(json, TOP_KEYS, "");

  const world = parseWorldField(json["world"], {
    baseDir,
    builtinWorldsDir: options.builtinWorldsDir ?? builtinWorldsDir(),
    issues,
  });
  const isGraphWorld = world?.world.kind === "graph";
  const mission = parseMissionText(
    json["mission"],
    issues,
    options.maxMissionTextChars ?? MAX_MISSION_TEXT_CHARS,
  );
  const start = parseStart(json["start"], { isGraphWorld, issues });
  const operatorAnswers = parseOperator(json["operator"], issues);
  const expect = parseExpect(json["expect"], { isGraphWorld, issues });
  const explicit =
    issues.strings(json["explicit"], "explicit", {
      item: "an instruction",
      items: "instructions",
    }) ?? [];
  const limits = parseLimits(json["limits"], issues);

  if (issues.errors.length > 0 || world === undefined || mission === undefined) {
    return fail(issues.errors);
  }
  const result: Mission = {
    name: missionNameOf(source),
    source,
    world: world.world,
    worldName: world.worldName,
    mission,
    operatorAnswers,
    explicit,
    limits,
    warnings: issues.warnings,
  };
  if (start !== undefined) result.start = start;
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

/** The longest mission text accepted: operators speak in sentences, not megabytes. */
export const MAX_MISSION_TEXT_CHARS = 10_000;

function parseMissionText(
  value: unknown,
  issues: FieldIssues,
  maxChars: number,
): string | undefined {
  if (typeof value === "string" && value.length > maxChars) {
    issues.error(
      "mission",
      `must be at most ${maxChars} characters (the operator's words), got ${value.length}; ` +
        "raise the limit with --max-mission-text-chars or limits.maxMissionTextChars in spine.config.json",
    );
    return undefined;
  }
  if (typeof value === "string" && value.trim() !== "") return value;
  issues.error(
    "mission",
    value === undefined
      ? "(required) must be the operator's words (a string), got nothing"
      : `must be the operator's words (a non-empty string), got ${describeValue(value)}`,
  );
  return undefined;
}

function parseStart(
  value: unknown,
  context: { isGraphWorld: boolean; issues: FieldIssues },
): readonly [number, number] | undefined {
  if (value === undefined) return undefined;
  if (context.isGraphWorld) {
    context.issues.error(
      "start",
      "a graph world has no geographic frame; the robot starts at the graph's robot_location",
    );
    return undefined;
  }
  const lonLat = asLonLat(value);
  if (lonLat === undefined) {
    context.issues.error("start", `must be [lon, lat] in degrees, got ${describeValue(value)}`);
  }
  return lonLat;
}

function parseOperator(value: unknown, issues: FieldIssues): string[] {
  const operator = issues.object(value, "operator", `{"answers": ["…"]}`);
  if (operator === undefined) return [];
  issues.warnUnknownKeys(operator, ["answers"], "operator");
  return (
    issues.strings(operator["answers"], "operator.answers", {
      item: "a reply to clarify",
      items: "replies to clarify",
    }) ?? []
  );
}

/** `expect.verdict`: the verdict schema, strictly (a misspelt key in an expectation is an error, not ignored). */
const expectedVerdictSchema = missionVerdictSchema.strict();

function parseExpect(
  value: unknown,
  context: { isGraphWorld: boolean; issues: FieldIssues },
): MissionExpect | undefined {
  const { issues } = context;
  const raw = issues.object(
    value,
    "expect",
    `{"answer": "tower|damag", "inspected": [], "visited": [], "maxClarify": 1}`,
  );
  if (raw === undefined) return undefined;
  issues.warnUnknownKeys(
    raw,
    ["answer", "inspected", "visited", "maxClarify", "verdict"],
    "expect",
  );
  const expect: MissionExpect = {
    inspected:
      issues.strings(raw["inspected"], "expect.inspected", {
        item: "an object name",
        items: "object names",
      }) ?? [],
    visited: parseVisited(raw["visited"], context),
  };
  const answer = issues.string(raw["answer"], "expect.answer", "a regular expression");
  if (answer !== undefined) {
    try {
      new RegExp(answer, "i");
      expect.answer = answer;
    } catch (error) {
      issues.error(
        "expect.answer",
        `must be a valid regular expression, got ${describeValue(answer)} (${(error as Error).message})`,
      );
    }
  }
  const maxClarify = issues.number(raw["maxClarify"], "expect.maxClarify", {
    integer: true,
    min: 0,
    what: "the most clarify prompts allowed",
  });
  if (maxClarify !== undefined) expect.maxClarify = maxClarify;
  if (raw["verdict"] !== undefined) {
    const verdict = expectedVerdictSchema.safeParse(raw["verdict"]);
    if (verdict.success) expect.verdict = verdict.data;
    else
      for (const issue of verdict.error.issues)
        issues.error(
          ["expect.verdict", ...issue.path.map(String)].join("."),
          `${issue.message} (expected {"route_open": false} or {"found": ["name"], "problems": [...], "fine": [...]}), got ${describeValue(raw["verdict"])}`,
        );
  }
  return expect;
}

function parseVisited(
  value: unknown,
  context: { isGraphWorld: boolean; issues: FieldIssues },
): VisitTarget[] {
  const { isGraphWorld, issues } = context;
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    issues.error(
      "expect.visited",
      `must be an array of object names or [lon, lat] points, got ${describeValue(value)}`,
    );
    return [];
  }
  const targets: VisitTarget[] = [];
  value.forEach((item: unknown, index) => {
    const path = `expect.visited[${index}]`;
    if (typeof item === "string" && item.trim() !== "") {
      targets.push(item);
      return;
    }
    const lonLat = asLonLat(item);
    if (lonLat !== undefined && isGraphWorld) {
      issues.error(
        path,
        `a graph world has no geographic frame, so [lon, lat] points cannot be checked; name a region or object instead, got ${describeValue(item)}`,
      );
    } else if (lonLat !== undefined) targets.push(lonLat);
    else
      issues.error(
        path,
        `must be an object name or a [lon, lat] point, got ${describeValue(item)}`,
      );
  });
  return targets;
}

function parseLimits(value: unknown, issues: FieldIssues): MissionLimits {
  const raw = issues.object(value, "limits", `{"maxIterations": 40, "maxSimSeconds": 3600}`);
  if (raw === undefined) return {};
  issues.warnUnknownKeys(raw, ["maxIterations", "maxSimSeconds"], "limits");
  const limits: MissionLimits = {};
  const maxIterations = issues.number(raw["maxIterations"], "limits.maxIterations", {
    integer: true,
    min: 1,
    what: "the most planner iterations",
  });
  const maxSimSeconds = issues.number(raw["maxSimSeconds"], "limits.maxSimSeconds", {
    min: 0,
    exclusiveMin: true,
    what: "the most simulated seconds",
  });
  if (maxIterations !== undefined) limits.maxIterations = maxIterations;
  if (maxSimSeconds !== undefined) limits.maxSimSeconds = maxSimSeconds;
  return limits;
}
