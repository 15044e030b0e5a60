import { fileURLToPath } from "node:url";
import {
  GraphWorldSimulation,
  loadGraphWorld,
  type GraphWorld,
  type GraphWorldSimulationOptions,
} from "../../../sim/graphWorld/index.js";
import type { GraphDelta } from "../../../src/map/index.js";

export const graphsDir = fileURLToPath(new URL("../../fixtures/graphs/", import.meta.url));
export const lakesideFull = `${graphsDir}lakeside.full.graph.json`;
export const lakesidePrior = `${graphsDir}lakeside.prior.graph.json`;

/** The lakeside fixture world (full + prior files). */
export function lakeside(): GraphWorld {
  const world = loadGraphWorld({ fullPath: lakesideFull, priorPath: lakesidePrior });
  if (!world.ok) throw new Error(world.error.join("\n"));
  return world.value;
}

/** A lakeside simulation plus every delta it sends. */
export function lakesideSim(options: Omit<GraphWorldSimulationOptions, "world"> = {}): {
  sim: GraphWorldSimulation;
  deltas: GraphDelta[];
} {
  const sim = new GraphWorldSimulation({ ...options, world: lakeside() });
  const deltas: GraphDelta[] = [];
  sim.onDelta((delta) => deltas.push(delta));
  return { sim, deltas };
}

/** Walk a chain of truth edges, failing loudly if one is refused. */
export function walk(sim: GraphWorldSimulation, ...regions: string[]): void {
  for (const region of regions) {
    const move = sim.moveTo(region);
    if (!move.ok) throw new Error(move.error);
  }
}

/** Names in the known map (the simulation's snapshot). */
export function knownNames(sim: GraphWorldSimulation): string[] {
  const { snapshot } = sim.snapshot();
  return [...snapshot.regions, ...snapshot.objects].map((node) => node.name);
}
