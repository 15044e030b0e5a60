import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUITES, loadMissions } from "../../sim/eval/index.js";
import { loadWorldFile } from "../../sim/world/index.js";
import { worldJson } from "../../sim/worlds/src/enuWorldFile.js";
import {
  WHINMOOR_GOLF_HEADER,
  whinmoorGolfFeatures,
} from "../fixtures/worlds/makeWhinmoorGolfWorld.js";

const heldout5 = SUITES["heldout5"];

// Only that the fifth held-out suite's files load and are judged by structured expectations: how well the planner
// does on them is measured by `spine eval --suite heldout5` and recorded in sim/worlds/heldout5/README.md, never here.
describe("the heldout5 suite", () => {
  it("has fifteen missions on one world of its own, each with a verdict and at most one clarify", () => {
    expect(heldout5).toBeDefined();
    const missions = loadMissions(heldout5?.missions ?? []);
    if (!missions.ok) throw new Error(missions.error.join("\n"));
    expect(missions.value).toHaveLength(15);
    expect(new Set(missions.value.map((m) => m.worldName))).toEqual(new Set(["whinmoor_golf"]));
    for (const mission of missions.value) {
      expect(mission.expect?.verdict, mission.name).toBeDefined();
      expect(mission.expect?.maxClarify, mission.name).toBe(1);
      expect(mission.operatorAnswers.length, mission.name).toBeGreaterThan(0);
    }
  });

  it("is not part of the general or an earlier heldout suite", () => {
    const inFolder = (m: string) => m.includes("/worlds/heldout5/");
    expect(SUITES["general"]?.missions.some(inFolder)).toBe(false);
    expect(SUITES["heldout"]?.missions.some(inFolder)).toBe(false);
    expect(SUITES["heldout2"]?.missions.some(inFolder)).toBe(false);
    expect(SUITES["heldout3"]?.missions.some(inFolder)).toBe(false);
    expect(SUITES["heldout4"]?.missions.some(inFolder)).toBe(false);
  });

  it("has a world that loads with no warnings", () => {
    const path = (heldout5?.missions[0] ?? "").replace(/[^/]+$/, "whinmoor_golf.world.geojson");
    const world = loadWorldFile(path);
    if (!world.ok) throw new Error(world.error.join("\n"));
    expect(world.value.warnings).toEqual([]);
  });

  it("has the world file its generator writes", () => {
    const path = (heldout5?.missions[0] ?? "").replace(/[^/]+$/, "whinmoor_golf.world.geojson");
    const written: unknown = JSON.parse(readFileSync(path, "utf8"));
    expect(written).toEqual(
      JSON.parse(JSON.stringify(worldJson(WHINMOOR_GOLF_HEADER, whinmoorGolfFeatures()))),
    );
  });

  it("names in every expectation are objects on the ground, so each mission has an answer to find", () => {
    const path = (heldout5?.missions[0] ?? "").replace(/[^/]+$/, "whinmoor_golf.world.geojson");
    const world = loadWorldFile(path);
    if (!world.ok) throw new Error(world.error.join("\n"));
    const onGround = new Set(
      world.value.features.filter((f) => f.layer === "object" && !f.onlyInPrior).map((f) => f.name),
    );
    const missions = loadMissions(heldout5?.missions ?? []);
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
