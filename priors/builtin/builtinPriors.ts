import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GraphJson } from "../../src/map/index.js";
import { listBuiltinWorlds } from "../../sim/missions/index.js";
import { loadWorldFile } from "../../sim/world/index.js";
import { buildWorldGraph } from "../buildWorldGraph.js";

/** Where the built-in worlds' priors are kept: `priors/builtin/`. */
export function builtinPriorsDir(): string {
  return dirname(fileURLToPath(import.meta.url));
}

/** `priors/builtin/<world>.prior.graph.json`. */
export function builtinPriorPath(worldName: string): string {
  return join(builtinPriorsDir(), `${worldName}.prior.graph.json`);
}

/**
 * The priors the simulator derives for the built-in worlds (`buildWorldGraph(world, { view: "prior" })`), by
 * world name: what `priors/builtin/*.prior.graph.json` must hold. A world that does not load is an error.
 */
export function builtinPriors(): Map<string, GraphJson> {
  const priors = new Map<string, GraphJson>();
  for (const { name, path } of listBuiltinWorlds()) {
    const world = loadWorldFile(path);
    if (!world.ok)
      throw new Error(`built-in world ${name} does not load:\n${world.error.join("\n")}`);
    priors.set(name, buildWorldGraph(world.value, { view: "prior" }));
  }
  return priors;
}
