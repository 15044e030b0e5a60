import { describe, expect, it } from "vitest";
import { buildGraphWorld, GraphWorldPort } from "../../../sim/graphWorld/index.js";
import { CELL_M, generateSyntheticWorld } from "../../../sim/synthetic/index.js";
import { isReachable, mapFromGraphJson, type GraphJson } from "../../../src/map/index.js";

const NAME = /^[a-z]+(?:_[a-z]+)*_\d+$/;

function names(graph: GraphJson): string[] {
  return [...graph.regions, ...graph.objects].map((node) => node.name);
}

describe("generateSyntheticWorld", () => {
  const synthetic = generateSyntheticWorld({ regions: 1234, seed: 7 });
  const { world, target } = synthetic;

  it("is a pure function of its options", () => {
    expect(generateSyntheticWorld({ regions: 1234, seed: 7 })).toEqual(synthetic);
    const other = generateSyntheticWorld({ regions: 1234, seed: 8 });
    expect(other.world.truth.regions.map((r) => r.coords)).not.toEqual(
      world.truth.regions.map((r) => r.coords),
    );
  });

  it("has exactly the regions asked for, about one object per four regions, all named category_number", () => {
    expect(world.truth.regions).toHaveLength(1234);
    const objectShare = world.truth.objects.length / 1234;
    expect(objectShare).toBeGreaterThan(0.2);
    expect(objectShare).toBeLessThan(0.3);
    const all = names(world.truth);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((name) => !NAME.test(name))).toEqual([]);
    const categories = new Set(world.truth.regions.map((r) => r.name.replace(/_\d+$/, "")));
    expect(categories.has("building")).toBe(true);
    expect(categories.size).toBeGreaterThanOrEqual(8);
    expect(synthetic.counts).toMatchObject({
      regions: 1234,
      objects: world.truth.objects.length,
      priorRegions: world.prior.regions.length,
    });
  });

  it("is exactly what buildGraphWorld makes of its two graphs: valid, canonical, no warnings", () => {
    const built = buildGraphWorld({
      full: world.truth,
      fullSource: "synthetic.full.graph.json",
      prior: { graph: world.prior, source: "synthetic.prior.graph.json" },
    });
    if (!built.ok) throw new Error(built.error.join("\n"));
    expect(built.value.warnings).toEqual([]);
    expect(built.value.truth).toEqual(world.truth);
    expect(built.value.prior).toEqual(world.prior);
    expect(built.value.start).toBe(world.start);
  });

  it("has one damaged target, unique in its class, far from the start and reachable in truth and prior", () => {
    const classMates = world.truth.objects.filter((o) => o.name.startsWith(`${target.className}_`));
    expect(classMates.map((o) => o.name)).toEqual([target.object]);
    const damaged = world.truth.objects.filter(
      (o) => typeof o.description === "string" && o.description.includes("damaged"),
    );
    expect(damaged.map((o) => o.name)).toEqual([target.object]);
    expect(world.truth.object_connections).toContainEqual([target.object, target.region]);
    const truth = mapFromGraphJson(world.truth);
    const start = truth.coordsOf(world.start)!;
    const widthM = Math.ceil(Math.sqrt(1234)) * CELL_M;
    expect(Math.hypot(start[0] - target.coords[0], start[1] - target.coords[1])).toBeGreaterThan(
      0.3 * widthM,
    );
    expect(isReachable(truth, world.start, target.object)).toBe(true);
    expect(isReachable(mapFromGraphJson(world.prior), world.start, target.object)).toBe(true);
    expect(synthetic.mission).toContain(target.className.replaceAll("_", " "));
  });

  it("derives a prior that lacks a fifth of the non-road nodes, keeps every road and hides descriptions", () => {
    const priorNames = new Set(names(world.prior));
    const roads = world.truth.regions.filter((r) => /^(road|lane|track)_\d+$/.test(r.name));
    expect(roads.every((r) => priorNames.has(r.name))).toBe(true);
    for (const kept of [world.start, target.region, target.object])
      expect(priorNames.has(kept)).toBe(true);
    // The start and the target region are roads; the target object is the one other node always kept.
    const eligible = names(world.truth).length - roads.length - 1;
    expect(names(world.truth).length - priorNames.size).toBe(Math.round(0.2 * eligible));
    expect([...world.prior.regions, ...world.prior.objects].some((n) => "description" in n)).toBe(
      false,
    );
    expect(world.prior.robot_location).toBe(world.start);
  });

  it("drops roads too when asked, and nothing when dropFraction is 0", () => {
    const rough = generateSyntheticWorld({ regions: 1000, seed: 3, dropRoads: true });
    const priorNames = new Set(names(rough.world.prior));
    const missingRoads = rough.world.truth.regions.filter(
      (r) => /^(road|lane|track)_\d+$/.test(r.name) && !priorNames.has(r.name),
    );
    expect(missingRoads.length).toBeGreaterThan(0);
    const whole = generateSyntheticWorld({ regions: 1000, seed: 3, dropFraction: 0 });
    expect(names(whole.world.prior)).toEqual(names(whole.world.truth));
  });

  it("runs in the headless graph-world simulation", async () => {
    const port = new GraphWorldPort({ world });
    const snapshot = await port.fetchSnapshot();
    if (!snapshot.ok) throw new Error(snapshot.error);
    expect(snapshot.value).toMatchObject({ seq: 0, snapshot: world.prior });
    const neighbour = world.truth.region_connections.find(([a, b]) => [a, b].includes(world.start));
    const next = neighbour?.find((name) => name !== world.start);
    const coords = world.truth.regions.find((r) => r.name === next)?.coords;
    if (coords === undefined) throw new Error("the start has no neighbour");
    const moved = await port.navigate({ x: coords[0], y: coords[1], yawRad: 0 });
    expect(moved.status).toBe("reached");
    expect(port.simulation.location).toBe(next);
    expect(await port.describeScene()).toMatchObject({ ok: true });
  });

  it("refuses options out of range", () => {
    expect(() => generateSyntheticWorld({ regions: 50, seed: 1 })).toThrow(RangeError);
    expect(() => generateSyntheticWorld({ regions: 1000, seed: 1.5 })).toThrow(/seed/);
    expect(() => generateSyntheticWorld({ regions: 1000, seed: 1, dropFraction: 2 })).toThrow(
      /dropFraction/,
    );
    expect(() =>
      generateSyntheticWorld({
        regions: 1000,
        seed: 1,
        target: { className: "bench", description: "a damaged bench" },
      }),
    ).toThrow(/className/);
  });
});
