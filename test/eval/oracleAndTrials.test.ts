import { describe, expect, it } from "vitest";
import { distanceM } from "../../src/geo/index.js";
import {
  oracleDistanceM,
  oracleTargets,
  trialSetup,
  WorldFactsCache,
} from "../../sim/eval/index.js";
import { crossingMission } from "./helpers.js";

const cache = new WorldFactsCache();

function facts() {
  const result = cache.factsFor(crossingMission());
  if (!result.ok) throw new Error(result.error.join("\n"));
  return result.value;
}

describe("the oracle distance", () => {
  it("is the shortest truth-graph drive from the start region to where the target is seen", () => {
    const world = facts();
    // radio_tower_1 (12, 68) is seen from field_22 (9.8, 64.8); the start region is road_1 (0, 40).
    const oracle = oracleDistanceM(world, crossingMission(), "road_1");
    const straight = distanceM([0, 40], [9.8, 64.8]);
    expect(oracle).toBeGreaterThanOrEqual(Math.floor(straight));
    expect(oracle).toBeLessThan(straight * 1.3);
  });

  it("chains several targets in the best order, counting only named places", () => {
    const world = facts();
    const mission = crossingMission({
      expect: {
        inspected: ["radio_tower_1", "truck_1"],
        visited: ["road_3", [-75.1995, 39.9505]],
      },
    });
    expect(oracleTargets(mission)).toEqual(["radio_tower_1", "truck_1", "road_3"]);
    const both = oracleDistanceM(world, mission, "road_1") ?? 0;
    const tower = oracleDistanceM(world, crossingMission(), "road_1") ?? 0;
    // truck_1 is across the bridge at road_7 (90, 40): at least that far, plus the tower detour.
    expect(both).toBeGreaterThan(90);
    expect(both).toBeGreaterThan(tower);
  });

  it("is zero with no targets and missing for a target the world does not have", () => {
    const world = facts();
    expect(oracleDistanceM(world, crossingMission({ expect: { inspected: [] } }), "road_1")).toBe(
      0,
    );
    expect(
      oracleDistanceM(world, crossingMission({ expect: { inspected: ["unicorn_1"] } }), "road_1"),
    ).toBeUndefined();
  });
});

describe("trial setups", () => {
  it("keep trial 1 as written: the nominal start and the full prior", () => {
    const world = facts();
    const setup = trialSetup(world, { mission: "m", trial: 1, seed: 1 });
    expect(setup.nominalStart).toBe(true);
    expect(setup.startRegion).toBe("road_1");
    expect(setup.dropFraction).toBe(0);
    expect(setup.prior).toBe(world.prior);
  });

  it("start later trials 15–25 m away, on truth-connected ground, with 10 % of the prior dropped", () => {
    const world = facts();
    for (let trial = 2; trial <= 6; trial += 1) {
      const setup = trialSetup(world, { mission: "m", trial, seed: 1 });
      const d = distanceM(setup.startM, world.nominalStartM);
      expect(d).toBeGreaterThanOrEqual(15 - 0.01);
      expect(d).toBeLessThanOrEqual(25 + 0.01);
      expect(setup.dropFraction).toBe(0.1);
      const kept = setup.prior.regions.length + setup.prior.objects.length;
      const all = world.prior.regions.length + world.prior.objects.length;
      expect(kept).toBeLessThan(all);
      expect(oracleDistanceM(world, crossingMission(), setup.startRegion)).toBeDefined();
    }
  });

  it("are the same for the same seed and differ between seeds", () => {
    const world = facts();
    const a = trialSetup(world, { mission: "m", trial: 2, seed: 1 });
    const b = trialSetup(world, { mission: "m", trial: 2, seed: 1 });
    expect(b.startM).toEqual(a.startM);
    expect(b.prior).toEqual(a.prior);
    const starts = new Set(
      [1, 2, 3, 4, 5, 6].map(
        (seed) => trialSetup(world, { mission: "m", trial: 2, seed }).startRegion,
      ),
    );
    expect(starts.size).toBeGreaterThan(1);
  });
});
