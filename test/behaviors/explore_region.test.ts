import { describe, expect, it } from "vitest";
import { DEFAULT_BEHAVIOR_SETTINGS } from "../../behaviors/index.js";
import type { Vec2 } from "../../src/geo/index.js";
import { isReachable } from "../../src/map/index.js";
import { enuWorld, rect } from "../fixtures/worlds/enuWorld.js";
import {
  feedbackOf,
  finished,
  firstVisit,
  oneStepAtATime,
  priorGraph,
  runLoop,
} from "../agent/helpers.js";

const { toleranceM, minNewRegionDistM } = DEFAULT_BEHAVIOR_SETTINGS.extend;

describe("explore_region", () => {
  it("adds regions in the open axis directions, reports the blocked one and the objects found", async () => {
    const center: Vec2 = [40, 30];
    const radius = 12;
    // A river 6 m north of the yard; a barrel, unknown to the prior, east of it.
    const world = enuWorld(
      [
        { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 80, 60) },
        { properties: { layer: "surface", class: "water" }, polygon: rect(-1, 36, 81, 61) },
        { properties: { layer: "object", class: "barrel", inPrior: false }, point: [52, 33] },
      ],
      { start: [10, 30] },
    );
    const prior = priorGraph({
      regions: { home: [10, 30], yard: center },
      edges: [["home", "yard"]],
      robot: "home",
    });
    const run = await runLoop(
      world,
      oneStepAtATime("set_labels([barrel])", `explore_region(yard, ${radius})`),
      { prior },
    );
    const feedback = feedbackOf(run.events, "explore_region(");
    const map = run.generator.requests.at(-1)!.map;
    const added = map.regionNames().filter((name) => name.startsWith("discovered_region_"));

    expect(finished(run.events)[1]!.status).toBe("succeeded");
    const goals: Record<string, Vec2> = {
      east: [center[0] + radius, center[1]],
      west: [center[0] - radius, center[1]],
      south: [center[0], center[1] - radius],
    };
    const tolerance = Math.min(toleranceM, radius / 3);
    for (const [direction, goal] of Object.entries(goals)) {
      expect(feedback).toContain(`${direction}: reached (${goal[0]}.0, ${goal[1]}.0)`);
      expect(firstVisit(run.trajectory, goal, tolerance), direction).toBeGreaterThanOrEqual(0);
      // A region marks the place: a new one, or a known one close by.
      expect(
        map.nearestRegions(goal, { maxDistanceM: tolerance + minNewRegionDistM }),
        direction,
      ).not.toEqual([]);
    }
    expect(added.length).toBeGreaterThan(0);
    expect(feedback).toMatch(
      /north: stopped at [^;]*: an obstacle at \([\d.]+, 3\d\.\d\)[^;]* blocks the way/,
    );
    for (const name of added) {
      expect(map.coordsOf(name)![1]).toBeLessThan(36);
      expect(isReachable(map, "yard", name)).toBe(true);
    }
    expect(feedback).toContain("newly detected objects: barrel_1.");
    expect(map.get("barrel_1")?.attributes["class"]).toBe("barrel");
    // The yard itself is captioned.
    expect(map.get("yard")!.attributes["description"]).toBe("field");
  });

  it("reports every direction blocked when the region is walled in", async () => {
    // A yard walled in on all sides, 5 m out: each direction gets a little way, then meets a wall.
    const walls = [
      rect(34, 24, 46, 25),
      rect(34, 35, 46, 36),
      rect(34, 24, 35, 36),
      rect(45, 24, 46, 36),
    ];
    const world = enuWorld(
      [
        { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 80, 60) },
        ...walls.map((polygon) => ({
          properties: { layer: "surface", class: "building" },
          polygon,
        })),
      ],
      { start: [40, 30] },
    );
    const prior = priorGraph({ regions: { yard: [40, 30] }, edges: [], robot: "yard" });
    const run = await runLoop(world, oneStepAtATime("explore_region(yard, 12)"), { prior });
    const feedback = feedbackOf(run.events, "explore_region(");

    for (const direction of ["east", "north", "west", "south"])
      expect(feedback).toMatch(new RegExp(`${direction}: stopped at [^;]*an obstacle at`));
    expect(feedback).not.toContain("reached");
    const map = run.generator.requests.at(-1)!.map;
    for (const name of map.regionNames().filter((n) => n.startsWith("discovered_region_"))) {
      const [x, y] = map.coordsOf(name)!;
      expect(x > 35 && x < 45 && y > 25 && y < 35, name).toBe(true);
    }
    expect(feedback).toContain("no new objects detected.");
  });
});
