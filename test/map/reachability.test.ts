import { describe, expect, it } from "vitest";
import { applyDelta, closestPair, isReachable, SemanticMap } from "../../src/map/index.js";
import { mapOf, sketchMap } from "../fixtures/maps.js";
import { createRandom } from "../fixtures/random.js";
import { syntheticGraph } from "../fixtures/syntheticGraph.js";

/** a — b — c — d in a row, e — f apart; tower seen from d, shack from f. */
function twoPieces(): SemanticMap {
  return sketchMap({
    nodes: {
      a: [0, 0],
      b: [10, 0],
      c: [20, 0],
      d: [30, 0],
      e: [100, 0],
      f: [110, 0],
      tower: { type: "object", at: [31, 2] },
      shack: { type: "object", at: [111, 2] },
    },
    edges: [
      ["a", "b"],
      ["b", "c"],
      ["c", "d"],
      ["e", "f"],
      ["tower", "d"],
      ["shack", "f"],
    ],
    robot: "a",
  });
}

/** Components by breadth-first search over region edges: the reference for the incremental structure. */
function bfsComponents(map: SemanticMap): Map<string, number> {
  const label = new Map<string, number>();
  let next = 0;
  for (const start of map.regionNames()) {
    if (label.has(start)) continue;
    const queue = [start];
    label.set(start, next);
    while (queue.length > 0) {
      const current = queue.pop()!;
      for (const other of map.neighbors(current, "region")) {
        if (!label.has(other)) {
          label.set(other, next);
          queue.push(other);
        }
      }
    }
    next += 1;
  }
  return label;
}

describe("isReachable", () => {
  it("answers from the component structure without rebuilding it", () => {
    const map = twoPieces();
    const rebuilds = map.components.rebuildCount;
    expect(isReachable(map, "a", "d")).toBe(true);
    expect(isReachable(map, "a", "e")).toBe(false);
    expect(isReachable(map, "e", "f")).toBe(true);
    expect(map.components.count).toBe(2);
    expect(map.components.rebuildCount).toBe(rebuilds);
  });

  it("reaches an object through a region it is seen from", () => {
    const map = twoPieces();
    expect(isReachable(map, "a", "tower")).toBe(true);
    expect(isReachable(map, "a", "shack")).toBe(false);
    expect(isReachable(map, "f", "shack")).toBe(true);
  });

  it("is false for unknown nodes, objects as a start, and unconnected objects", () => {
    const map = twoPieces();
    applyDelta(map, { seq: 1, add_nodes: [{ name: "crate", type: "object", coords: [1, 1] }] });
    expect(isReachable(map, "a", "crate")).toBe(false);
    expect(isReachable(map, "a", "nowhere")).toBe(false);
    expect(isReachable(map, "nowhere", "a")).toBe(false);
    expect(isReachable(map, "tower", "d")).toBe(false);
  });

  it("recomputes components lazily after an edge removal splits one", () => {
    const map = twoPieces();
    expect(isReachable(map, "a", "d")).toBe(true);
    const rebuilds = map.components.rebuildCount;
    applyDelta(map, { seq: 1, remove_edges: [["b", "c"]] });
    // Nothing is recomputed until someone asks.
    expect(map.components.rebuildCount).toBe(rebuilds);
    expect(isReachable(map, "a", "d")).toBe(false);
    expect(map.components.rebuildCount).toBe(rebuilds + 1);
    expect(isReachable(map, "a", "b")).toBe(true);
    expect(isReachable(map, "c", "d")).toBe(true);
    expect(isReachable(map, "a", "tower")).toBe(false);
    expect(map.components.count).toBe(3);
    // Further queries reuse the rebuilt structure.
    expect(map.components.rebuildCount).toBe(rebuilds + 1);
  });

  it("recomputes components lazily after a region removal splits one", () => {
    const map = twoPieces();
    const rebuilds = map.components.rebuildCount;
    applyDelta(map, { seq: 1, remove_nodes: ["c"] });
    expect(map.components.rebuildCount).toBe(rebuilds);
    expect(isReachable(map, "a", "d")).toBe(false);
    expect(map.components.rebuildCount).toBe(rebuilds + 1);
  });

  it("does not rebuild after removing an object or an object edge", () => {
    const map = twoPieces();
    const rebuilds = map.components.rebuildCount;
    applyDelta(map, { seq: 1, remove_edges: [["d", "tower"]], remove_nodes: ["shack"] });
    expect(isReachable(map, "a", "tower")).toBe(false);
    expect(isReachable(map, "a", "d")).toBe(true);
    expect(map.components.rebuildCount).toBe(rebuilds);
  });

  it("merges components on additions without a rebuild", () => {
    const map = twoPieces();
    const rebuilds = map.components.rebuildCount;
    applyDelta(map, {
      seq: 1,
      add_nodes: [
        { name: "g", type: "region", coords: [60, 0] },
        { name: "h", type: "region", coords: [200, 0] },
      ],
      add_edges: [
        ["d", "g"],
        ["g", "e"],
      ],
    });
    expect(isReachable(map, "a", "f")).toBe(true);
    expect(isReachable(map, "a", "shack")).toBe(true);
    expect(isReachable(map, "a", "h")).toBe(false);
    expect(map.components.count).toBe(2);
    expect(map.components.rebuildCount).toBe(rebuilds);
  });

  it("keeps merging incrementally once a rebuild has happened", () => {
    const map = twoPieces();
    applyDelta(map, { seq: 1, remove_edges: [["a", "b"]] });
    expect(isReachable(map, "a", "b")).toBe(false);
    const rebuilds = map.components.rebuildCount;
    applyDelta(map, {
      seq: 2,
      add_edges: [
        ["a", "e"],
        ["f", "b"],
      ],
    });
    expect(isReachable(map, "a", "d")).toBe(true);
    expect(map.components.rebuildCount).toBe(rebuilds);
  });

  it("agrees with a breadth-first search after a long random sequence of changes", () => {
    const map = mapOf(syntheticGraph({ regions: 300, seed: 21 }));
    const random = createRandom(99);
    for (let step = 0; step < 200; step += 1) {
      const regions = map.regionNames();
      const roll = random.next();
      if (roll < 0.35) {
        const a = random.pick(regions);
        const neighbours = map.neighbors(a, "region");
        if (neighbours.length > 0) map.removeEdge(a, random.pick(neighbours));
      } else if (roll < 0.7) {
        map.addEdge(random.pick(regions), random.pick(regions));
      } else if (roll < 0.85) {
        map.addNode({ name: `new_${step}`, type: "region", coords: [random.range(0, 500), 0] });
        map.addEdge(`new_${step}`, random.pick(regions));
      } else {
        map.removeNode(random.pick(regions));
      }
      if (step % 10 === 0) {
        const truth = bfsComponents(map);
        const names = map.regionNames();
        for (let k = 0; k < 40; k += 1) {
          const x = random.pick(names);
          const y = random.pick(names);
          expect(isReachable(map, x, y)).toBe(truth.get(x) === truth.get(y));
        }
        expect(map.components.count).toBe(new Set(truth.values()).size);
      }
    }
  });
});

describe("closestPair", () => {
  /** Random regions in a 600 m square, joined to nearby ones; many components. */
  function randomMap(seed: number): SemanticMap {
    const random = createRandom(seed);
    const map = new SemanticMap();
    const names: string[] = [];
    for (let i = 0; i < 150; i += 1) {
      const name = `r_${i}`;
      map.addNode({ name, type: "region", coords: [random.range(0, 600), random.range(0, 600)] });
      names.push(name);
    }
    for (const a of names) {
      const near = map.nearestRegions(map.coordsOf(a)!, { count: 3, maxDistanceM: 45 });
      for (const b of near) if (b !== a && random.chance(0.7)) map.addEdge(a, b);
    }
    return map;
  }

  function bruteForce(map: SemanticMap, from: string, target: string): number {
    const truth = bfsComponents(map);
    const mine = map.regionNames().filter((r) => truth.get(r) === truth.get(from));
    const theirs = map.regionNames().filter((r) => truth.get(r) === truth.get(target));
    let best = Infinity;
    for (const a of mine) {
      for (const b of theirs) best = Math.min(best, map.edgeLengthM(a, b));
    }
    return best;
  }

  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`finds the true closest pair between two components (random map, seed ${seed})`, () => {
      const map = randomMap(seed);
      const random = createRandom(seed + 100);
      const truth = bfsComponents(map);
      const regions = map.regionNames();
      let checked = 0;
      for (let attempt = 0; attempt < 500 && checked < 15; attempt += 1) {
        const from = random.pick(regions);
        const target = random.pick(regions);
        if (truth.get(from) === truth.get(target)) continue;
        checked += 1;
        const pair = closestPair(map, from, target);
        expect(pair).toBeDefined();
        if (pair === undefined) continue;
        expect(pair.distanceM).toBeCloseTo(bruteForce(map, from, target), 9);
        expect(truth.get(pair.near)).toBe(truth.get(from));
        expect(truth.get(pair.far)).toBe(truth.get(target));
        expect(map.edgeLengthM(pair.near, pair.far)).toBeCloseTo(pair.distanceM, 9);
      }
      expect(checked).toBe(15);
    });
  }

  it("finds the closest pair between the road network and an island of a synthetic graph", () => {
    const map = mapOf(syntheticGraph({ regions: 600, seed: 8 }));
    const robot = map.robotLocation!;
    const truth = bfsComponents(map);
    const island = map.regionNames().find((r) => r.startsWith("trail_"))!;
    expect(truth.get(island)).not.toBe(truth.get(robot));
    const pair = closestPair(map, robot, island)!;
    expect(pair.distanceM).toBeCloseTo(bruteForce(map, robot, island), 9);
    expect(pair.far.startsWith("trail_")).toBe(true);
  });

  it("uses the regions of an object target that lie in another component", () => {
    const map = twoPieces();
    const pair = closestPair(map, "a", "shack");
    expect(pair).toEqual({ near: "d", far: "e", distanceM: 70 });
  });

  it("picks the nearer of two other components an object is seen from", () => {
    const map = twoPieces();
    applyDelta(map, {
      seq: 1,
      add_nodes: [
        { name: "x", type: "region", coords: [30, 45] },
        { name: "flag", type: "object", coords: [60, 20] },
      ],
      add_edges: [
        ["flag", "x"],
        ["flag", "e"],
      ],
    });
    expect(closestPair(map, "a", "flag")).toEqual({ near: "d", far: "x", distanceM: 45 });
  });

  it("pairs an isolated object with the nearest region of the robot's component", () => {
    // The object is nearest to e, but e is in another component.
    const map = twoPieces();
    applyDelta(map, { seq: 1, add_nodes: [{ name: "drone", type: "object", coords: [95, 0] }] });
    const pair = closestPair(map, "a", "drone");
    expect(pair).toEqual({ near: "d", far: "drone", distanceM: 65 });
  });

  it("returns undefined for a target in the robot's component, an unknown node or a non-region start", () => {
    const map = twoPieces();
    expect(closestPair(map, "a", "d")).toBeUndefined();
    expect(closestPair(map, "a", "tower")).toBeUndefined();
    expect(closestPair(map, "a", "nowhere")).toBeUndefined();
    expect(closestPair(map, "tower", "e")).toBeUndefined();
  });

  it("follows edge removals that split the robot's component", () => {
    const map = twoPieces();
    applyDelta(map, { seq: 1, remove_edges: [["c", "d"]] });
    expect(closestPair(map, "a", "d")).toEqual({ near: "c", far: "d", distanceM: 10 });
    expect(closestPair(map, "a", "e")).toEqual({ near: "c", far: "e", distanceM: 80 });
  });
});
