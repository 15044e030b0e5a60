import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { SUITES, loadMissions } from "../../sim/eval/index.js";
import { loadWorldFile } from "../../sim/world/index.js";

/**
 * The checks every held-out suite gets: its files load and are judged by structured expectations. How well the
 * planner does on them is measured by `spine eval --suite <name>`, never in a test. Call inside a `describe`.
 */
export function heldoutSuiteChecks(options: {
  readonly suite: string;
  readonly world: string;
  /** The world as its generator writes it: the file on disk must be exactly that. */
  readonly generated?: () => unknown;
}): void {
  const { suite, world } = options;
  const missionPaths = (): readonly string[] => SUITES[suite]?.missions ?? [];
  const worldPath = (): string =>
    (missionPaths()[0] ?? "").replace(/[^/]+$/, `${world}.world.geojson`);

  const generated = options.generated;
  if (generated !== undefined)
    it("has the world file its generator writes", () => {
      const written: unknown = JSON.parse(readFileSync(worldPath(), "utf8"));
      expect(written).toEqual(JSON.parse(JSON.stringify(generated())));
    });

  it("has fifteen missions on one world of its own, each with a verdict and at most one clarify", () => {
    expect(SUITES[suite]).toBeDefined();
    const missions = loadMissions(missionPaths());
    if (!missions.ok) throw new Error(missions.error.join("\n"));
    expect(missions.value).toHaveLength(15);
    expect(new Set(missions.value.map((m) => m.worldName))).toEqual(new Set([world]));
    for (const mission of missions.value) {
      expect(mission.expect?.verdict, mission.name).toBeDefined();
      expect(mission.expect?.maxClarify, mission.name).toBe(1);
      expect(mission.operatorAnswers.length, mission.name).toBeGreaterThan(0);
    }
  });

  it("is not part of any other suite", () => {
    const inFolder = (m: string) => m.includes(`/worlds/${suite}/`);
    for (const [other, { missions }] of Object.entries(SUITES))
      if (other !== suite) expect(missions.some(inFolder), other).toBe(false);
  });

  it("has a world that loads with no warnings", () => {
    const loaded = loadWorldFile(worldPath());
    if (!loaded.ok) throw new Error(loaded.error.join("\n"));
    expect(loaded.value.warnings).toEqual([]);
  });

  it("names in every expectation are objects on the ground, so each mission has an answer to find", () => {
    const loaded = loadWorldFile(worldPath());
    if (!loaded.ok) throw new Error(loaded.error.join("\n"));
    const onGround = new Set(
      loaded.value.features
        .filter((f) => f.layer === "object" && !f.onlyInPrior)
        .map((f) => f.name),
    );
    const missions = loadMissions(missionPaths());
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
}
