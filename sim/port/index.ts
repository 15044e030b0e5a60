export { SimRobotPort, type SimRobotPortOptions } from "./SimRobotPort.js";
