import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadMissionFile, parseMission } from "../../../sim/missions/index.js";
import { packageRoot } from "../../../src/config/index.js";
import {
  errorsOf,
  graphsDir,
  lakesideWorld,
  missionsDir,
  parse,
  parsed,
  worldsDir,
} from "./helpers.js";

describe("loadMissionFile", () => {
  it("reads every field of a graph-world mission", () => {
    const mission = loadMissionFile(join(missionsDir, "lakeside.mission.json"));
    expect(mission).toEqual({
      ok: true,
      value: {
        name: "lakeside",
        source: "lakeside.mission.json",
        world: {
          kind: "graph",
          fullPath: join(graphsDir, "lakeside.full.graph.json"),
          priorPath: join(graphsDir, "lakeside.prior.graph.json"),
        },
        worldName: "lakeside",
        mission: "The radio link from the lake has gone quiet. Find out why.",
        operatorAnswers: ["the radio tower on the hill east of the trails"],
        expect: {
          answer: "damag|snapped|broken",
          inspected: ["radio_tower_1"],
          visited: ["clearing_1"],
          maxClarify: 1,
        },
        explicit: [
          "go to trail_1",
          "extend the map toward (140, 45)",
          "inspect radio_tower_1 for damage",
          "report",
        ],
        limits: { maxIterations: 30, maxSimSeconds: 3600 },
        warnings: [],
      },
    });
  });

  it("reads a graph world given as full + dropFraction + seed", () => {
    const mission = loadMissionFile(join(missionsDir, "lakeside-dropped.mission.json"));
    expect(mission.ok && mission.value.world).toEqual({
      kind: "graph",
      fullPath: join(graphsDir, "lakeside.full.graph.json"),
      dropFraction: 0.3,
      seed: 7,
    });
    expect(mission.ok && mission.value.operatorAnswers).toEqual([]);
    expect(mission.ok && mission.value.limits).toEqual({ maxIterations: 20 });
  });

  it("resolves a geojson world relative to the mission file and reads start and [lon, lat] visits", () => {
    const mission = loadMissionFile(join(missionsDir, "crossing.mission.json"));
    expect(mission.ok).toBe(true);
    if (!mission.ok) return;
    expect(mission.value.world).toEqual({
      kind: "geojson",
      path: join(worldsDir, "crossing.world.geojson"),
    });
    expect(mission.value.worldName).toBe("crossing");
    expect(mission.value.start).toEqual([-75.1999532, 39.9503603]);
    expect(mission.value.expect?.visited).toEqual([[-75.1995, 39.9505]]);
    expect(mission.value.explicit).toEqual([]);
  });

  it("names an unreadable file and bad JSON by path", () => {
    expect(loadMissionFile("/nowhere/x.mission.json")).toMatchObject({
      ok: false,
      error: [expect.stringMatching(/^cannot read mission file \/nowhere\/x\.mission\.json/)],
    });
    const dir = mkdtempSync(join(tmpdir(), "spine-mission-"));
    const path = join(dir, "bad.mission.json");
    writeFileSync(path, "{ not json");
    expect(loadMissionFile(path)).toMatchObject({
      ok: false,
      error: [expect.stringContaining(`mission file ${path} is not valid JSON`)],
    });
  });
});

describe("parseMission worlds", () => {
  it("resolves a built-in world by name", () => {
    const mission = parsed({ world: "crossing", mission: "go" });
    expect(mission.world).toEqual({
      kind: "geojson",
      path: join(worldsDir, "crossing.world.geojson"),
    });
    expect(mission.worldName).toBe("crossing");
    const byFileName = parsed({ world: "crossing.world.geojson", mission: "go" });
    expect(byFileName.world).toEqual(mission.world);
  });

  it("prefers a file next to the mission over a built-in of the same name", () => {
    const here = parse({ world: "crossing.world.geojson", mission: "go" }, { baseDir: worldsDir });
    expect(here.ok && here.value.world).toEqual({
      kind: "geojson",
      path: join(worldsDir, "crossing.world.geojson"),
    });
  });

  it("looks for built-in worlds in sim/worlds under the package root by default", () => {
    const result = parseMission(
      { world: "atlantis", mission: "go" },
      { source: "t.mission.json", baseDir: missionsDir },
    );
    expect(!result.ok && result.error[0]).toContain(join(packageRoot(), "sim", "worlds"));
  });

  it("rejects an unknown world, saying where it looked and what exists", () => {
    expect(errorsOf({ world: "atlantis", mission: "go" })).toEqual([
      `t.mission.json: world: "atlantis" is neither a file relative to the mission (looked for ${join(missionsDir, "atlantis")}) nor a built-in world in ${worldsDir} (available: crossing, harbor)`,
    ]);
    expect(errorsOf({ world: "../maps/x.world.geojson", mission: "go" })).toEqual([
      `t.mission.json: world: "../maps/x.world.geojson" is neither a file relative to the mission (looked for ${join(missionsDir, "../maps/x.world.geojson")})`,
    ]);
  });

  it("rejects a missing or mistyped world", () => {
    expect(errorsOf({ mission: "go" })[0]).toMatch(
      /^t\.mission\.json: world: \(required\) must name the world/,
    );
    expect(errorsOf({ world: 3, mission: "go" })).toEqual([
      "t.mission.json: world: must be a world file path, a built-in world name or a graph world object, got 3",
    ]);
  });

  it("explains how to name a graph world when given a bare graph file", () => {
    expect(errorsOf({ world: "../graphs/lakeside.full.graph.json", mission: "go" })[0]).toMatch(
      /world: "\.\.\/graphs\/lakeside\.full\.graph\.json" is a graph file; name a graph world as \{"full"/,
    );
  });

  it("checks the graph-world forms: files exist, prior xor dropFraction, seed with dropFraction", () => {
    expect(
      errorsOf({
        world: { full: "../graphs/nope.graph.json", prior: lakesideWorld.prior },
        mission: "go",
      }),
    ).toEqual([
      `t.mission.json: world.full: cannot find "../graphs/nope.graph.json" (looked for ${join(graphsDir, "nope.graph.json")})`,
    ]);
    expect(errorsOf({ world: { prior: lakesideWorld.prior }, mission: "go" })[0]).toMatch(
      /world\.full: \(required\) must be the full graph's path/,
    );
    expect(
      errorsOf({ world: { ...lakesideWorld, dropFraction: 0.2, seed: 1 }, mission: "go" }),
    ).toEqual([`t.mission.json: world: give either "prior" or "dropFraction" + "seed", not both`]);
    expect(errorsOf({ world: { full: lakesideWorld.full }, mission: "go" })[0]).toMatch(
      /world: a graph world needs "prior" or "dropFraction" \+ "seed"/,
    );
    expect(
      errorsOf({ world: { full: lakesideWorld.full, dropFraction: 0.2 }, mission: "go" }),
    ).toEqual([
      "t.mission.json: world.seed: (required with dropFraction) must be an integer ≥ 0, got nothing",
    ]);
    expect(
      errorsOf({ world: { full: lakesideWorld.full, dropFraction: 1.5, seed: 2 }, mission: "go" }),
    ).toEqual([
      "t.mission.json: world.dropFraction: must be the share of non-start nodes to drop, between 0 and 1, got 1.5",
    ]);
    expect(
      errorsOf({
        world: { full: lakesideWorld.full, dropFraction: 0.5, seed: "x" },
        mission: "go",
      }),
    ).toEqual([`t.mission.json: world.seed: must be the random seed: an integer ≥ 0, got "x"`]);
  });

  it("rejects [lon, lat] visits and a start in a graph world, which has no geographic frame", () => {
    const errors = errorsOf({
      world: lakesideWorld,
      mission: "go",
      start: [-75.2, 39.95],
      expect: { visited: ["dock_1", [-75.2, 39.95]] },
    });
    expect(errors).toEqual([
      "t.mission.json: start: a graph world has no geographic frame; the robot starts at the graph's robot_location",
      "t.mission.json: expect.visited[1]: a graph world has no geographic frame, so [lon, lat] points cannot be checked; name a region or object instead, got the array [-75.2,39.95]",
    ]);
  });
});

describe("parseMission fields", () => {
  it("passes the mission text on unchanged", () => {
    const text = "  Communications are down.\nWhy?  ";
    expect(parsed({ world: "crossing", mission: text }).mission).toBe(text);
  });

  it("rejects a missing or empty mission", () => {
    expect(errorsOf({ world: "crossing" })).toEqual([
      "t.mission.json: mission: (required) must be the operator's words (a string), got nothing",
    ]);
    expect(errorsOf({ world: "crossing", mission: 42 })).toEqual([
      "t.mission.json: mission: must be the operator's words (a non-empty string), got 42",
    ]);
  });

  it("rejects an answer pattern that is not a regular expression", () => {
    const [error] = errorsOf({ world: "crossing", mission: "go", expect: { answer: "tower(" } });
    expect(error).toMatch(
      /^t\.mission\.json: expect\.answer: must be a valid regular expression, got "tower\(" \(/,
    );
  });

  it("rejects wrong types with the field path and what was expected", () => {
    const errors = errorsOf({
      world: "crossing",
      mission: "go",
      start: "here",
      operator: { answers: ["yes", 2] },
      expect: { inspected: "tower_1", visited: [3], maxClarify: -1 },
      explicit: "do it",
      limits: { maxIterations: 2.5, maxSimSeconds: 0 },
    });
    expect(errors).toEqual([
      `t.mission.json: start: must be [lon, lat] in degrees, got "here"`,
      "t.mission.json: operator.answers[1]: must be a reply to clarify (a string), got 2",
      `t.mission.json: expect.inspected: must be an array of object names (strings), got "tower_1"`,
      "t.mission.json: expect.visited[0]: must be an object name or a [lon, lat] point, got 3",
      "t.mission.json: expect.maxClarify: must be the most clarify prompts allowed: an integer ≥ 0, got -1",
      `t.mission.json: explicit: must be an array of instructions (strings), got "do it"`,
      "t.mission.json: limits.maxIterations: must be the most planner iterations: an integer ≥ 1, got 2.5",
      "t.mission.json: limits.maxSimSeconds: must be the most simulated seconds: a number > 0, got 0",
    ]);
    expect(errorsOf({ world: "crossing", mission: "go", operator: ["yes"] })[0]).toMatch(
      /^t\.mission\.json: operator: must be an object like \{"answers": \["…"\]\}, got the array/,
    );
  });

  it("reads the shape with the mission schema: a wrong field inside a world object or a point is named", () => {
    expect(
      errorsOf({ world: { full: 3, prior: "p.graph.json" }, mission: " ", start: [200, 0] }),
    ).toEqual([
      "t.mission.json: world.full: must be a graph file path relative to the mission file, got 3",
      `t.mission.json: mission: must be the operator's words (a non-empty string), got " "`,
      "t.mission.json: start[0]: must be a longitude in degrees, within ±180, got 200",
    ]);
    // A field of the wrong shape skips only its own further checks: the unknown world is still reported.
    expect(errorsOf({ world: "atlantis", mission: "go", limits: { maxIterations: 0 } })).toEqual([
      "t.mission.json: limits.maxIterations: must be the most planner iterations: an integer ≥ 1, got 0",
      expect.stringMatching(/^t\.mission\.json: world: "atlantis" is neither a file/),
    ]);
  });

  it("rejects a file that is not an object", () => {
    expect(errorsOf([1, 2])[0]).toMatch(
      /^t\.mission\.json: a mission file must be a JSON object like/,
    );
  });

  it("ignores unknown fields with a warning naming them", () => {
    const mission = parsed({
      world: "crossing",
      mission: "go",
      difficulty: "hard",
      operator: { answers: [], mood: "calm" },
      expect: { answer: "x", bonus: 1 },
      limits: { maxTokens: 5 },
    });
    expect(mission.warnings).toEqual([
      "t.mission.json: difficulty: unknown field ignored",
      "t.mission.json: operator.mood: unknown field ignored",
      "t.mission.json: expect.bonus: unknown field ignored",
      "t.mission.json: limits.maxTokens: unknown field ignored",
    ]);
    expect(mission.expect).toEqual({ answer: "x", inspected: [], visited: [] });
  });

  it("leaves expect out when the file has none", () => {
    expect(parsed({ world: "crossing", mission: "go" }).expect).toBeUndefined();
  });
});
