/**
 * Spawned by map.bench.ts in a fresh process: measures the resident memory of a process holding one built map,
 * free of the garbage the other benchmarks leave behind. Generates the synthetic graph, builds the map, drops
 * the source JSON, collects garbage and prints one JSON line: `{ baselineRssMb, rssMb, heapUsedMb, regions }`.
 *
 *   node --expose-gc <tsx loader flags> test/bench/mapMemory.child.ts <regions> <seed>
 */
import { loadGraph, type SemanticMap } from "../../src/map/index.js";
import { syntheticGraph } from "../fixtures/syntheticGraph.js";
import { collectGarbage } from "./harness.js";

const MB = 2 ** 20;

const regions = Number(process.argv[2]);
const seed = Number(process.argv[3] ?? 1);
if (!Number.isInteger(regions) || regions <= 0)
  throw new Error(`usage: mapMemory.child.ts <regions> <seed>`);

collectGarbage();
const baselineRssMb = process.memoryUsage().rss / MB;
const map = build();
collectGarbage();
collectGarbage();
const usage = process.memoryUsage();
process.stdout.write(
  `${JSON.stringify({
    baselineRssMb,
    rssMb: usage.rss / MB,
    heapUsedMb: usage.heapUsed / MB,
    regions: map.regionCount,
    objects: map.objectCount,
  })}\n`,
);

/** The source JSON lives only inside this function, so it is garbage once the map is returned. */
function build(): SemanticMap {
  const graph: unknown = JSON.parse(JSON.stringify(syntheticGraph({ regions, seed })));
  const loaded = loadGraph(graph);
  if (!loaded.ok) throw new Error(`synthetic graph did not load: ${loaded.error[0] ?? ""}`);
  return loaded.value.map;
}
