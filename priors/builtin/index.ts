export { builtinPriors, builtinPriorPath, builtinPriorsDir } from "./builtinPriors.js";
