import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { describeError, fail, ok, type Result } from "../../src/errors/index.js";
import { formatGraphJson } from "../../src/map/index.js";
import type { BuiltPrior } from "./buildPriorFromFile.js";
import { occupancyImage } from "./occupancyImage.js";

/** The files a prior build directory holds. */
export const PRIOR_FILES = {
  graph: "prior.graph.json",
  occupancy: "prior.occupancy.png",
  occupancyInfo: "prior.occupancy.json",
  meta: "prior.meta.json",
} as const;

/** `prior.meta.json`: where the prior is on the globe, where it came from, what it holds. */
export interface PriorMeta {
  version: 1;
  /** The ENU frame's origin [lon, lat]; null when the source (a graph file) does not say. */
  enu_origin: [number, number] | null;
  source: BuiltPrior["source"];
  counts: Record<string, number>;
  robot_location: string | null;
  files: string[];
  warnings: string[];
}

/**
 * Write a built prior into `outDir`: the graph, the occupancy raster with its placement (when the source has
 * geometry) and the meta file. Everything is written into a fresh directory beside it and renamed into place at
 * the end, so a failure leaves no half-written prior. An existing `outDir` is replaced only if it is empty or
 * holds nothing but prior files.
 */
export function writePriorDir(outDir: string, prior: BuiltPrior): Result<PriorMeta> {
  const existing = statSync(outDir, { throwIfNoEntry: false });
  if (existing !== undefined) {
    if (!existing.isDirectory()) return fail(`--out ${outDir} exists and is not a directory`);
    const strangers = readdirSync(outDir).filter(
      (name) => !Object.values<string>(PRIOR_FILES).includes(name),
    );
    if (strangers.length > 0) {
      return fail(
        `--out ${outDir} holds other files (${strangers.slice(0, 3).join(", ")}${strangers.length > 3 ? ", …" : ""}); refusing to replace it — name a new or empty directory`,
      );
    }
  }
  let staging: string;
  try {
    staging = mkdtempSync(join(dirname(outDir), `.${basename(outDir)}.tmp-`));
    // mkdtemp makes it private; the prior is an ordinary output directory.
    chmodSync(staging, 0o755);
  } catch (error) {
    return fail(`cannot create a directory beside ${outDir}: ${describeError(error)}`);
  }
  try {
    const files: string[] = [PRIOR_FILES.graph];
    writeFileSync(join(staging, PRIOR_FILES.graph), `${formatGraphJson(prior.graph)}\n`);
    if (prior.rasters !== undefined && prior.origin !== undefined) {
      const { png, info } = occupancyImage(prior.rasters, {
        origin: prior.origin,
        image: PRIOR_FILES.occupancy,
      });
      writeFileSync(join(staging, PRIOR_FILES.occupancy), png);
      writeFileSync(join(staging, PRIOR_FILES.occupancyInfo), `${JSON.stringify(info, null, 2)}\n`);
      files.push(PRIOR_FILES.occupancy, PRIOR_FILES.occupancyInfo);
    }
    files.push(PRIOR_FILES.meta);
    const meta: PriorMeta = {
      version: 1,
      enu_origin: prior.origin === undefined ? null : [prior.origin[0], prior.origin[1]],
      source: prior.source,
      counts: {
        ...prior.counts,
        regions: prior.graph.regions.length,
        objects: prior.graph.objects.length,
        region_connections: prior.graph.region_connections.length,
        object_connections: prior.graph.object_connections.length,
      },
      robot_location: prior.graph.robot_location ?? null,
      files,
      warnings: prior.warnings,
    };
    writeFileSync(join(staging, PRIOR_FILES.meta), `${JSON.stringify(meta, null, 2)}\n`);
    // Swap rather than delete first: the old prior stays whole until the new one is in place.
    const retired = existing === undefined ? undefined : `${staging}.old`;
    if (retired !== undefined) renameSync(outDir, retired);
    renameSync(staging, outDir);
    if (retired !== undefined) rmSync(retired, { recursive: true, force: true });
    return ok(meta);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    return fail(`cannot write the prior into ${outDir}: ${describeError(error)}`);
  }
}
