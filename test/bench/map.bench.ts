/**
 * Map benchmarks at 1k, 10k and 100k regions on synthetic outdoor graphs (test/fixtures/syntheticGraph.ts):
 * build, RSS after building, applyDelta of a 1k-node delta, serializeForPlanner, A* between far-apart reachable
 * regions, isReachable, the lazy component rebuild after an edge removal, and closestPair towards an
 * unreachable island.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  applyDelta,
  closestPair,
  isReachable,
  loadGraph,
  serializeForPlanner,
  shortestRegionPath,
  type GraphDelta,
  type JsonObject,
  type SemanticMap,
} from "../../src/map/index.js";
import { boundsOf } from "../../src/geo/index.js";
import { createRandom, type Random } from "../fixtures/random.js";
import { syntheticDelta, syntheticGraph } from "../fixtures/syntheticGraph.js";
import { collectGarbage, timed, timeRuns, type BenchContext, type BenchResult } from "./harness.js";

const DELTA_NODES = 1000;
const DELTA_TARGET_MS = 10;
const ASTAR_TARGET_MS = 30;
const RSS_TARGET_MB = 300;
const LARGE = 100_000;

interface SizePlan {
  regions: number;
  buildRuns: number;
  deltaRuns: number;
  serializeRuns: number;
  pathPairs: number;
  rebuildRuns: number;
}

const PLANS: SizePlan[] = [
  {
    regions: 1_000,
    buildRuns: 10,
    deltaRuns: 30,
    serializeRuns: 30,
    pathPairs: 30,
    rebuildRuns: 20,
  },
  {
    regions: 10_000,
    buildRuns: 5,
    deltaRuns: 25,
    serializeRuns: 10,
    pathPairs: 25,
    rebuildRuns: 10,
  },
  { regions: LARGE, buildRuns: 3, deltaRuns: 20, serializeRuns: 5, pathPairs: 25, rebuildRuns: 5 },
];

export async function mapBench(context: BenchContext): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const plan of PLANS) {
    if (context.quick && plan.regions >= LARGE) continue;
    results.push(...benchSize(plan, context));
    // Let the event loop turn between sizes (progress output flushes).
    await new Promise((resolve) => setImmediate(resolve));
  }
  return results;
}

function benchSize(plan: SizePlan, context: BenchContext): BenchResult[] {
  const { regions } = plan;
  const params = { regions };
  const label = `${regions / 1000}k`;
  const results: BenchResult[] = [];
  const seed = 1000 + regions;
  const random = createRandom(seed);

  context.log(`map ${label}: generating`);
  const graph: unknown = JSON.parse(JSON.stringify(syntheticGraph({ regions, seed })));

  context.log(`map ${label}: build ×${plan.buildRuns}`);
  let map: SemanticMap | undefined;
  const build = timeRuns({
    runs: plan.buildRuns,
    setup: () => {
      map = undefined;
    },
    body: () => {
      const loaded = loadGraph(graph);
      if (!loaded.ok) throw new Error(`synthetic graph did not load: ${loaded.error[0] ?? ""}`);
      map = loaded.value.map;
    },
  });
  if (map === undefined) throw new Error("no map was built");
  const built: SemanticMap = map;
  results.push(
    timed(
      "build (parseGraphJson + mapFromGraphJson)",
      { ...params, objects: built.objectCount },
      build,
    ),
  );

  context.log(`map ${label}: rss after build (fresh process)`);
  results.push(measureRss(regions, seed));

  context.log(`map ${label}: applyDelta ×${plan.deltaRuns}`);
  const regionCount = built.regionCount;
  const delta = timeRuns({
    runs: plan.deltaRuns,
    warmup: 2,
    setup: (run) => {
      const next = syntheticDelta(built, { nodes: DELTA_NODES, seed: run + 1, seq: run + 1 });
      return { delta: next, undo: inverseOf(built, next) };
    },
    body: (prepared) => applyDelta(built, prepared.delta),
    teardown: (prepared) => {
      applyDelta(built, prepared.undo);
      if (built.regionCount !== regionCount)
        throw new Error("undoing a bench delta did not restore the map");
    },
  });
  results.push(
    timed(
      "applyDelta",
      { ...params, deltaNodes: DELTA_NODES },
      delta,
      DELTA_TARGET_MS,
      "fresh delta each run on the same map state (the previous one is undone untimed)",
    ),
  );

  context.log(`map ${label}: serializeForPlanner ×${plan.serializeRuns}`);
  let chars = 0;
  const serialize = timeRuns({
    runs: plan.serializeRuns,
    setup: () => undefined,
    body: () => {
      chars = serializeForPlanner(built).length;
    },
  });
  results.push(timed("serializeForPlanner", params, serialize, undefined, `${chars} characters`));

  // The queries below start from a fresh component structure (a pending rebuild is paid here, untimed).
  const robot = built.robotLocation;
  if (robot === undefined) throw new Error("synthetic graph has no robot location");
  const home = built.components.componentOf(robot) ?? -1;
  const reachable = [...built.components.membersOf(home)];

  context.log(`map ${label}: A* ×${plan.pathPairs}`);
  const pairs = farPairs(built, reachable, plan.pathPairs + 1, random);
  let hops = 0;
  let metres = 0;
  const astar = timeRuns({
    runs: pairs.length - 1,
    setup: (run): [string, string] => pairs[run] ?? [robot, robot],
    body: ([from, to], run) => {
      const path = shortestRegionPath(built, from, to);
      if (path === undefined)
        throw new Error(`no path between reachable regions ${from} and ${to}`);
      if (run === 0) return; // the warm-up pair
      hops += path.regions.length - 1;
      metres += path.lengthM;
    },
  });
  results.push(
    timed(
      "shortestRegionPath (A*)",
      params,
      astar,
      regions >= LARGE ? ASTAR_TARGET_MS : undefined,
      `random reachable pairs at least half the network's diagonal apart; mean ` +
        `${Math.round(hops / astar.runs)} hops, ${Math.round(metres / astar.runs)} m`,
    ),
  );

  context.log(`map ${label}: isReachable`);
  const everything = [...built.regionNames(), ...built.objectNames()];
  const lookups = timeRuns({
    runs: 2000,
    warmup: 100,
    setup: () => [random.pick(reachable), random.pick(everything)] as const,
    body: ([from, target]) => isReachable(built, from, target),
  });
  results.push(
    timed("isReachable", params, lookups, undefined, "per lookup, components up to date"),
  );

  context.log(`map ${label}: component rebuild ×${plan.rebuildRuns}`);
  const rebuildsBefore = built.components.rebuildCount;
  const rebuild = timeRuns({
    runs: plan.rebuildRuns,
    warmup: 0,
    setup: () => {
      const a = random.pick(reachable);
      const b = built.neighbors(a, "region")[0] ?? a;
      built.removeEdge(a, b);
      return [a, b] as const;
    },
    body: ([from, target]) => isReachable(built, from, target),
    teardown: ([a, b]) => {
      built.addEdge(a, b);
    },
  });
  if (built.components.rebuildCount - rebuildsBefore !== plan.rebuildRuns) {
    throw new Error("expected exactly one component rebuild per edge removal");
  }
  results.push(
    timed(
      "isReachable after an edge removal (lazy rebuild)",
      params,
      rebuild,
      undefined,
      "the first query after a region edge or region is removed rebuilds all components",
    ),
  );

  context.log(`map ${label}: closestPair`);
  const islands = built.regionNames().filter((name) => built.components.componentOf(name) !== home);
  if (islands.length === 0) throw new Error("synthetic graph has no island");
  const closest = timeRuns({
    runs: 20,
    setup: () => random.pick(islands),
    body: (target) => {
      if (closestPair(built, robot, target) === undefined)
        throw new Error(`no closest pair to ${target}`);
    },
  });
  results.push(timed("closestPair (robot → unreachable island)", params, closest));

  return results;
}

/**
 * RSS of a fresh process holding only the built map (see mapMemory.child.ts); measuring in this process would
 * count the garbage of the other benchmarks. Falls back to this process if the child cannot run.
 */
function measureRss(regions: number, seed: number): BenchResult {
  const result: BenchResult = { name: "rss after build", params: { regions }, unit: "MB" };
  const child = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      "--expose-gc",
      fileURLToPath(new URL("./mapMemory.child.ts", import.meta.url)),
      String(regions),
      String(seed),
    ],
    { encoding: "utf8", maxBuffer: 1 << 20 },
  );
  let measured: { baselineRssMb: number; rssMb: number; heapUsedMb: number } | undefined;
  try {
    if (child.status === 0) measured = JSON.parse(child.stdout.trim()) as typeof measured;
  } catch {
    measured = undefined;
  }
  if (measured !== undefined) {
    result.value = round1(measured.rssMb);
    result.note =
      `fresh process after gc; heapUsed ${round1(measured.heapUsedMb)} MB; ` +
      `process baseline (node + tsx) ${round1(measured.baselineRssMb)} MB`;
  } else {
    collectGarbage();
    const usage = process.memoryUsage();
    result.value = round1(usage.rss / 2 ** 20);
    result.note = `measured in the bench process (child failed: ${child.stderr.slice(0, 200)}); includes other garbage`;
  }
  if (regions >= LARGE) {
    result.target = RSS_TARGET_MB;
    result.pass = result.value <= RSS_TARGET_MB;
  }
  return result;
}

/** Pairs of regions from `members`, each at least half the members' bounding-box diagonal apart. */
function farPairs(
  map: SemanticMap,
  members: readonly string[],
  count: number,
  random: Random,
): [string, string][] {
  const [minX, minY, maxX, maxY] = boundsOf(
    members.map((name) => map.coordsOf(name) ?? [0, 0]),
  ) ?? [0, 0, 0, 0];
  const minDistance = 0.5 * Math.hypot(maxX - minX, maxY - minY);
  const pairs: [string, string][] = [];
  for (let attempt = 0; attempt < count * 1000 && pairs.length < count; attempt += 1) {
    const a = random.pick(members);
    const b = random.pick(members);
    if (map.edgeLengthM(a, b) >= minDistance) pairs.push([a, b]);
  }
  return pairs;
}

/** The delta that undoes `delta` on `map` (computed before `delta` is applied). */
function inverseOf(map: SemanticMap, delta: GraphDelta): GraphDelta {
  const undo: GraphDelta = { seq: delta.seq };
  undo.remove_nodes = (delta.add_nodes ?? []).map((node) => node.name);
  if (delta.remove_edges !== undefined) undo.add_edges = delta.remove_edges.map(([a, b]) => [a, b]);
  undo.update_nodes = (delta.update_nodes ?? []).map((update) => {
    const node = map.get(update.name);
    const attributes: JsonObject = {};
    for (const key of Object.keys(update.attributes ?? {}))
      attributes[key] = node?.attributes[key] ?? null;
    return update.coords === undefined || node === undefined
      ? { name: update.name, attributes }
      : { name: update.name, attributes, coords: node.coords };
  });
  if (map.robotLocation !== undefined) undo.robot_location = map.robotLocation;
  return undo;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
