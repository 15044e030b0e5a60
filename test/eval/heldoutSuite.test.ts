import { describe, expect, it } from "vitest";
import { SUITES, loadMissions } from "../../sim/eval/index.js";
import { loadWorldFile } from "../../sim/world/index.js";

const heldout = SUITES["heldout"];

// Only that the held-out files load and are judged by structured expectations: how well the planner does on them
// is measured by `spine eval --suite heldout` and read in docs/eval/heldout/analysis.md, never asserted here.
describe("the heldout suite", () => {
  it("has fifteen missions on one world of its own, each with a verdict and at most one clarify", () => {
    expect(heldout).toBeDefined();
    const missions = loadMissions(heldout?.missions ?? []);
    if (!missions.ok) throw new Error(missions.error.join("\n"));
    expect(missions.value).toHaveLength(15);
    expect(new Set(missions.value.map((m) => m.worldName))).toEqual(new Set(["rail_depot"]));
    for (const mission of missions.value) {
      expect(mission.expect?.verdict, mission.name).toBeDefined();
      expect(mission.expect?.maxClarify, mission.name).toBe(1);
      expect(mission.operatorAnswers.length, mission.name).toBeGreaterThan(0);
    }
  });

  it("is not part of the general suite", () => {
    expect(SUITES["general"]?.missions.some((m) => m.includes("/worlds/heldout/"))).toBe(false);
  });

  it("has a world that loads with no warnings", () => {
    const path = (heldout?.missions[0] ?? "").replace(/[^/]+$/, "rail_depot.world.geojson");
    const world = loadWorldFile(path);
    if (!world.ok) throw new Error(world.error.join("\n"));
    expect(world.value.warnings).toEqual([]);
  });
});
