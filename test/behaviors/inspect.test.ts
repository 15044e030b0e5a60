import { describe, expect, it } from "vitest";
import { DEFAULT_BEHAVIOR_SETTINGS } from "../../behaviors/index.js";
import { distanceM, type Vec2 } from "../../src/geo/index.js";
import { DEFAULT_SETTINGS } from "../../sim/engine/index.js";
import { fail } from "../../src/errors/index.js";
import type { RobotPort } from "../../src/robot/index.js";
import { enuWorld, rect, type EnuFeature } from "../fixtures/worlds/enuWorld.js";
import {
  feedbackOf,
  finished,
  lastPosition,
  oneStepAtATime,
  priorGraph,
  runLoop,
  type LoopRun,
} from "../agent/helpers.js";

const PUMP = "a green pump with a cracked housing, leaking oil";

const field: EnuFeature = {
  properties: { layer: "surface", class: "field" },
  polygon: rect(0, 0, 80, 60),
};

function pump(name: string, at: Vec2): EnuFeature {
  return { properties: { layer: "object", class: "pump", name, description: PUMP }, point: at };
}

/** One pump seen (per the prior) from `viewpoint`, which the robot stands at; inspect it. */
function inspectFrom(
  viewpoint: Vec2,
  at: Vec2,
  extra: EnuFeature[] = [],
  wrapPort?: (port: RobotPort) => RobotPort,
): Promise<LoopRun> {
  const world = enuWorld([field, ...extra, pump("pump_1", at)], { start: viewpoint });
  const prior = priorGraph({
    regions: { viewpoint },
    edges: [],
    objects: { pump_1: { at, seenFrom: "viewpoint" } },
    robot: "viewpoint",
  });
  return runLoop(world, oneStepAtATime("inspect(pump_1, is it leaking?)"), {
    prior,
    ...(wrapPort === undefined ? {} : { wrapPort }),
  });
}

describe("inspect", () => {
  it("asks the vision model in range and stores the answer on the object", async () => {
    const run = await inspectFrom([10, 30], [13, 30]);

    expect(finished(run.events)[0]!.status).toBe("succeeded");
    expect(feedbackOf(run.events, "inspect(")).toContain(`"${PUMP}"`);
    const map = run.generator.requests[1]!.map;
    expect(map.get("pump_1")!.attributes["description"]).toBe(PUMP);
    expect(run.report.record.inspections).toEqual([
      { object: "pump_1", query: "is it leaking?", answer: PUMP, ok: true },
    ]);
    // The planner hears the new description as a map update.
    expect(run.generator.requests[1]!.updates).toContain(PUMP);
  });

  it("fails with the vision model's reason when the object is out of range", async () => {
    // Across a river: the robot cannot close in, and the camera cannot resolve the pump from the bank.
    const river: EnuFeature = {
      properties: { layer: "surface", class: "water" },
      polygon: rect(20, -1, 30, 61),
    };
    const run = await inspectFrom([15, 30], [33, 30], [river]);

    expect(finished(run.events)[0]!.status).toBe("failed");
    expect(feedbackOf(run.events, "inspect(")).toMatch(
      new RegExp(
        `pump_1 is \\d+\\.\\d m away; the camera resolves objects within ${DEFAULT_SETTINGS.visionRangeM} m`,
      ),
    );
    expect(run.generator.requests[1]!.map.get("pump_1")!.attributes["description"]).not.toBe(PUMP);
    expect(run.report.record.inspections[0]!.ok).toBe(false);
  });

  it("fails with the vision model's reason when there is no line of sight", async () => {
    // A strip of forest across the world, between the viewpoint and a pump in range.
    const forest: EnuFeature = {
      properties: { layer: "surface", class: "forest" },
      polygon: rect(14, -1, 18, 61),
    };
    const run = await inspectFrom([12, 30], [20, 30], [forest]);

    expect(finished(run.events)[0]!.status).toBe("failed");
    expect(feedbackOf(run.events, "inspect(")).toMatch(/no line of sight to pump_1 from \(/);
    expect(run.report.record.inspections[0]!.ok).toBe(false);
  });

  it("closes in to about the approach distance when the viewpoint is far from the object", async () => {
    const { approachM } = DEFAULT_BEHAVIOR_SETTINGS.inspect;
    const at: Vec2 = [19, 30];
    const run = await inspectFrom([10, 30], at);

    expect(finished(run.events)[0]!.status).toBe("succeeded");
    const away = distanceM(lastPosition(run), at);
    expect(away).toBeLessThan(9);
    expect(away).toBeGreaterThan(approachM - 1.5);
    expect(away).toBeLessThanOrEqual(approachM + 1);
    // The robot faces the object when it asks.
    const heading = run.sim.pose().yawRad;
    const bearing = Math.atan2(at[1] - lastPosition(run)[1], at[0] - lastPosition(run)[0]);
    expect(
      Math.abs(Math.atan2(Math.sin(heading - bearing), Math.cos(heading - bearing))),
    ).toBeLessThan(0.2);
  });

  it("looks again from the viewpoint when closing in lost sight of the object", async () => {
    const at: Vec2 = [19, 30];
    const viewpoint: Vec2 = [10, 30];
    // Close in, the camera's view is cut (as by a van pulled in between); from the viewpoint it is clear.
    const blockedNear = (port: RobotPort): RobotPort =>
      new Proxy(port, {
        get(target, key, receiver) {
          if (key === "inspect")
            return async (object: string, query: string) => {
              const pose = target.pose();
              return distanceM([pose.x, pose.y], at) < 7
                ? fail(
                    `no line of sight to ${object} from (${pose.x.toFixed(1)}, ${pose.y.toFixed(1)})`,
                  )
                : target.inspect(object, query);
            };
          const value: unknown = Reflect.get(target, key, receiver);
          return typeof value === "function"
            ? (value as (...a: unknown[]) => unknown).bind(target)
            : value;
        },
      });
    const run = await inspectFrom(viewpoint, at, [], blockedNear);

    expect(finished(run.events)[0]!.status).toBe("succeeded");
    expect(feedbackOf(run.events, "inspect(")).toContain(`"${PUMP}"`);
    expect(distanceM(lastPosition(run), viewpoint)).toBeLessThan(2);
  });
});
