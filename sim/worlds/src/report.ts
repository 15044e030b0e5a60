/**
 * Prints the numbers docs/worlds/README.md quotes: each built-in world's prior and truth graph sizes, and each
 * built-in mission's oracle distance (the shortest truth-graph drive from the start through its required
 * targets). Run `npx tsx sim/worlds/src/report.ts`.
 */
import { fileURLToPath } from "node:url";
import { buildWorldGraph } from "../../../priors/index.js";
import { loadGraph, type GraphJson, type SemanticMap } from "../../../src/map/index.js";
import { listBuiltinMissions, listBuiltinWorlds, loadMissionFile } from "../../missions/index.js";
import { loadWorldFile } from "../../world/index.js";
import { oracleDrive, type OracleDrive } from "../oracle.js";

export interface WorldReport {
  name: string;
  prior: GraphSize;
  truth: GraphSize;
}

export interface GraphSize {
  regions: number;
  objects: number;
  landmarks: number;
  regionEdges: number;
}

export interface MissionReport {
  name: string;
  world: string;
  targets: string[];
  drive: OracleDrive | undefined;
}

/** Graph sizes and oracle distances for every built-in world and mission. */
export function builtinReport(): { worlds: WorldReport[]; missions: MissionReport[] } {
  const truthMaps = new Map<string, SemanticMap>();
  const worlds = listBuiltinWorlds().map(({ name, path }): WorldReport => {
    const loaded = loadWorldFile(path);
    if (!loaded.ok) throw new Error(loaded.error.join("\n"));
    const prior = buildWorldGraph(loaded.value, { view: "prior" });
    const truth = buildWorldGraph(loaded.value, { view: "truth" });
    truthMaps.set(name, toMap(truth));
    return { name, prior: sizeOf(prior), truth: sizeOf(truth) };
  });
  const missions = listBuiltinMissions().map(({ name, path }): MissionReport => {
    const loaded = loadMissionFile(path);
    if (!loaded.ok) throw new Error(loaded.error.join("\n"));
    const mission = loaded.value;
    const targets = [
      ...(mission.expect?.inspected ?? []),
      ...(mission.expect?.visited ?? []).filter((v): v is string => typeof v === "string"),
    ];
    const map = truthMaps.get(mission.worldName);
    const start = map?.robotLocation;
    const drive =
      map === undefined || start === undefined ? undefined : oracleDrive(map, start, targets);
    return { name, world: mission.worldName, targets, drive };
  });
  return { worlds, missions };
}

function sizeOf(graph: GraphJson): GraphSize {
  const landmarks = graph.objects.filter((o) => o["landmark"] === true).length;
  return {
    regions: graph.regions.length,
    objects: graph.objects.length - landmarks,
    landmarks,
    regionEdges: graph.region_connections.length,
  };
}

function toMap(graph: GraphJson): SemanticMap {
  const loaded = loadGraph(graph);
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  return loaded.value.map;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { worlds, missions } = builtinReport();
  const size = (s: GraphSize): string =>
    `${s.regions} regions, ${s.objects} objects + ${s.landmarks} landmarks, ${s.regionEdges} region edges`;
  for (const world of worlds) {
    console.log(`${world.name}\n  prior: ${size(world.prior)}\n  truth: ${size(world.truth)}`);
  }
  for (const { name, targets, drive } of missions) {
    const how =
      drive === undefined
        ? "unreachable"
        : `${drive.lengthM.toFixed(1)} m via ${drive.order.map((t, i) => `${t}@${drive.via[i] ?? "?"}`).join(" → ")}`;
    console.log(`${name}: [${targets.join(", ")}] ${how}`);
  }
}
