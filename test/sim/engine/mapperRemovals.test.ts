import { describe, expect, it } from "vitest";
import type { Vec2 } from "../../../src/geo/index.js";
import { footprintContains } from "../../../sim/world/index.js";
import { enuWorld, rect } from "../../fixtures/worlds/enuWorld.js";
import {
  TO_FOOTPATH,
  crossing,
  driveThrough,
  hasEdge,
  recorded,
  regionNamesOf,
} from "./helpers.js";

/** Does the segment a→b cross the vertical line x = 44 between y = 22 and y = 58 (the crossing's new fence)? */
function crossesNewFence(a: Vec2, b: Vec2): boolean {
  if ((a[0] - 44) * (b[0] - 44) > 0) return false;
  const t = (44 - a[0]) / (b[0] - a[0]);
  const y = a[1] + t * (b[1] - a[1]);
  return y >= 22 && y <= 58;
}

describe("mapper removals", () => {
  it("removes the prior edge across the new fence once the fence is in sight, and not before", () => {
    const { sim, deltas } = recorded(crossing());
    const prior = sim.priorGraph;
    const coords = new Map(prior.regions.map((r) => [r.name, r.coords as Vec2]));
    const acrossFence = prior.region_connections.filter(([a, b]) =>
      crossesNewFence(coords.get(a)!, coords.get(b)!),
    );
    expect(acrossFence).toContainEqual(["bridge_1", "road_5"]);

    // From x = 20 the fence is 24 m away, beyond the lidar's 20 m.
    driveThrough(sim, [[20, 40]]);
    expect(hasEdge(sim, "bridge_1", "road_5")).toBe(true);
    expect(deltas.flatMap((d) => d.remove_edges ?? [])).toEqual([]);

    driveThrough(sim, [[30, 40]]);
    expect(hasEdge(sim, "bridge_1", "road_5")).toBe(false);
    const removed = deltas.flatMap((d) => d.remove_edges ?? []);
    expect(removed.some(([a, b]) => [a, b].sort().join() === "bridge_1,road_5")).toBe(true);
    // Every edge removed really crosses the fence.
    for (const [a, b] of removed)
      expect(crossesNewFence(coords.get(a)!, coords.get(b)!)).toBe(true);
  });

  it("removes the collapsed footbridge's prior regions when the robot comes within sight, and not before", () => {
    const world = crossing();
    const { sim, deltas } = recorded(world);
    const footbridge = world.features.find((f) => f.name === "footbridge")!;
    const onFootbridge = sim.priorGraph.regions
      .filter((r) => footprintContains(footbridge.footprint, r.coords))
      .filter((r) => !sim.truth.isDrivable(r.coords))
      .map((r) => r.name);
    expect(onFootbridge.length).toBeGreaterThan(0);

    driveThrough(sim, TO_FOOTPATH);
    // (34, 58) is about 29 m from the footbridge's middle.
    for (const name of onFootbridge) expect(regionNamesOf(sim)).toContain(name);

    driveThrough(sim, [[44, 65]]);
    for (const name of onFootbridge) expect(regionNamesOf(sim)).not.toContain(name);
    expect(deltas.flatMap((d) => d.remove_nodes ?? [])).toEqual(
      expect.arrayContaining(onFootbridge),
    );
    // Landmarks stay, whatever they stand on.
    expect(sim.snapshot().snapshot.objects.map((o) => o.name)).toContain("river");
  });

  it("discovers a bridge blocked by debris and removes its prior edge when the robot gets there", () => {
    const world = enuWorld(
      [
        { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 100, 60) },
        {
          properties: { layer: "surface", class: "road" },
          line: [
            [50, 0],
            [50, 60],
          ],
        },
        { properties: { layer: "surface", class: "water" }, polygon: rect(0, 25, 100, 35) },
        {
          properties: { layer: "surface", class: "bridge", width: 6 },
          line: [
            [50, 22],
            [50, 38],
          ],
        },
        {
          properties: { layer: "obstacle", class: "debris", inPrior: false },
          polygon: rect(46, 29, 54, 31),
        },
      ],
      { start: [50, 2] },
    );
    const { sim } = recorded(world);
    const southToNorth = (): [string, string][] => {
      const { regions, region_connections } = sim.snapshot().snapshot;
      const at = new Map(regions.map((r) => [r.name, r.coords]));
      return region_connections.filter(([a, b]) => {
        const [ya, yb] = [at.get(a)![1], at.get(b)![1]];
        return Math.min(ya, yb) < 29 && Math.max(ya, yb) > 29;
      });
    };
    expect(southToNorth().length).toBeGreaterThan(0);

    // The debris starts at y = 29: still 21 m away from y = 8.
    driveThrough(sim, [[50, 8]]);
    expect(southToNorth().length).toBeGreaterThan(0);

    driveThrough(sim, [[50, 12]]);
    expect(southToNorth()).toEqual([]);

    const result = sim.navigate({ x: 50, y: 50, yawRad: 0 });
    expect(result.status).toBe("blocked");
    expect(result.pose.y).toBeLessThan(29);
    // The robot is never "at" a region it could not drive to.
    expect(sim.snapshot().snapshot.robot_location).not.toBe("bridge_2");
  });
});
