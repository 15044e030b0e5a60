import { describe, expect, it } from "vitest";
import { cellAt, type Vec2 } from "../../../src/geo/index.js";
import type { OccupancyGrid } from "../../../src/robot/index.js";
import { Simulation } from "../../../sim/engine/index.js";
import { enuWorld, rect } from "../../fixtures/worlds/enuWorld.js";
import { crossing } from "./helpers.js";

/** Rows north to south: "?" unknown, "." free, "#" occupied. */
function ascii(grid: OccupancyGrid): string[] {
  const rows: string[] = [];
  for (let row = grid.height - 1; row >= 0; row -= 1) {
    let line = "";
    for (let col = 0; col < grid.width; col += 1) {
      const value = grid.data[row * grid.width + col];
      line += value === -1 ? "?" : value === 0 ? "." : value === 100 ? "#" : "!";
    }
    rows.push(line);
  }
  return rows;
}

function valueAt(grid: OccupancyGrid, point: Vec2): number | undefined {
  const cell = cellAt(grid, point);
  return cell === undefined ? undefined : grid.data[cell.row * grid.width + cell.col];
}

describe("local costmap", () => {
  it("lays cells out row-major from the south-west corner, checked cell by cell", () => {
    // 6 m × 6 m of field at 1 m cells: a wall one cell thick along x ∈ [1, 2], a pond cell at (4, 2).
    const world = enuWorld(
      [
        { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 6, 6) },
        { properties: { layer: "surface", class: "building" }, polygon: rect(1, 0, 2, 6) },
        { properties: { layer: "surface", class: "water" }, polygon: rect(4, 2, 5, 3) },
      ],
      { start: [3.5, 3.5] },
    );
    const sim = new Simulation(world, { resolutionM: 1, costmapSizeM: 6 });
    const grid = sim.costmap();
    expect([grid.width, grid.height, grid.resolutionM]).toEqual([6, 6, 1]);
    expect(grid.originX).toBeCloseTo(0, 9);
    expect(grid.originY).toBeCloseTo(0, 9);
    // The wall is occupied and hides column 0; the pond is occupied but the lidar sees past it.
    expect(ascii(grid)).toEqual(["?#....", "?#....", "?#....", "?#..#.", "?#....", "?#...."]);
    expect(grid.data[2 * 6 + 4]).toBe(100);
    expect(grid.data[2 * 6 + 5]).toBe(0);
    expect(grid.data[3 * 6 + 0]).toBe(-1);
  });

  it("is free in the open, occupied on obstacles, unknown behind a building and beyond range", () => {
    const sim = new Simulation(crossing());
    // South-east of the farmhouse (x 20–32, y 48–58), on the road.
    sim.navigate({ x: 26, y: 42, yawRad: 0 });
    const grid = sim.costmap();
    expect([grid.width, grid.height]).toEqual([80, 80]);
    expect(valueAt(grid, [26.2, 42.2])).toBe(0);
    expect(valueAt(grid, [20.2, 36.2])).toBe(0);
    // The farmhouse's south wall is seen, what is north of it is not.
    expect(valueAt(grid, [26.2, 48.2])).toBe(100);
    expect(valueAt(grid, [26.2, 59.2])).toBe(-1);
    // The new fence (x 43.75–44.25) is 18 m east: its near side is occupied and hides what is behind it.
    expect(valueAt(grid, [43.8, 42.2])).toBe(100);
    expect(valueAt(grid, [44.7, 42.2])).toBe(-1);
    // The corner of the 40 m square is 28 m away, beyond the lidar's 20 m.
    expect(grid.data[0]).toBe(-1);
    expect(grid.data[grid.data.length - 1]).toBe(-1);
  });

  it("reaches every cell in range in open ground", () => {
    const world = enuWorld(
      [{ properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 100, 100) }],
      { start: [50.2, 50.3] },
    );
    const sim = new Simulation(world);
    const grid = sim.costmap();
    let missed = 0;
    for (let row = 0; row < grid.height; row += 1) {
      for (let col = 0; col < grid.width; col += 1) {
        const x = grid.originX + (col + 0.5) * grid.resolutionM;
        const y = grid.originY + (row + 0.5) * grid.resolutionM;
        const inRange = Math.hypot(x - 50.2, y - 50.3) <= 19.9;
        if (inRange && grid.data[row * grid.width + col] !== 0) missed += 1;
      }
    }
    expect(missed).toBe(0);
  });

  it("snaps its origin to the world raster lattice and is cached until the robot moves", () => {
    const sim = new Simulation(crossing());
    const first = sim.costmap();
    const lattice = sim.truth.rasters.traversable;
    const offset = (first.originX - lattice.originX) / lattice.resolutionM;
    expect(offset).toBeCloseTo(Math.round(offset), 9);
    expect(sim.costmap()).toBe(first);
    sim.navigate({ x: 10, y: 40, yawRad: 0 });
    const moved = sim.costmap();
    expect(moved).not.toBe(first);
    expect(moved.stampSec).toBe(sim.nowSec());
  });
});
