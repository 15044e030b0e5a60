/**
 * Regenerate the built-in worlds' priors after a world or the builder changes:
 *
 *   npx tsx priors/builtin/generateBuiltinPriors.ts
 *
 * test/priors/committedPriors.test.ts fails while a committed prior differs from what the builder derives.
 * Files are formatted as prettier would, so `npm run check` stays clean.
 */
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { formatGraphJson } from "../../src/map/index.js";
import { builtinPriorPath, builtinPriors } from "./builtinPriors.js";

for (const [name, graph] of builtinPriors()) {
  const path = builtinPriorPath(name);
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(formatGraphJson(graph), { ...options, filepath: path }));
  process.stdout.write(
    `wrote ${path}: ${graph.regions.length} regions, ${graph.objects.length} objects\n`,
  );
}
