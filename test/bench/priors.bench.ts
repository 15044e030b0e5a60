/**
 * Prior import benchmark: a 1 km × 1 km synthetic world (test/fixtures/worlds, a road every 100 m, buildings,
 * a river and bridges) exported as a 0.5 m land-cover GeoTIFF in EPSG:4326 (≈ 2000 × 2000 pixels) and as
 * OSM-tagged GeoJSON, then built into a prior by `buildPriorFromFile`, decoding included. Target: the GeoTIFF
 * prior in ≤ 5 s. Also reported: the GeoJSON prior and the time to write the GeoTIFF (export, not timed).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildPriorFromFile } from "../../priors/index.js";
import { crsFromEpsg } from "../../priors/landcover/index.js";
import { landCoverGeoTiff, landCoverGrid, satelliteGeoJson } from "../../priors/satellite/index.js";
import { parseWorld } from "../../sim/world/index.js";
import { makeSyntheticWorld } from "../fixtures/worlds/syntheticWorld.js";
import { summarize, timed, type BenchContext, type BenchResult } from "./harness.js";

const TARGET_MS = 5000;
const SIZE_M = 1000;

export async function priorsBench(context: BenchContext): Promise<BenchResult[]> {
  const parsed = parseWorld(makeSyntheticWorld({ sizeM: SIZE_M, roadEveryM: 100 }), {
    source: "synthetic.world.geojson",
  });
  if (!parsed.ok) throw new Error(parsed.error.join("\n"));
  const world = parsed.value;
  const crs = crsFromEpsg(4326);
  if (!crs.ok) throw new Error(crs.error);
  const dir = mkdtempSync(join(tmpdir(), "spine-priors-bench-"));
  try {
    context.log("priors: writing the land-cover GeoTIFF and the GeoJSON");
    const exportStart = performance.now();
    const { grid, palette } = landCoverGrid(world, { resolutionM: 0.5 });
    const tiff = landCoverGeoTiff(grid, { frame: world.frame, crs: crs.value });
    const exportMs = performance.now() - exportStart;
    const tiffPath = join(dir, "synthetic.landcover.tif");
    writeFileSync(tiffPath, new Uint8Array(tiff.bytes));
    writeFileSync(
      join(dir, "synthetic.landcover.palette.json"),
      JSON.stringify(
        Object.fromEntries([...palette].map(([value, entry]) => [String(value), entry])),
      ),
    );
    const geojsonPath = join(dir, "synthetic.osm.geojson");
    writeFileSync(geojsonPath, JSON.stringify(satelliteGeoJson(world)));
    const params = { sizeM: SIZE_M, pixels: `${tiff.width}x${tiff.height}`, resolutionM: 0.5 };
    const runs = context.quick ? 1 : 3;
    const results: BenchResult[] = [];
    for (const [name, input, target] of [
      ["prior from land-cover GeoTIFF", tiffPath, TARGET_MS],
      ["prior from OSM GeoJSON", geojsonPath, undefined],
    ] as const) {
      const times: number[] = [];
      let regions = 0;
      let coldMs = 0;
      for (let run = 0; run < runs + 1; run += 1) {
        context.log(`priors: ${name}, run ${run + 1}`);
        const start = performance.now();
        const built = await buildPriorFromFile({ input, origin: world.origin });
        const elapsed = performance.now() - start;
        if (!built.ok) throw new Error(built.error.join("\n"));
        regions = built.value.graph.regions.length;
        // The first run is cold (module loading, JIT); the target is for a warm process, as a CLI run of one
        // file would be after startup.
        if (run === 0) coldMs = elapsed;
        if (run > 0 || runs === 1) times.push(elapsed);
      }
      results.push(
        timed(
          name,
          params,
          summarize(times),
          target,
          `${regions} regions; first (cold) run ${Math.round(coldMs)} ms`,
        ),
      );
    }
    results.push({
      name: "export land-cover GeoTIFF (not part of the target)",
      params,
      unit: "ms",
      value: Math.round(exportMs),
    });
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
