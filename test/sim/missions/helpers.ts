import { fileURLToPath } from "node:url";
import { parseMission, type Mission } from "../../../sim/missions/index.js";

export const missionsDir = fileURLToPath(new URL("../../fixtures/missions/", import.meta.url));
export const worldsDir = fileURLToPath(new URL("../../fixtures/worlds/", import.meta.url));
export const graphsDir = fileURLToPath(new URL("../../fixtures/graphs/", import.meta.url));

/** Parse mission JSON as if it were `t.mission.json` in the missions fixture folder. */
export function parse(json: unknown, options: { baseDir?: string } = {}) {
  return parseMission(json, {
    source: "t.mission.json",
    baseDir: options.baseDir ?? missionsDir,
    builtinWorldsDir: worldsDir,
  });
}

/** Errors of a parse expected to fail. */
export function errorsOf(json: unknown, options: { baseDir?: string } = {}): string[] {
  const result = parse(json, options);
  if (result.ok) throw new Error("expected the mission to be rejected");
  return result.error;
}

export function parsed(json: unknown): Mission {
  const result = parse(json);
  if (!result.ok) throw new Error(result.error.join("\n"));
  return result.value;
}

/** A graph world that exists in the fixtures, relative to the missions folder. */
export const lakesideWorld = {
  full: "../graphs/lakeside.full.graph.json",
  prior: "../graphs/lakeside.prior.graph.json",
};
