import { describe, expect, it } from "vitest";
import { SUITES, loadMissions } from "../../sim/eval/index.js";
import { loadWorldFile } from "../../sim/world/index.js";

const heldout4 = SUITES["heldout4"];

// Only that the fourth held-out suite's files load and are judged by structured expectations: how well the planner
// does on them is measured by `spine eval --suite heldout4` and recorded in sim/worlds/heldout4/README.md, never here.
describe("the heldout4 suite", () => {
  it("has fifteen missions on one world of its own, each with a verdict and at most one clarify", () => {
    expect(heldout4).toBeDefined();
    const missions = loadMissions(heldout4?.missions ?? []);
    if (!missions.ok) throw new Error(missions.error.join("\n"));
    expect(missions.value).toHaveLength(15);
    expect(new Set(missions.value.map((m) => m.worldName))).toEqual(new Set(["fen_sewage_works"]));
    for (const mission of missions.value) {
      expect(mission.expect?.verdict, mission.name).toBeDefined();
      expect(mission.expect?.maxClarify, mission.name).toBe(1);
      expect(mission.operatorAnswers.length, mission.name).toBeGreaterThan(0);
    }
  });

  it("is not part of the general or an earlier heldout suite", () => {
    const inFolder = (m: string) => m.includes("/worlds/heldout4/");
    expect(SUITES["general"]?.missions.some(inFolder)).toBe(false);
    expect(SUITES["heldout"]?.missions.some(inFolder)).toBe(false);
    expect(SUITES["heldout2"]?.missions.some(inFolder)).toBe(false);
    expect(SUITES["heldout3"]?.missions.some(inFolder)).toBe(false);
  });

  it("has a world that loads with no warnings", () => {
    const path = (heldout4?.missions[0] ?? "").replace(/[^/]+$/, "fen_sewage_works.world.geojson");
    const world = loadWorldFile(path);
    if (!world.ok) throw new Error(world.error.join("\n"));
    expect(world.value.warnings).toEqual([]);
  });

  it("names in every expectation are objects on the ground, so each mission has an answer to find", () => {
    const path = (heldout4?.missions[0] ?? "").replace(/[^/]+$/, "fen_sewage_works.world.geojson");
    const world = loadWorldFile(path);
    if (!world.ok) throw new Error(world.error.join("\n"));
    const onGround = new Set(
      world.value.features.filter((f) => f.layer === "object" && !f.onlyInPrior).map((f) => f.name),
    );
    const missions = loadMissions(heldout4?.missions ?? []);
    if (!missions.ok) throw new Error(missions.error.join("\n"));
    for (const mission of missions.value) {
      const verdict = (mission.expect?.verdict ?? {}) as Record<string, unknown>;
      const named = [
        ...(mission.expect?.inspected ?? []),
        ...(mission.expect?.visited ?? []).filter((v): v is string => typeof v === "string"),
        ...["found", "problems", "fine"].flatMap(
          (key) => (verdict[key] as string[] | undefined) ?? [],
        ),
      ];
      for (const name of named) expect(onGround.has(name), `${mission.name}: ${name}`).toBe(true);
    }
  });
});
