export { buildPriorGraph } from "./buildPriorGraph.js";
export { buildWorldGraph, type BuildWorldGraphOptions } from "./buildWorldGraph.js";
export type { PriorFeature, BuildPriorGraphOptions } from "./types.js";
export { dropPriorNodes, hideDescriptions, type DropPriorNodesOptions } from "./perturbPrior.js";
