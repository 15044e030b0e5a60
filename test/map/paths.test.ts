import { describe, expect, it } from "vitest";
import {
  applyDelta,
  pathToNode,
  shortestRegionPath,
  type SemanticMap,
} from "../../src/map/index.js";
import { mapOf, sketchMap } from "../fixtures/maps.js";
import { createRandom } from "../fixtures/random.js";
import { syntheticGraph } from "../fixtures/syntheticGraph.js";

/** Plain Dijkstra over region edges only: the reference the A* answers are checked against. */
function dijkstraLength(map: SemanticMap, from: string, to: string): number | undefined {
  const dist = new Map<string, number>([[from, 0]]);
  const done = new Set<string>();
  for (;;) {
    let current: string | undefined;
    let best = Infinity;
    for (const [name, d] of dist) {
      if (!done.has(name) && d < best) {
        best = d;
        current = name;
      }
    }
    if (current === undefined) return undefined;
    if (current === to) return best;
    done.add(current);
    for (const next of map.neighbors(current, "region")) {
      const d = best + map.edgeLengthM(current, next);
      if (d < (dist.get(next) ?? Infinity)) dist.set(next, d);
    }
  }
}

describe("shortestRegionPath", () => {
  it("prefers the route shorter in metres over the route with fewer hops", () => {
    const map = sketchMap({
      nodes: {
        start: [0, 0],
        detour: [50, 80],
        a: [25, 0],
        b: [50, 0],
        c: [75, 0],
        goal: [100, 0],
      },
      edges: [
        ["start", "detour"],
        ["detour", "goal"],
        ["start", "a"],
        ["a", "b"],
        ["b", "c"],
        ["c", "goal"],
      ],
    });
    const path = shortestRegionPath(map, "start", "goal");
    expect(path?.regions).toEqual(["start", "a", "b", "c", "goal"]);
    expect(path?.lengthM).toBeCloseTo(100, 9);
  });

  it("never passes through an object, even one connected to two regions", () => {
    // west and east both see the footbridge sign; only the long way round is drivable.
    const map = sketchMap({
      nodes: {
        west: [0, 0],
        east: [20, 0],
        sign: { type: "object", at: [10, 0] },
        north_west: [0, 40],
        north_east: [20, 40],
      },
      edges: [
        ["sign", "west"],
        ["east", "sign"],
        ["west", "north_west"],
        ["north_west", "north_east"],
        ["north_east", "east"],
      ],
    });
    const path = shortestRegionPath(map, "west", "east");
    expect(path?.regions).toEqual(["west", "north_west", "north_east", "east"]);
    expect(path?.lengthM).toBeCloseTo(100, 9);
    expect(path?.regions).not.toContain("sign");
    // Without the long way round there is no path at all: the object does not bridge the gap.
    applyDelta(map, { seq: 1, remove_edges: [["north_west", "north_east"]] });
    expect(shortestRegionPath(map, "west", "east")).toBeUndefined();
  });

  it("returns undefined when there is no path, or an end is not a region", () => {
    const map = sketchMap({
      nodes: { a: [0, 0], b: [10, 0], island: [500, 0], tower: { type: "object", at: [5, 5] } },
      edges: [
        ["a", "b"],
        ["tower", "b"],
      ],
    });
    expect(shortestRegionPath(map, "a", "island")).toBeUndefined();
    expect(shortestRegionPath(map, "a", "tower")).toBeUndefined();
    expect(shortestRegionPath(map, "tower", "a")).toBeUndefined();
    expect(shortestRegionPath(map, "a", "nowhere")).toBeUndefined();
    expect(shortestRegionPath(map, "nowhere", "a")).toBeUndefined();
  });

  it("returns the one-region path of length zero from a region to itself", () => {
    const map = sketchMap({ nodes: { a: [3, 4] } });
    expect(shortestRegionPath(map, "a", "a")).toEqual({ regions: ["a"], lengthM: 0 });
  });

  it("follows the map as it changes: a removed edge re-routes, a new shortcut is used", () => {
    const map = sketchMap({
      nodes: { a: [0, 0], b: [10, 0], c: [20, 0], up: [10, 30] },
      edges: [
        ["a", "b"],
        ["b", "c"],
        ["a", "up"],
        ["up", "c"],
      ],
    });
    expect(shortestRegionPath(map, "a", "c")?.regions).toEqual(["a", "b", "c"]);
    applyDelta(map, { seq: 1, remove_edges: [["b", "c"]] });
    expect(shortestRegionPath(map, "a", "c")?.regions).toEqual(["a", "up", "c"]);
    applyDelta(map, {
      seq: 2,
      add_nodes: [{ name: "ford", type: "region", coords: [10, -1] }],
      add_edges: [
        ["a", "ford"],
        ["ford", "c"],
      ],
    });
    expect(shortestRegionPath(map, "a", "c")?.regions).toEqual(["a", "ford", "c"]);
    applyDelta(map, { seq: 3, update_nodes: [{ name: "ford", coords: [10, -60] }] });
    expect(shortestRegionPath(map, "a", "c")?.regions).toEqual(["a", "up", "c"]);
  });

  it("finds paths as short as Dijkstra's on a synthetic outdoor graph", () => {
    const map = mapOf(syntheticGraph({ regions: 400, seed: 11 }));
    const random = createRandom(5);
    const regions = map.regionNames();
    let checked = 0;
    while (checked < 25) {
      const from = random.pick(regions);
      const to = random.pick(regions);
      const expected = dijkstraLength(map, from, to);
      const path = shortestRegionPath(map, from, to);
      if (expected === undefined) {
        expect(path).toBeUndefined();
        continue;
      }
      checked += 1;
      expect(path?.lengthM).toBeCloseTo(expected, 6);
      expect(path?.regions[0]).toBe(from);
      expect(path?.regions.at(-1)).toBe(to);
      // Every step is a region edge.
      const steps = path?.regions ?? [];
      for (let i = 1; i < steps.length; i += 1) {
        expect(map.isRegion(steps[i]!)).toBe(true);
        expect(map.hasEdge(steps[i - 1]!, steps[i]!)).toBe(true);
      }
    }
  });
});

describe("pathToNode", () => {
  it("goes to the connected region nearest by path length, not by straight-line distance", () => {
    // The tower is seen from p (2 m away, but a long drive) and from q (a short drive).
    const map = sketchMap({
      nodes: {
        s: [0, 0],
        q: [30, 0],
        r: [30, 40],
        p: [0, 12],
        tower: { type: "object", at: [0, 10] },
      },
      edges: [
        ["s", "q"],
        ["q", "r"],
        ["r", "p"],
        ["tower", "p"],
        ["q", "tower"],
      ],
    });
    const path = pathToNode(map, "s", "tower");
    expect(path?.regions).toEqual(["s", "q"]);
    expect(path?.lengthM).toBeCloseTo(30, 9);
  });

  it("is an empty trip when the robot already sees the object", () => {
    const map = sketchMap({
      nodes: { s: [0, 0], q: [30, 0], cabin: { type: "object", at: [1, 1] } },
      edges: [
        ["s", "q"],
        ["cabin", "s"],
        ["cabin", "q"],
      ],
    });
    expect(pathToNode(map, "s", "cabin")).toEqual({ regions: ["s"], lengthM: 0 });
  });

  it("goes to a region target like shortestRegionPath", () => {
    const map = sketchMap({ nodes: { s: [0, 0], q: [30, 0] }, edges: [["s", "q"]] });
    expect(pathToNode(map, "s", "q")).toEqual(shortestRegionPath(map, "s", "q"));
  });

  it("returns undefined for an object seen from no reachable region", () => {
    const map = sketchMap({
      nodes: {
        s: [0, 0],
        island: [90, 0],
        truck: { type: "object", at: [91, 0] },
        lost: { type: "object", at: [5, 5] },
      },
      edges: [["truck", "island"]],
    });
    expect(pathToNode(map, "s", "truck")).toBeUndefined();
    expect(pathToNode(map, "s", "lost")).toBeUndefined();
    expect(pathToNode(map, "s", "nothing")).toBeUndefined();
  });
});
