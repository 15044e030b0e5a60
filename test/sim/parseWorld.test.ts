import { describe, expect, it } from "vitest";
import { EnuFrame, distanceM, type LonLat } from "../../src/geo/index.js";
import { parseWorld } from "../../sim/world/index.js";
import {
  TEST_ORIGIN,
  crossingWorld,
  enuWorld,
  enuWorldJson,
  rect,
} from "../fixtures/worlds/enuWorld.js";

/** A valid world JSON whose features we then break one at a time. */
function worldWith(features: object[]): Record<string, unknown> {
  const json = enuWorldJson([]) as Record<string, unknown>;
  return { ...json, features };
}

describe("parseWorld", () => {
  it("applies the spec's defaults to features that only give layer and class", () => {
    const world = enuWorld([
      {
        properties: { layer: "surface", class: "road" },
        line: [
          [0, 0],
          [20, 0],
        ],
      },
      {
        properties: { layer: "obstacle", class: "fence" },
        line: [
          [0, 5],
          [20, 5],
        ],
      },
      { properties: { layer: "object", class: "radio_tower" }, point: [3, 3] },
      { properties: { layer: "surface", class: "water" }, polygon: rect(0, 10, 20, 20) },
    ]);
    const [road, fence, tower, water] = world.features;
    expect(road).toMatchObject({
      name: "road_1",
      nameIsExplicit: false,
      description: "road",
      widthM: 4,
      traversable: true,
      inPrior: true,
      onlyInPrior: false,
      coveredFromAir: false,
    });
    expect(fence).toMatchObject({
      name: "fence_1",
      widthM: 0.5,
      traversable: false,
      occludes: true,
    });
    expect(tower).toMatchObject({
      name: "radio_tower_1",
      description: "radio tower",
      footprint: [],
    });
    expect(tower?.widthM).toBeUndefined();
    expect(water).toMatchObject({ traversable: false, occludes: false });
    expect(world.warnings).toEqual([]);
  });

  it("numbers default names per class in file order and skips names claimed explicitly", () => {
    const world = enuWorld([
      { properties: { layer: "object", class: "barrel" }, point: [0, 0] },
      { properties: { layer: "object", class: "truck" }, point: [1, 0] },
      { properties: { layer: "object", class: "barrel", name: "barrel_2" }, point: [2, 0] },
      { properties: { layer: "object", class: "barrel" }, point: [3, 0] },
    ]);
    expect(world.features.map((f) => f.name)).toEqual([
      "barrel_1",
      "truck_1",
      "barrel_2",
      "barrel_3",
    ]);
  });

  it("converts coordinates to ENU metres around the origin", () => {
    const world = enuWorld(
      [{ properties: { layer: "object", class: "barrel" }, point: [30, -40] }],
      {
        start: [5, 6],
      },
    );
    const barrel = world.features[0]!;
    expect(barrel.point![0]).toBeCloseTo(30, 1);
    expect(barrel.point![1]).toBeCloseTo(-40, 1);
    expect(distanceM(world.start, [5, 6])).toBeLessThan(0.05);
  });

  it("buffers a LineString by half its width on each side and a Point obstacle into a disc", () => {
    const world = enuWorld([
      {
        properties: { layer: "surface", class: "road", width: 6 },
        line: [
          [0, 0],
          [50, 0],
        ],
      },
      { properties: { layer: "obstacle", class: "barrier", width: 2 }, point: [10, 10] },
    ]);
    const ring = world.features[0]!.footprint[0]![0]!;
    const ys = ring.map((p) => p[1]);
    expect(Math.max(...ys)).toBeCloseTo(3, 1);
    expect(Math.min(...ys)).toBeCloseTo(-3, 1);
    const disc = world.features[1]!.footprint[0]![0]!;
    for (const p of disc) expect(distanceM(p, [10, 10])).toBeCloseTo(1, 1);
  });

  it("accepts MultiPolygon surfaces and MultiLineString obstacles", () => {
    const frame = new EnuFrame(TEST_ORIGIN);
    const ll = (x: number, y: number): LonLat => frame.toLonLat([x, y]);
    const square = (x: number): LonLat[][] => [
      [ll(x, 0), ll(x + 5, 0), ll(x + 5, 5), ll(x, 5), ll(x, 0)],
    ];
    const json = worldWith([
      {
        type: "Feature",
        properties: { layer: "surface", class: "parking_lot" },
        geometry: { type: "MultiPolygon", coordinates: [square(0), square(10)] },
      },
      {
        type: "Feature",
        properties: { layer: "obstacle", class: "wall", width: 1 },
        geometry: {
          type: "MultiLineString",
          coordinates: [
            [ll(0, 10), ll(10, 10)],
            [ll(0, 20), ll(10, 20)],
          ],
        },
      },
    ]);
    const parsed = parseWorld(json, { source: "multi.world.geojson" });
    if (!parsed.ok) throw new Error(parsed.error.join("\n"));
    const [lot, wall] = parsed.value.features;
    expect(lot?.footprint).toHaveLength(2);
    expect(lot?.description).toBe("parking lot");
    expect(wall?.lines).toHaveLength(2);
    expect(wall?.footprint).toHaveLength(2);
  });

  it("treats an unknown surface class as traversable and warns", () => {
    const world = enuWorld([
      { properties: { layer: "surface", class: "meadow" }, polygon: rect(0, 0, 5, 5) },
    ]);
    expect(world.features[0]!.traversable).toBe(true);
    expect(world.warnings).toEqual([
      'test.world.geojson: features[0] (class "meadow"): unknown surface class; treated as traversable (set properties.traversable to say otherwise)',
    ]);
  });

  it("ignores unknown properties with a warning, never an error", () => {
    const world = enuWorld([
      { properties: { layer: "object", class: "barrel", colour: "blue" }, point: [0, 0] },
    ]);
    expect(world.features[0]!.properties["colour"]).toBe("blue");
    expect(world.warnings).toEqual([
      'test.world.geojson: features[0] (class "barrel"): unknown property "colour" ignored',
    ]);
  });

  it("loads the crossing fixture without warnings", () => {
    const world = crossingWorld();
    expect(world.name).toBe("crossing");
    expect(world.warnings).toEqual([]);
    expect(world.boundsM.maxX - world.boundsM.minX).toBeGreaterThan(110);
    expect(world.features.find((f) => f.name === "footbridge")?.onlyInPrior).toBe(true);
  });
});
