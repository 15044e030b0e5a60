import { describe, expect, it } from "vitest";
import type { Vec2 } from "../../src/geo/index.js";
import {
  Grid,
  buildWorldRasters,
  lineOfSight,
  scanPolygon,
  segmentTraversable,
} from "../../sim/raster/index.js";
import { crossingWorld, enuWorld, rect } from "../fixtures/worlds/enuWorld.js";

/** Rows top (north) to bottom of a small grid, "#" for non-zero cells. */
function ascii(grid: Grid): string[] {
  const rows: string[] = [];
  for (let row = grid.height - 1; row >= 0; row -= 1) {
    let line = "";
    for (let col = 0; col < grid.width; col += 1) line += grid.get(col, row) === 0 ? "." : "#";
    rows.push(line);
  }
  return rows;
}

describe("Grid", () => {
  it("maps points to cells and cells back to their centres", () => {
    const grid = new Grid({ originX: -10, originY: 5, resolutionM: 0.5, width: 40, height: 20 });
    expect(grid.cellOf([-10, 5])).toEqual([0, 0]);
    expect(grid.cellOf([-9.76, 5.49])).toEqual([0, 0]);
    expect(grid.cellOf([0.1, 9.9])).toEqual([20, 9]);
    expect(grid.centerOf(20, 9)).toEqual([0.25, 9.75]);
    expect(grid.inBounds(40, 0)).toBe(false);
    expect(grid.get(-1, 0, 7)).toBe(7);
    grid.set(3, 4, 1);
    expect(grid.valueAt(grid.centerOf(3, 4))).toBe(1);
  });
});

describe("scanPolygon", () => {
  it("fills cells whose centre is inside, leaving holes empty", () => {
    const grid = new Grid({ originX: 0, originY: 0, resolutionM: 1, width: 8, height: 6 });
    const outer: Vec2[] = [
      [1, 1],
      [7, 1],
      [7, 5],
      [1, 5],
      [1, 1],
    ];
    const hole: Vec2[] = [
      [3, 2],
      [5, 2],
      [5, 4],
      [3, 4],
      [3, 2],
    ];
    scanPolygon(grid, [outer, hole], (row, colStart, colEnd) => {
      for (let col = colStart; col < colEnd; col += 1) grid.set(col, row, 1);
    });
    expect(ascii(grid)).toEqual([
      "........",
      ".######.",
      ".##..##.",
      ".##..##.",
      ".######.",
      "........",
    ]);
  });
});

describe("buildWorldRasters", () => {
  const world = crossingWorld();
  const truth = buildWorldRasters(world, { view: "truth" });
  const prior = buildWorldRasters(world, { view: "prior" });
  const surfaceName = (grid: Grid, point: Vec2): string | undefined =>
    world.features[grid.valueAt(point) - 1]?.name;

  it("rasterizes a 4 m road about 8 cells wide at 0.5 m", () => {
    const road = enuWorld([
      {
        properties: { layer: "surface", class: "road" },
        line: [
          [0, 0],
          [40, 0],
        ],
      },
    ]);
    const { traversable } = buildWorldRasters(road, { view: "truth", resolutionM: 0.5 });
    const [col] = traversable.cellOf([20, 0]);
    let cells = 0;
    for (let row = 0; row < traversable.height; row += 1) cells += traversable.get(col, row);
    expect(cells).toBeGreaterThanOrEqual(7);
    expect(cells).toBeLessThanOrEqual(9);
  });

  it("paints later surfaces over earlier ones, so the bridge over the river is drivable", () => {
    expect(surfaceName(truth.surface, [61, 40])).toBe("bridge_1");
    expect(truth.traversable.valueAt([61, 40])).toBe(1);
    expect(surfaceName(truth.surface, [60, 20])).toBe("river");
    expect(truth.traversable.valueAt([60, 20])).toBe(0);
  });

  it("leaves cells without any surface undrivable", () => {
    expect(truth.surface.valueAt([-8, -8])).toBe(0);
    expect(truth.traversable.valueAt([-8, -8])).toBe(0);
  });

  it("blocks the new fence in the truth only, and the collapsed footbridge in the prior only", () => {
    expect(truth.traversable.valueAt([44, 40])).toBe(0);
    expect(truth.occluding.valueAt([44, 40])).toBe(1);
    expect(prior.traversable.valueAt([44, 40])).toBe(1);
    expect(truth.traversable.valueAt([60, 70])).toBe(0);
    expect(prior.traversable.valueAt([60, 70])).toBe(1);
  });

  it("marks a covered surface undrivable in the prior but keeps its surface index", () => {
    const onTrail: Vec2 = [99, 64];
    expect(truth.traversable.valueAt(onTrail)).toBe(1);
    expect(prior.traversable.valueAt(onTrail)).toBe(0);
    expect(surfaceName(prior.surface, onTrail)).toBe("trail_1");
  });

  it("lets sight pass over water but not through a building or a fence", () => {
    expect(lineOfSight(truth.occluding, [52, 20], [70, 20])).toBe(true);
    expect(lineOfSight(truth.occluding, [15, 53], [37, 53])).toBe(false);
    expect(lineOfSight(truth.occluding, [40, 30], [48, 30])).toBe(false);
    expect(lineOfSight(prior.occluding, [40, 30], [48, 30])).toBe(true);
  });

  it("finds a straight drive across the bridge but not across the river or the fence", () => {
    expect(segmentTraversable(truth.traversable, [50, 40], [70, 40])).toBe(true);
    expect(segmentTraversable(truth.traversable, [50, 20], [70, 20])).toBe(false);
    expect(segmentTraversable(truth.traversable, [38, 40], [50, 40])).toBe(false);
    expect(segmentTraversable(prior.traversable, [38, 40], [50, 40])).toBe(true);
  });

  it("leaves no gap in a thin diagonal fence", () => {
    const fenced = enuWorld([
      { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 30, 30) },
      {
        properties: { layer: "obstacle", class: "fence", width: 0.2 },
        line: [
          [2, 3],
          [27, 28.3],
        ],
      },
    ]);
    const { traversable } = buildWorldRasters(fenced, { view: "truth" });
    for (let k = 0; k < 200; k += 1) {
      const along = 4 + (k / 200) * 20;
      const a: Vec2 = [along - 3, along + 3.3];
      const b: Vec2 = [along + 3.1, along - 2.9];
      expect(segmentTraversable(traversable, a, b)).toBe(false);
    }
  });

  it("rasterizes a 250 m × 200 m world at 0.5 m well under a second", () => {
    const features = [
      { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 250, 200) },
      ...Array.from({ length: 10 }, (_, i) => ({
        properties: { layer: "surface", class: "road" },
        line: [
          [0, 10 + i * 20],
          [250, 15 + i * 20],
        ] as Vec2[],
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        properties: { layer: "surface", class: "building" },
        polygon: rect(10 + i * 12, 30, 18 + i * 12, 38),
      })),
    ];
    const big = enuWorld(features);
    const started = performance.now();
    buildWorldRasters(big, { view: "truth" });
    buildWorldRasters(big, { view: "prior" });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
