export {
  buildGraphWorld,
  type BuildGraphWorldOptions,
  type PriorInput,
} from "./buildGraphWorld.js";
export { loadGraphWorld } from "./loadGraphWorld.js";
export {
  GraphWorldSimulation,
  type GraphWorldSimulationOptions,
  type GraphMove,
} from "./GraphWorldSimulation.js";
export { GraphWorldPort } from "./GraphWorldPort.js";
export type { GraphWorld, GraphWorldSource, TrajectorySample } from "./types.js";
