import { describe, expect, it } from "vitest";
import { distanceM } from "../../../src/geo/index.js";
import { Simulation } from "../../../sim/engine/index.js";
import { enuWorld, rect } from "../../fixtures/worlds/enuWorld.js";

/** An open field 40 m × 20 m with a wall across it at x = 20 from y = 0 to y = 15. */
function walledField(): ReturnType<typeof enuWorld> {
  return enuWorld(
    [
      { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 40, 20) },
      {
        properties: { layer: "obstacle", class: "wall", width: 0.5 },
        line: [
          [20, 0],
          [20, 15],
        ],
      },
    ],
    { start: [2, 5] },
  );
}

describe("Simulation driving", () => {
  it("moves at the configured speed on the simulated clock and keeps an odometer", () => {
    const sim = new Simulation(walledField(), { speedMps: 2 });
    const result = sim.navigate({ x: 12, y: 5, yawRad: 0 });
    expect(result.status).toBe("reached");
    expect(result.pose.x).toBeCloseTo(12, 6);
    expect(result.pose.y).toBeCloseTo(5, 3);
    expect(result.distanceM).toBeCloseTo(10, 3);
    expect(sim.odometerM).toBeCloseTo(10, 3);
    // Facing east already (up to the start's lon/lat round trip): 10 m at 2 m/s.
    expect(sim.nowSec()).toBeCloseTo(5, 2);
  });

  it("stops where the truth is blocked for its footprint and reports the position", () => {
    const sim = new Simulation(walledField(), { robotRadiusM: 0.3 });
    const result = sim.navigate({ x: 30, y: 5, yawRad: 0 });
    expect(result.status).toBe("blocked");
    // The wall's cells start at x = 19.5; the robot's 0.3 m disk must stay clear of them.
    expect(result.pose.x).toBeLessThanOrEqual(19.2 + 1e-9);
    expect(result.pose.x).toBeGreaterThan(18.9);
    expect(result.message).toMatch(/^blocked at \(19\.\d, 5\.0\)/);
    expect(result.distanceM).toBeCloseTo(result.pose.x - 2, 3);
  });

  it("drives round the end of the wall when the way is clear", () => {
    const sim = new Simulation(walledField());
    expect(sim.navigate({ x: 18, y: 17.5, yawRad: 0 }).status).toBe("reached");
    expect(sim.navigate({ x: 30, y: 17.5, yawRad: 0 }).status).toBe("reached");
    expect(sim.pose().x).toBeCloseTo(30, 6);
  });

  it("counts a goal it cannot quite reach as reached when it stops within tolerance", () => {
    const sim = new Simulation(walledField());
    const result = sim.navigate({ x: 20, y: 5, yawRad: 0 }, { toleranceM: 1.5 });
    expect(result.status).toBe("reached");
    expect(20 - result.pose.x).toBeLessThanOrEqual(1.5);
  });

  it("turns in place to face a yaw without moving, taking time to turn", () => {
    const sim = new Simulation(walledField(), { turnRateRadps: 0.5 });
    const before = sim.pose();
    const result = sim.navigate({ x: before.x, y: before.y, yawRad: Math.PI / 2 });
    expect(result.status).toBe("reached");
    expect(result.distanceM).toBe(0);
    expect(sim.pose().yawRad).toBeCloseTo(Math.PI / 2, 9);
    expect(sim.pose().x).toBe(before.x);
    expect(sim.nowSec()).toBeCloseTo(Math.PI, 6);
  });

  it("faces the goal yaw at the end of a drive", () => {
    const sim = new Simulation(walledField());
    const result = sim.navigate({ x: 10, y: 10, yawRad: -Math.PI / 2 });
    expect(result.status).toBe("reached");
    expect(result.pose.yawRad).toBeCloseTo(-Math.PI / 2, 9);
  });

  it("records a trajectory with a sample at least every metre and one at each stop", () => {
    const sim = new Simulation(walledField());
    sim.navigate({ x: 12, y: 5, yawRad: 0 });
    sim.navigate({ x: 12, y: 12, yawRad: 0 });
    const samples = sim.trajectory();
    for (let i = 1; i < samples.length; i += 1) {
      const a = samples[i - 1]!;
      const b = samples[i]!;
      expect(distanceM([a.x, a.y], [b.x, b.y])).toBeLessThanOrEqual(1 + 1e-9);
      expect(b.tSec).toBeGreaterThanOrEqual(a.tSec);
    }
    const last = samples[samples.length - 1]!;
    expect([last.x, last.y]).toEqual([12, 12]);
    expect(samples.some((s) => Math.abs(s.x - 12) < 1e-9 && Math.abs(s.y - 5) < 1e-3)).toBe(true);
  });

  it("refuses a goal that is not a finite pose without moving", () => {
    const sim = new Simulation(walledField());
    const result = sim.navigate({ x: Number.NaN, y: 3, yawRad: 0 });
    expect(result.status).toBe("failed");
    expect(sim.odometerM).toBe(0);
  });

  it("can be advanced in slices of simulated time and cancelled part-way", () => {
    const sim = new Simulation(walledField(), { speedMps: 1 });
    const drive = sim.beginNavigation({ x: 12, y: 5, yawRad: 0 });
    expect(drive.advance(3)).toBeUndefined();
    expect(sim.nowSec()).toBeGreaterThanOrEqual(3);
    expect(sim.activeDrive).toBe(drive);
    const result = drive.cancel();
    expect(result.status).toBe("cancelled");
    // 1 m/s: the distance driven is the time spent, give or take the first small turn toward the goal.
    expect(result.distanceM).toBeGreaterThan(2.5);
    expect(result.distanceM).toBeCloseTo(sim.nowSec(), 2);
    expect(result.pose.x).toBeCloseTo(2 + result.distanceM, 2);
    expect(result.message).toMatch(/^cancelled at \(/);
    expect(sim.activeDrive).toBeUndefined();
  });
});
