import { describe, expect, it } from "vitest";
import { SUITES, loadMissions } from "../../sim/eval/index.js";
import { parseMission, verdictChecks } from "../../sim/missions/index.js";
import { runWithRules } from "../planners/rules/helpers.js";

const general = SUITES["general"];

describe("the general suite", () => {
  it("has at least 30 missions over at least four worlds, each judged by structured expectations", () => {
    expect(general).toBeDefined();
    const missions = loadMissions(general?.missions ?? []);
    if (!missions.ok) throw new Error(missions.error.join("\n"));
    expect(missions.value.length).toBeGreaterThanOrEqual(30);
    expect(new Set(missions.value.map((m) => m.worldName)).size).toBeGreaterThanOrEqual(4);
    for (const mission of missions.value) {
      expect(mission.expect?.verdict, mission.name).toBeDefined();
      expect(mission.expect?.answer, mission.name).toBeUndefined();
      expect(mission.expect?.maxClarify, mission.name).toBe(1);
    }
  });

  it("leaves the paper suite as it was: the five paper missions", () => {
    expect(SUITES["paper"]?.missions).toHaveLength(5);
    expect(SUITES["paper"]?.missions.every((m) => !m.includes("/"))).toBe(true);
  });

  // Issue 12 asks for 80 %. Measured 43 of 50 (86 %); README "The offline planner" lists the misses.
  it("is solved in at least 80 % of its missions by the offline planner", async () => {
    const missions = general?.missions ?? [];
    const failed: string[] = [];
    for (const path of missions) {
      const run = await runWithRules(path);
      if (run.metrics.success !== true)
        failed.push(
          `${path.split("/").pop() ?? path}: ${run.evaluation.checks
            .filter((c) => !c.ok)
            .map((c) => c.detail)
            .join("; ")}`,
        );
    }
    const share = (missions.length - failed.length) / missions.length;
    console.log(`general suite: ${missions.length - failed.length}/${missions.length}`, failed);
    expect(share).toBeGreaterThanOrEqual(0.8);
  }, 600_000);
});

describe("verdict expectations", () => {
  it("hold when the answer's verdict says what is expected, and fail with a reason when not", () => {
    const expected = { route_open: false, problems: ["tank_2"], fine: ["tank_1"] };
    expect(
      verdictChecks(expected, { route_open: false, problems: ["tank_2"], fine: ["tank_1"] }).every(
        (c) => c.ok,
      ),
    ).toBe(true);
    const wrong = verdictChecks(expected, { route_open: true, problems: ["tank_1"], fine: [] });
    expect(wrong.filter((c) => !c.ok).map((c) => c.name)).toEqual([
      "verdict route_open",
      "verdict problems tank_2",
      "verdict fine tank_1",
    ]);
    expect(verdictChecks(expected, undefined).some((c) => c.ok)).toBe(false);
  });

  it("read found: [] as nothing found, and need a verdict to say so", () => {
    expect(verdictChecks({ found: [] }, { found: [] })[0]?.ok).toBe(true);
    expect(verdictChecks({ found: [] }, { found: ["helicopter_1"] })[0]?.ok).toBe(false);
    expect(verdictChecks({ found: [] }, undefined)[0]?.ok).toBe(false);
  });

  it("are parsed strictly from mission files, and old files without them still load", () => {
    const base = { world: "riverside", mission: "Find the ladder." };
    const old = parseMission(
      { ...base, expect: { answer: "ladder", inspected: [], visited: [] } },
      { source: "old.mission.json", baseDir: "." },
    );
    expect(old.ok).toBe(true);
    const good = parseMission(
      { ...base, expect: { inspected: [], visited: [], verdict: { found: ["ladder_1"] } } },
      { source: "new.mission.json", baseDir: "." },
    );
    expect(good.ok && good.value.expect?.verdict).toEqual({ found: ["ladder_1"] });
    const bad = parseMission(
      { ...base, expect: { verdict: { found: "ladder_1", routeOpen: true } } },
      { source: "bad.mission.json", baseDir: "." },
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.join("\n")).toMatch(/expect\.verdict/);
  });
});
