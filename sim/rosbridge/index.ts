export { serveSimulation, type ServeSimulationOptions } from "./serveSimulation.js";
export {
  SimServer,
  type SimServerFaults,
  type SimServerSettings,
  type Frame,
} from "./SimServer.js";
export type { SimulatedRobot, SimulatedDrive } from "./SimulatedRobot.js";
