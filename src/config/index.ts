export { packageRoot, packageVersion } from "./packageInfo.js";
