import { describe, expect, it } from "vitest";
import { GraphWorldPort } from "../../../sim/graphWorld/index.js";
import type { RobotPort } from "../../../src/robot/index.js";
import { lakeside } from "./helpers.js";

function port(): GraphWorldPort {
  return new GraphWorldPort({ world: lakeside() });
}

const at = (x: number, y: number) => ({ x, y, yawRad: 0 });

describe("GraphWorldPort", () => {
  it("is a RobotPort of kind graph-world without a costmap", () => {
    const robot: RobotPort = port();
    expect(robot.kind).toBe("graph-world");
    expect(robot.costmap()).toBeUndefined();
    expect(robot.pose()).toEqual({ x: 0, y: 0, yawRad: 0 });
    expect(robot.clock.nowSec()).toBe(0);
  });

  it("navigates along one truth edge to the region at the goal, within 1 m", async () => {
    const robot = port();
    const result = await robot.navigate(at(20.6, 0.5));
    expect(result).toEqual({
      status: "reached",
      pose: { x: 20, y: 0, yawRad: 0 },
      distanceM: 20,
      message: "reached road_1",
    });
    expect(robot.clock.nowSec()).toBe(40);
    const north = await robot.navigate(at(20, 20));
    expect(north.status).toBe("reached");
    expect(north.pose.yawRad).toBeCloseTo(Math.PI / 2);
    expect(robot.odometerM).toBe(40);
    expect(robot.trajectory.map((s) => s.position)).toEqual([
      [0, 0],
      [20, 0],
      [20, 20],
    ]);
  });

  it("reports blocked, without moving, for a region not connected in the truth or an empty spot", async () => {
    const robot = port();
    const far = await robot.navigate(at(40, 5));
    expect(far).toMatchObject({ status: "blocked", distanceM: 0, pose: { x: 0, y: 0 } });
    expect(far.message).toBe(
      `blocked at parking_lot_1: "road_2" is not a region connected to "parking_lot_1"`,
    );
    const empty = await robot.navigate(at(10, 10));
    expect(empty.status).toBe("blocked");
    expect(empty.message).toMatch(/no region within 1 m of \(10\.0, 10\.0\)/);
    expect(robot.clock.nowSec()).toBe(0);
  });

  it("reports a cancelled goal when the signal is already aborted, and failure after close", async () => {
    const robot = port();
    const cancelled = await robot.navigate(at(20, 0), { signal: AbortSignal.abort() });
    expect(cancelled.status).toBe("cancelled");
    await robot.close();
    expect((await robot.navigate(at(20, 0))).status).toBe("failed");
    expect(await robot.describeScene()).toMatchObject({ ok: false });
  });

  it("reveals toward a point with exploreToward, or says why not", async () => {
    const robot = port();
    expect(await robot.exploreToward([142, 48])).toEqual({ ok: true, value: "trail_2" });
    expect(await robot.exploreToward([142, 48])).toEqual({ ok: true, value: "clearing_1" });
    expect(await robot.exploreToward([142, 48])).toEqual({
      ok: false,
      error: "no unknown region connected to the known map lies toward (142.0, 48.0)",
    });
  });

  it("captions the scene with map_region's reveal and inspects objects in sight", async () => {
    const robot = port();
    const messages: unknown[] = [];
    robot.onGraphMessage((message) => messages.push(message));
    expect(await robot.describeScene()).toEqual({
      ok: true,
      value: "gravel parking lot by the boat launch",
    });
    expect(await robot.inspect("truck_1", "is the truck damaged?")).toEqual({
      ok: true,
      value: "white pickup truck, driver door open",
    });
    expect(await robot.inspect("boat_1", "is the boat damaged?")).toMatchObject({ ok: false });
    expect(messages.map((m) => (m as { seq: number }).seq)).toEqual([1, 2]);
  });

  it("accepts detector labels (objects are revealed regardless)", async () => {
    expect(await port().setLabels(["truck", "boat"])).toMatchObject({ ok: true });
  });

  it("serves a snapshot, delivers deltas until unsubscribed, and adopts agent updates silently", async () => {
    const robot = port();
    const messages: unknown[] = [];
    const unsubscribe = robot.onGraphMessage((message) => messages.push(message));
    const snapshot = await robot.fetchSnapshot();
    expect(snapshot).toMatchObject({
      ok: true,
      value: { seq: 0, snapshot: { robot_location: "parking_lot_1" } },
    });
    robot.publishAgentUpdate({ update_nodes: [{ name: "road_1", attributes: { note: "muddy" } }] });
    await robot.navigate(at(20, 0));
    unsubscribe();
    await robot.navigate(at(0, 0));
    expect(messages).toEqual([{ seq: 1, stamp: 40, robot_location: "road_1" }]);
    const after = await robot.fetchSnapshot();
    expect(after).toMatchObject({ ok: true, value: { seq: 2 } });
    if (after.ok) {
      const { snapshot: graph } = after.value as {
        snapshot: { regions: { name: string; note?: string }[] };
      };
      expect(graph.regions.find((r) => r.name === "road_1")?.note).toBe("muddy");
    }
  });
});
