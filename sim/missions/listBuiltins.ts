import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describeError, fail, type Result } from "../../src/errors/index.js";
import { isPlainObject } from "../../src/map/index.js";
import {
  builtinWorldsDir,
  filesWithSuffix,
  MISSION_SUFFIX,
  WORLD_SUFFIX,
} from "./builtinWorlds.js";
import { parseMission } from "./parseMission.js";

export interface BuiltinWorld {
  name: string;
  path: string;
}

export interface BuiltinMission {
  name: string;
  path: string;
  /** The operator's words ("" when the file has none). */
  mission: string;
  /** The world's short name (as in {@link Mission.worldName}; the raw `world` string when unparseable). */
  world: string;
  /** Present when the file does not parse, so a broken built-in shows up instead of vanishing. */
  errors?: string[];
}

/** `*.world.geojson` in the built-in folder (default `sim/worlds/`), by name; [] when the folder is missing. */
export function listBuiltinWorlds(options: { dir?: string } = {}): BuiltinWorld[] {
  const dir = options.dir ?? builtinWorldsDir();
  return filesWithSuffix(dir, WORLD_SUFFIX).map((file) => ({
    name: file.slice(0, -WORLD_SUFFIX.length),
    path: join(dir, file),
  }));
}

/** `*.mission.json` in the built-in folder (default `sim/worlds/`), by name; [] when the folder is missing. */
export function listBuiltinMissions(options: { dir?: string } = {}): BuiltinMission[] {
  const dir = options.dir ?? builtinWorldsDir();
  return filesWithSuffix(dir, MISSION_SUFFIX).map((file) => {
    const name = file.slice(0, -MISSION_SUFFIX.length);
    const path = join(dir, file);
    const json = readJson(path);
    if (!json.ok) return { name, path, mission: "", world: "", errors: [json.error] };
    const parsed = parseMission(json.value, { source: file, baseDir: dir, builtinWorldsDir: dir });
    if (parsed.ok) {
      return { name, path, mission: parsed.value.mission, world: parsed.value.worldName };
    }
    const raw = isPlainObject(json.value) ? json.value : {};
    return {
      name,
      path,
      mission: typeof raw["mission"] === "string" ? raw["mission"] : "",
      world: typeof raw["world"] === "string" ? raw["world"] : "",
      errors: parsed.error,
    };
  });
}

function readJson(path: string): Result<unknown> {
  try {
    return { ok: true, value: JSON.parse(readFileSync(path, "utf8")) as unknown };
  } catch (error) {
    return fail(`cannot read mission file ${path}: ${describeError(error)}`);
  }
}
