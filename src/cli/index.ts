export { runCli, buildProgram } from "./program.js";
export { EXIT } from "./io.js";
