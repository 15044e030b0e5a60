import { describe, expect, it } from "vitest";
import { distanceM, type Vec2 } from "../../../src/geo/index.js";
import {
  TO_EAST_BANK,
  coveredYardWorld,
  crossing,
  driveThrough,
  recorded,
  regionNamesOf,
} from "./helpers.js";

describe("mapper region additions", () => {
  it("adds regions missing from the prior, with edges, as the robot comes within sight of them", () => {
    const { sim, deltas } = recorded(coveredYardWorld());
    const priorNames = new Set(sim.priorGraph.regions.map((r) => r.name));
    expect([...priorNames].some((name) => name.startsWith("dirt_"))).toBe(false);

    // The yard's nearest truth region is at x ≈ 42, more than 20 m from x = 20.
    driveThrough(sim, [[20, 10]]);
    expect(regionNamesOf(sim).filter((n) => n.startsWith("dirt_"))).toEqual([]);

    driveThrough(sim, [[28, 10]]);
    const added = deltas.flatMap((d) => d.add_nodes ?? []);
    expect(added.length).toBeGreaterThan(0);
    const graph = sim.snapshot().snapshot;
    for (const node of added) {
      expect(node.type).toBe("region");
      expect(node.name).toMatch(/^dirt_\d+$/);
      expect(node.attributes).toEqual({ description: "dirt" });
      expect(priorNames.has(node.name)).toBe(false);
      // Each new region is joined to the rest of the map.
      expect(graph.region_connections.some((edge) => edge.includes(node.name))).toBe(true);
      // It is at a truth region's position.
      expect(sim.truth.graph.regions.some((r) => distanceM(r.coords, node.coords) < 1e-9)).toBe(
        true,
      );
    }
    const names = graph.regions.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("never reuses a name, even of a region that was removed", () => {
    const { sim, deltas } = recorded(coveredYardWorld());
    driveThrough(sim, [[28, 10]]);
    const first = deltas.flatMap((d) => d.add_nodes ?? []).map((n) => n.name);
    expect(first.length).toBeGreaterThan(0);
    // The agent drops the new regions (say it doubts them); the mapper sees the places again and re-adds them.
    sim.applyAgentUpdate({ remove_nodes: first });
    sim.scan();
    const again = deltas.flatMap((d) => d.add_nodes ?? []).map((n) => n.name);
    expect(again.length).toBe(first.length * 2);
    expect(new Set(again).size).toBe(again.length);
  });

  it("adds the trail hidden under the forest one region at a time, continuing the class counter", () => {
    const { sim, deltas } = recorded(crossing());
    driveThrough(sim, TO_EAST_BANK);
    const trailNames = (): string[] => regionNamesOf(sim).filter((n) => n.startsWith("trail_"));
    const seenFromRoad = trailNames();
    expect(seenFromRoad.length).toBeGreaterThan(0);
    // Follow the trail into the trees: each stop shows the next stretch of it.
    for (let i = 1; i <= 3; i += 1) {
      const next = sim.snapshot().snapshot.regions.find((r) => r.name === `trail_${i}`)!;
      driveThrough(sim, [[next.coords[0], next.coords[1]]]);
    }
    const later = trailNames();
    expect(later.length).toBeGreaterThan(seenFromRoad.length);
    const numbers = later.map((n) => Number(n.slice("trail_".length))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    // Known regions are matched, not duplicated: no two regions of the map within 1 m of each other.
    const regions = sim.snapshot().snapshot.regions;
    for (const [i, a] of regions.entries()) {
      for (const b of regions.slice(i + 1)) {
        expect(distanceM(a.coords as Vec2, b.coords as Vec2)).toBeGreaterThan(1);
      }
    }
    // The trail is joined to the road it starts from.
    const edges = deltas.flatMap((d) => d.add_edges ?? []);
    expect(edges.some(([a, b]) => a.startsWith("trail_") !== b.startsWith("trail_"))).toBe(true);
  });
});
