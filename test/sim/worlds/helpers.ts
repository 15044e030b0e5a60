import { buildWorldGraph } from "../../../priors/index.js";
import type { Vec2 } from "../../../src/geo/index.js";
import { loadGraph, type GraphJson, type SemanticMap } from "../../../src/map/index.js";
import type { World } from "../../../sim/world/index.js";
import { loadWorld } from "../../../sim/worlds/catalog.js";

export interface WorldViews {
  world: World;
  priorGraph: GraphJson;
  truthGraph: GraphJson;
  prior: SemanticMap;
  truth: SemanticMap;
}

const cache = new Map<string, WorldViews>();

/** A built-in world with its prior and truth graphs, built once per test file. */
export function worldViews(name: string): WorldViews {
  let views = cache.get(name);
  if (views === undefined) {
    const loaded = loadWorld(name);
    if (!loaded.ok) throw new Error(loaded.error.join("\n"));
    const world = loaded.value;
    const priorGraph = buildWorldGraph(world, { view: "prior" });
    const truthGraph = buildWorldGraph(world, { view: "truth" });
    views = { world, priorGraph, truthGraph, prior: toMap(priorGraph), truth: toMap(truthGraph) };
    cache.set(name, views);
  }
  return views;
}

function toMap(graph: GraphJson): SemanticMap {
  const loaded = loadGraph(graph);
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  return loaded.value.map;
}

/** The robot's start region on a map. */
export function startOf(map: SemanticMap): string {
  const start = map.robotLocation;
  if (start === undefined) throw new Error("graph has no robot_location");
  return start;
}

/** Region edges of a graph as coordinate segments. */
export function edgeSegments(graph: GraphJson): [Vec2, Vec2][] {
  const coords = new Map(graph.regions.map((r) => [r.name, r.coords] as const));
  return graph.region_connections.flatMap(([a, b]) => {
    const [p, q] = [coords.get(a), coords.get(b)];
    return p === undefined || q === undefined ? [] : [[p, q] as [Vec2, Vec2]];
  });
}

/** Whether segments ab and cd cross (proper or touching). */
export function segmentsCross(a: Vec2, b: Vec2, c: Vec2, d: Vec2): boolean {
  const side = (p: Vec2, q: Vec2, r: Vec2): number =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return side(a, b, c) !== side(a, b, d) && side(c, d, a) !== side(c, d, b);
}
