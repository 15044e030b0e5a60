import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The package's root folder, found by walking up from this file. Sources run from `src/` (tsx, vitest) and
 * from `dist/src/` (the published bin), so a fixed relative path would be wrong in one of them.
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "package.json");
    if (existsSync(candidate) && !dir.endsWith("dist")) {
      const manifest = JSON.parse(readFileSync(candidate, "utf8")) as { name?: unknown };
      if (manifest.name === "spine") return dir;
    }
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`cannot find the spine package root above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

let cachedVersion: string | undefined;

export function packageVersion(): string {
  if (cachedVersion === undefined) {
    const manifest = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as {
      version?: unknown;
    };
    cachedVersion = typeof manifest.version === "string" ? manifest.version : "0.0.0";
  }
  return cachedVersion;
}
