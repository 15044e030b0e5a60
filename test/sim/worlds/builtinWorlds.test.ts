import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isReachable } from "../../../src/map/index.js";
import type { Vec2 } from "../../../src/geo/index.js";
import { listBuiltinWorlds } from "../../../sim/missions/index.js";
import { priorFeatures, truthFeatures } from "../../../sim/world/index.js";
import { worldJson } from "../../../sim/worlds/src/enuWorldFile.js";
import { OFFICE_PARK_HEADER, officeParkFeatures } from "../../../sim/worlds/src/office_park.js";
import { RIVERSIDE_HEADER, riversideFeatures } from "../../../sim/worlds/src/riverside.js";
import { edgeSegments, segmentsCross, startOf, worldViews } from "./helpers.js";

describe("the built-in worlds", () => {
  it("are the six built-in worlds, and all load with no errors and no warnings", () => {
    expect(listBuiltinWorlds().map((w) => w.name)).toEqual([
      "hillside_campus",
      "marina",
      "meadow_farm",
      "office_park",
      "pine_camp",
      "riverside",
    ]);
    for (const name of ["riverside", "office_park"]) {
      expect(worldViews(name).world.warnings, name).toEqual([]);
    }
  });

  it("are at least as large as the paper's sites", () => {
    const size = (name: string): [number, number] => {
      const { minX, minY, maxX, maxY } = worldViews(name).world.boundsM;
      return [maxX - minX, maxY - minY];
    };
    const [riversideW, riversideH] = size("riverside");
    expect(riversideW).toBeGreaterThanOrEqual(250);
    expect(riversideH).toBeGreaterThanOrEqual(200);
    expect(riversideW * riversideH).toBeGreaterThan(40_000);
    const [officeW, officeH] = size("office_park");
    expect(officeW).toBeGreaterThanOrEqual(150);
    expect(officeH).toBeGreaterThanOrEqual(130);
    expect(officeW * officeH).toBeGreaterThan(20_000);
  });

  it("are exactly what their generator scripts write", () => {
    const committed = (name: string): unknown =>
      JSON.parse(readFileSync(listBuiltinWorlds().find((w) => w.name === name)!.path, "utf8"));
    const regenerated = (json: object): unknown => JSON.parse(JSON.stringify(json));
    expect(committed("riverside")).toEqual(
      regenerated(worldJson(RIVERSIDE_HEADER, riversideFeatures())),
    );
    expect(committed("office_park")).toEqual(
      regenerated(worldJson(OFFICE_PARK_HEADER, officeParkFeatures())),
    );
  });
});

describe("riverside", () => {
  const views = worldViews("riverside");
  const { prior, truth, world } = views;
  const feature = (name: string) => world.features.find((f) => f.name === name)!;

  it("does not connect the start to the radio towers or the docks in the prior, but the truth does", () => {
    for (const target of ["radio_tower_1", "radio_tower_2", "dock_1", "dock_2", "dock_3"]) {
      expect(prior.has(target), target).toBe(true);
      expect(isReachable(prior, startOf(prior), target), `prior: ${target}`).toBe(false);
      expect(isReachable(truth, startOf(truth), target), `truth: ${target}`).toBe(true);
    }
    // Each dock is an island of its own in the prior: three gaps to explore, as in the paper.
    const components = ["dock_1", "dock_2", "dock_3"].map((dock) =>
      prior.components.componentOf(prior.regionsOfObject(dock)[0]!),
    );
    expect(new Set(components).size).toBe(3);
    expect(isReachable(truth, startOf(truth), "robot_1")).toBe(true);
  });

  it("shows the road bridge open in the prior, and the fallen oak cuts it in the truth", () => {
    const trunk = feature("bridge_deadfall").line!;
    const crossesTrunk = ([a, b]: [Vec2, Vec2]): boolean =>
      segmentsCross(a, b, trunk[0]!, trunk[trunk.length - 1]!);
    expect(edgeSegments(views.priorGraph).filter(crossesTrunk).length).toBeGreaterThan(0);
    expect(edgeSegments(views.truthGraph).filter(crossesTrunk)).toEqual([]);
    // The bridge is the only way across: the depot is reachable on the prior only.
    expect(isReachable(prior, startOf(prior), "supply_depot_1")).toBe(true);
    expect(isReachable(truth, startOf(truth), "supply_depot_1")).toBe(false);
    // The blockage is something a detector for storm damage sees from the south end of the bridge.
    expect(isReachable(truth, startOf(truth), "fallen_tree_1")).toBe(true);
    expect(feature("fallen_tree_1").description).toMatch(/blocking the bridge/);
  });

  it("leaves the storm damage, the broken robot and the boat out of the prior", () => {
    for (const name of ["fallen_tree_1", "debris_1", "fallen_tree_2", "robot_1", "boat_1"]) {
      expect(prior.has(name), name).toBe(false);
      expect(truth.has(name), name).toBe(true);
    }
    const inPrior = new Set(priorFeatures(world).map((f) => f.name));
    for (const name of ["bridge_deadfall", "bridge_debris", "tower_road_new", "unmapped_strip"]) {
      expect(inPrior.has(name), name).toBe(false);
    }
  });

  it("keeps the demolished shed and the departed truck in the prior only", () => {
    const inTruth = new Set(truthFeatures(world).map((f) => f.name));
    expect(inTruth.has("old_shed")).toBe(false);
    expect(prior.has("old_shed")).toBe(true);
    expect(prior.has("truck_2")).toBe(true);
    expect(truth.has("truck_2")).toBe(false);
  });

  it("has one damaged radio tower and one that only looks worn", () => {
    expect(feature("radio_tower_2").description).toMatch(/snapped.*damaged/);
    expect(feature("radio_tower_1").description).toMatch(/intact/);
  });
});

describe("office_park", () => {
  const views = worldViews("office_park");
  const { prior, truth } = views;

  it("hides the people and barrels under the oaks and the warehouse roof from the prior; the truth reaches them", () => {
    for (const name of ["person_1", "barrel_1", "barrel_2", "person_2", "barrel_3"]) {
      expect(prior.has(name), name).toBe(false);
      expect(isReachable(truth, startOf(truth), name), name).toBe(true);
    }
    const landmarks = views.priorGraph.objects.map((o) => o.name);
    expect(landmarks).toContain("roof_1");
    expect(landmarks).toContain("tree_cover_1");
    // The warehouse hall has regions of its own in the truth and none in the prior.
    expect(views.truthGraph.regions.some((r) => r.name.startsWith("floor_"))).toBe(true);
    expect(views.priorGraph.regions.some((r) => r.name.startsWith("floor_"))).toBe(false);
  });

  it("has a gap in the prior path to the dock, and in the truth the new fence cuts the dock off", () => {
    const dockRegion = (graph: typeof views.priorGraph): string =>
      graph.regions.find((r) => r.name.startsWith("dock_"))!.name;
    expect(isReachable(prior, startOf(prior), dockRegion(views.priorGraph))).toBe(false);
    expect(isReachable(truth, startOf(truth), dockRegion(views.truthGraph))).toBe(false);
    expect(isReachable(truth, startOf(truth), "fence_1")).toBe(true);
    expect(prior.has("fence_1")).toBe(false);
    // Without the fence, the truth would reach the dock: it is the fence that blocks it, not the gap.
    const fence = views.world.features.find((f) => f.name === "construction_fence")!.line!;
    const crossesFence = ([a, b]: [Vec2, Vec2]): boolean =>
      segmentsCross(a, b, fence[0]!, fence[1]!);
    expect(edgeSegments(views.truthGraph).filter(crossesFence)).toEqual([]);
    const southOfFence = views.truthGraph.regions.filter(
      (r) => r.coords[1] < 44 && r.coords[0] < 30 && !r.name.startsWith("dock_"),
    );
    const dockComponent = truth.components.componentOf(dockRegion(views.truthGraph));
    expect(southOfFence.some((r) => truth.components.componentOf(r.name) === dockComponent)).toBe(
      true,
    );
  });
});
