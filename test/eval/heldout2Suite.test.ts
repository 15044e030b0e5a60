import { describe, expect, it } from "vitest";
import { SUITES, loadMissions } from "../../sim/eval/index.js";
import { loadWorldFile } from "../../sim/world/index.js";

const heldout2 = SUITES["heldout2"];

// Only that the second held-out suite's files load and are judged by structured expectations: how well the planner
// does on them is measured by `spine eval --suite heldout2` and read in docs/eval/heldout2/analysis.md, never here.
describe("the heldout2 suite", () => {
  it("has fifteen missions on one world of its own, each with a verdict and at most one clarify", () => {
    expect(heldout2).toBeDefined();
    const missions = loadMissions(heldout2?.missions ?? []);
    if (!missions.ok) throw new Error(missions.error.join("\n"));
    expect(missions.value).toHaveLength(15);
    expect(new Set(missions.value.map((m) => m.worldName))).toEqual(new Set(["hill_winery"]));
    for (const mission of missions.value) {
      expect(mission.expect?.verdict, mission.name).toBeDefined();
      expect(mission.expect?.maxClarify, mission.name).toBe(1);
      expect(mission.operatorAnswers.length, mission.name).toBeGreaterThan(0);
    }
  });

  it("is not part of the general or the first heldout suite", () => {
    const inFolder = (m: string) => m.includes("/worlds/heldout2/");
    expect(SUITES["general"]?.missions.some(inFolder)).toBe(false);
    expect(SUITES["heldout"]?.missions.some(inFolder)).toBe(false);
  });

  it("has a world that loads with no warnings", () => {
    const path = (heldout2?.missions[0] ?? "").replace(/[^/]+$/, "hill_winery.world.geojson");
    const world = loadWorldFile(path);
    if (!world.ok) throw new Error(world.error.join("\n"));
    expect(world.value.warnings).toEqual([]);
  });
});
