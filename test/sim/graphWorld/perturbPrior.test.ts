import { describe, expect, it } from "vitest";
import { dropPriorNodes, hideDescriptions } from "../../../priors/index.js";
import type { GraphJson } from "../../../src/map/index.js";
import { lakeside } from "./helpers.js";

function names(graph: GraphJson): string[] {
  return [...graph.regions, ...graph.objects].map((node) => node.name);
}

const truth = lakeside().truth; // 15 regions + 6 objects, robot at parking_lot_1

describe("dropPriorNodes", () => {
  it("removes round(fraction × eligible) nodes, the start not counted as eligible", () => {
    const total = names(truth).length;
    for (const fraction of [0, 0.1, 0.3, 0.5, 1]) {
      const dropped = dropPriorNodes(truth, { fraction, seed: 3 });
      expect(names(dropped)).toHaveLength(total - Math.round(fraction * (total - 1)));
    }
  });

  it("never drops the robot's start region, even at fraction 1", () => {
    const dropped = dropPriorNodes(truth, { fraction: 1, seed: 11 });
    expect(names(dropped)).toEqual(["parking_lot_1"]);
    expect(dropped.robot_location).toBe("parking_lot_1");
  });

  it("never drops names in keep, and they do not count as eligible", () => {
    const keep = ["radio_tower_1", "clearing_1"];
    const dropped = dropPriorNodes(truth, { fraction: 1, seed: 5, keep });
    expect(names(dropped).sort()).toEqual(["clearing_1", "parking_lot_1", "radio_tower_1"]);
    const half = dropPriorNodes(truth, { fraction: 0.5, seed: 5, keep });
    expect(names(half)).toHaveLength(21 - Math.round(0.5 * 18));
    expect(names(half)).toEqual(expect.arrayContaining(keep));
  });

  it("is deterministic for a seed, whatever order the input lists nodes in", () => {
    const shuffled: GraphJson = {
      ...truth,
      regions: [...truth.regions].reverse(),
      objects: [...truth.objects].reverse(),
      region_connections: [...truth.region_connections].reverse(),
    };
    const a = dropPriorNodes(truth, { fraction: 0.3, seed: 7 });
    expect(dropPriorNodes(truth, { fraction: 0.3, seed: 7 })).toEqual(a);
    expect(dropPriorNodes(shuffled, { fraction: 0.3, seed: 7 })).toEqual(a);
  });

  it("drops different nodes for different seeds", () => {
    const chosen = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        names(dropPriorNodes(truth, { fraction: 0.3, seed })).join(","),
      ),
    );
    expect(chosen.size).toBeGreaterThan(1);
  });

  it("removes the edges of dropped nodes and keeps the others", () => {
    const dropped = dropPriorNodes(truth, { fraction: 0.4, seed: 9 });
    const kept = new Set(names(dropped));
    const edges = [...dropped.region_connections, ...dropped.object_connections];
    for (const [a, b] of edges) {
      expect(kept.has(a) && kept.has(b)).toBe(true);
    }
    const survivingTruthEdges = [...truth.region_connections, ...truth.object_connections].filter(
      ([a, b]) => kept.has(a) && kept.has(b),
    );
    expect(edges).toHaveLength(survivingTruthEdges.length);
  });

  it("refuses a fraction outside [0, 1] as a programming error", () => {
    expect(() => dropPriorNodes(truth, { fraction: 1.5, seed: 1 })).toThrow(/fraction/);
  });
});

describe("hideDescriptions", () => {
  it("strips every description and keeps other attributes, in canonical order", () => {
    const graph: GraphJson = {
      regions: [
        { name: "road_10", coords: [10, 0], description: "road" },
        { name: "road_2", coords: [0, 0], description: "road", surface: "asphalt" },
      ],
      objects: [{ name: "shed_1", coords: [1, 1], description: "shed" }],
      region_connections: [["road_10", "road_2"]],
      object_connections: [["shed_1", "road_2"]],
    };
    expect(hideDescriptions(graph)).toEqual({
      regions: [
        { name: "road_2", coords: [0, 0], surface: "asphalt" },
        { name: "road_10", coords: [10, 0] },
      ],
      objects: [{ name: "shed_1", coords: [1, 1] }],
      region_connections: [["road_2", "road_10"]],
      object_connections: [["shed_1", "road_2"]],
    });
  });
});
