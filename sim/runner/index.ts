export { prepareMission, type PrepareOptions, type PreparedMission } from "./prepareMission.js";
export { runSimulatedMission, type SimulatedRun } from "./runSimulatedMission.js";
