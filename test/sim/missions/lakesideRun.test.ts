import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GraphWorldPort, loadGraphWorld } from "../../../sim/graphWorld/index.js";
import { evaluateMission, isGraphWorld, loadMissionFile } from "../../../sim/missions/index.js";
import { missionsDir } from "./helpers.js";

describe("the lakeside mission fixture", () => {
  it("succeeds for a scripted run that extends the map to the hidden radio tower", async () => {
    const mission = loadMissionFile(join(missionsDir, "lakeside.mission.json"));
    if (!mission.ok) throw new Error(mission.error.join("\n"));
    const { world } = mission.value;
    if (!isGraphWorld(world)) throw new Error("lakeside is a graph world");
    const graphWorld = loadGraphWorld(world);
    if (!graphWorld.ok) throw new Error(graphWorld.error.join("\n"));
    const robot = new GraphWorldPort({ world: graphWorld.value });
    const go = async (x: number, y: number) => (await robot.navigate({ x, y, yawRad: 0 })).status;

    // The prior knows nothing past trail_1: the tower is only reachable after extending the map.
    for (const [x, y] of [
      [20, 0],
      [40, 5],
      [60, 10],
      [80, 10],
      [100, 15],
    ] as const) {
      expect(await go(x, y)).toBe("reached");
    }
    expect(await robot.inspect("radio_tower_1", "is it damaged?")).toMatchObject({ ok: false });
    expect(await robot.exploreToward([142, 48])).toEqual({ ok: true, value: "trail_2" });
    expect(await go(120, 30)).toBe("reached");
    expect(await robot.describeScene()).toMatchObject({ ok: true });
    expect(await go(140, 45)).toBe("reached");
    const seen = await robot.inspect("radio_tower_1", "is it damaged?");
    expect(seen).toEqual({
      ok: true,
      value: "radio tower with a snapped antenna; clearly damaged",
    });

    const result = evaluateMission({
      mission: mission.value,
      outcome: {
        answer: "radio_tower_1 has a snapped antenna",
        inspected: ["radio_tower_1"],
        clarifyCount: 0,
      },
      trajectory: robot.trajectory.map((sample) => sample.position),
      positionOf: (name) => robot.simulation.truthCoords(name),
    });
    expect(result).toMatchObject({ success: true });
    expect(robot.clock.nowSec()).toBeLessThan(mission.value.limits.maxSimSeconds ?? Infinity);
  });
});
