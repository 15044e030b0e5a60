import { join } from "node:path";
import { packageRoot } from "../../config/index.js";

/** The built page scripts: `dist/web` in the package (`npm run build`; shipped with the package). */
export function consoleAssetsDir(): string {
  return join(packageRoot(), "dist", "web");
}
