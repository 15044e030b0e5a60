export { ConsoleSession, type MissionLauncher } from "./server/ConsoleSession.js";
export { startConsoleServer, type RunningConsole } from "./server/ConsoleServer.js";
export { WebOperator } from "./server/WebOperator.js";
export { isLoopback } from "./server/access.js";
export { consoleAssetsDir } from "./server/assets.js";
export type { ConsoleInfo, MissionChoice, PendingQuestion } from "./protocol.js";
export { replayInto } from "./replay.js";
export { reportHtml } from "./report/reportHtml.js";
