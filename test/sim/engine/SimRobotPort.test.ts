import { describe, expect, it } from "vitest";
import type { RobotPort } from "../../../src/robot/index.js";
import { Simulation } from "../../../sim/engine/index.js";
import { SimRobotPort } from "../../../sim/port/index.js";
import { enuWorld, rect } from "../../fixtures/worlds/enuWorld.js";

function openField(): Simulation {
  return new Simulation(
    enuWorld([{ properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 60, 20) }], {
      start: [2, 10],
    }),
  );
}

describe("SimRobotPort", () => {
  it("resolves at once on simulated time when not paced", async () => {
    const port: RobotPort = new SimRobotPort(openField());
    expect(port.kind).toBe("sim");
    const started = performance.now();
    const result = await port.navigate({ x: 42, y: 10, yawRad: 0 });
    expect(result.status).toBe("reached");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(port.clock.nowSec()).toBeGreaterThanOrEqual(80);
    expect(port.costmap()?.width).toBe(80);
  });

  it("forwards deltas, serves snapshots and adopts agent updates", async () => {
    const sim = openField();
    const port = new SimRobotPort(sim);
    const messages: unknown[] = [];
    const unsubscribe = port.onGraphMessage((m) => messages.push(m));
    await port.navigate({ x: 20, y: 10, yawRad: 0 });
    unsubscribe();
    expect(messages.length).toBe(sim.seq);
    const snapshot = await port.fetchSnapshot();
    expect(snapshot.ok && (snapshot.value as { seq: number }).seq).toBe(sim.seq);
    port.publishAgentUpdate({
      add_nodes: [{ name: "discovered_region_1", type: "region", coords: [20, 12] }],
    });
    expect(sim.snapshot().snapshot.regions.map((r) => r.name)).toContain("discovered_region_1");
    expect(await port.setLabels(["barrel"])).toEqual({
      ok: true,
      value: "detector labels: barrel",
    });
    expect((await port.describeScene()).ok).toBe(true);
  });

  it("cancels a paced drive when the caller's signal aborts, stopping where the robot is", async () => {
    const sim = openField();
    // 40 m at 0.5 m/s is 80 s of simulated time: 2 s of wall time at 40×.
    const port = new SimRobotPort(sim, { realtimeFactor: 40, sliceMs: 20 });
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 300);
    const started = performance.now();
    const result = await port.navigate({ x: 42, y: 10, yawRad: 0 }, { signal: controller.signal });
    const wallMs = performance.now() - started;
    expect(result.status).toBe("cancelled");
    expect(wallMs).toBeGreaterThanOrEqual(250);
    expect(wallMs).toBeLessThan(1500);
    expect(result.distanceM).toBeGreaterThan(1);
    expect(result.distanceM).toBeLessThan(30);
    expect(result.pose.x).toBeCloseTo(sim.pose().x, 9);
    expect(result.message).toMatch(/^cancelled at \(/);
    // Paced: simulated time ran about 40× faster than the wall clock.
    expect(sim.nowSec()).toBeGreaterThan((wallMs / 1000) * 40 * 0.5);
  });

  it("stops a paced drive on stop() and refuses new goals after close()", async () => {
    const port = new SimRobotPort(openField(), { realtimeFactor: 40, sliceMs: 20 });
    const driving = port.navigate({ x: 42, y: 10, yawRad: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await port.stop();
    expect((await driving).status).toBe("cancelled");
    await port.close();
    expect((await port.navigate({ x: 10, y: 10, yawRad: 0 })).status).toBe("failed");
  });

  it("preempts a paced drive with a new goal", async () => {
    const port = new SimRobotPort(openField(), { realtimeFactor: 40, sliceMs: 20 });
    const first = port.navigate({ x: 42, y: 10, yawRad: 0 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const second = port.navigate({ x: 3, y: 10, yawRad: 0 });
    expect((await first).status).toBe("cancelled");
    expect((await second).status).toBe("reached");
  });

  it("treats a signal aborted before the call as cancelled without moving", async () => {
    const sim = openField();
    const port = new SimRobotPort(sim);
    const result = await port.navigate(
      { x: 42, y: 10, yawRad: 0 },
      { signal: AbortSignal.abort() },
    );
    expect(result.status).toBe("cancelled");
    expect(sim.odometerM).toBe(0);
  });
});
