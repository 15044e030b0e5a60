/**
 * Simulator benchmark: drive 1 km along the roads of a 1 km × 1 km synthetic world (test/fixtures/worlds) with
 * the mapper scanning every metre, the detector looking for barrels (one per block) and the local costmap
 * requested every metre, as the agent would. The prior leaves the barrels out, so the mapper adds them as it
 * passes. Target: the whole drive in ≤ 2 s of wall time. Also reported: building the simulation (truth rasters
 * and truth graph; the prior is handed in) and the cost of one scan and one costmap.
 */
import type { Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";
import { buildWorldGraph } from "../../priors/index.js";
import { Simulation } from "../../sim/engine/index.js";
import { parseWorld, type World } from "../../sim/world/index.js";
import { makeSyntheticWorld } from "../fixtures/worlds/syntheticWorld.js";
import { summarize, timed, type BenchContext, type BenchResult } from "./harness.js";

const DRIVE_TARGET_MS = 2000;
const SIZE_M = 1000;
/**
 * From the start at (0, 0), four legs along the roads: 100 + 400 + 200 + 300 m. The east–west legs pass 12 m
 * north of a row of barrels (one per block, at (50 + 100i, 88 + 100j)), inside detection range.
 */
const ROUTE: readonly Vec2[] = [
  [0, 100],
  [400, 100],
  [400, 300],
  [100, 300],
];

interface DriveRun {
  driveMs: number;
  setupMs: number;
  scanMs: number;
  costmapMs: number;
  scans: number;
  costmaps: number;
  deltas: number;
  odometerM: number;
  objects: number;
}

export function simBench(context: BenchContext): BenchResult[] {
  context.log("sim: generating the synthetic world");
  const parsed = parseWorld(makeSyntheticWorld({ sizeM: SIZE_M, roadEveryM: 100 }), {
    source: "synthetic.world.geojson",
  });
  if (!parsed.ok) throw new Error(parsed.error.join("\n"));
  const world = parsed.value;
  context.log("sim: building the prior");
  // A prior without the barrels, so the detector has something to find along the way.
  const built = buildWorldGraph(world, { view: "prior" });
  const isBarrel = (name: string): boolean => name.startsWith("barrel_");
  const priorGraph: GraphJson = {
    ...built,
    objects: built.objects.filter((node) => !isBarrel(node.name)),
    object_connections: built.object_connections.filter(([object]) => !isBarrel(object)),
  };
  const runs = context.quick ? 1 : 3;
  const warmup = context.quick ? 0 : 1;
  const measured: DriveRun[] = [];
  for (let run = 0; run < warmup + runs; run += 1) {
    context.log(`sim: drive ${run + 1} of ${warmup + runs}${run < warmup ? " (warm-up)" : ""}`);
    const result = driveOnce(world, priorGraph);
    if (run >= warmup) measured.push(result);
  }
  const params = { worldM: SIZE_M, driveM: 1000, labels: "barrel" };
  const last = measured[measured.length - 1];
  if (last === undefined) throw new Error("no measured run");
  return [
    timed(
      "drive 1 km, scan and costmap every metre",
      params,
      summarize(measured.map((r) => r.driveMs)),
      DRIVE_TARGET_MS,
      `${last.odometerM.toFixed(0)} m driven; ${last.scans} scans, ${last.deltas} deltas, ` +
        `${last.costmaps} costmaps, ${last.objects} objects detected`,
    ),
    timed(
      "build the simulation (truth rasters and graph; prior given)",
      { worldM: SIZE_M },
      summarize(measured.map((r) => r.setupMs)),
    ),
    timed(
      "one mapper scan",
      params,
      summarize(measured.map((r) => r.scanMs / r.scans)),
      undefined,
      "mean per scan within each drive",
    ),
    timed(
      "one local costmap (40 m, 0.5 m cells)",
      params,
      summarize(measured.map((r) => r.costmapMs / r.costmaps)),
      undefined,
      "mean per costmap within each drive",
    ),
  ];
}

function driveOnce(world: World, priorGraph: GraphJson): DriveRun {
  const setupStart = performance.now();
  const sim = new Simulation(world, { labels: ["barrel"], priorGraph });
  const setupMs = performance.now() - setupStart;
  let deltas = 0;
  let objects = 0;
  sim.onGraphMessage((delta) => {
    deltas += 1;
    objects += (delta.add_nodes ?? []).filter((node) => node.type === "object").length;
  });
  // One metre of driving at the default 0.5 m/s.
  const sliceSec = 1 / sim.settings.speedMps;
  const started = performance.now();
  for (const [x, y] of ROUTE) {
    const drive = sim.beginNavigation({ x, y, yawRad: 0 });
    let result = drive.advance(sliceSec);
    while (result === undefined) {
      sim.costmap();
      result = drive.advance(sliceSec);
    }
    sim.costmap();
    if (result.status !== "reached")
      throw new Error(`bench route leg to (${x}, ${y}): ${result.message}`);
  }
  const driveMs = performance.now() - started;
  const stats = sim.stats();
  return {
    driveMs,
    setupMs,
    scanMs: stats.scanMs,
    costmapMs: stats.costmapMs,
    scans: stats.scans,
    costmaps: stats.costmaps,
    deltas,
    odometerM: sim.odometerM,
    objects,
  };
}
