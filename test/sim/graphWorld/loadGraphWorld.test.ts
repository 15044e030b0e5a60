import { describe, expect, it } from "vitest";
import { buildGraphWorld, loadGraphWorld } from "../../../sim/graphWorld/index.js";
import { lakeside, lakesideFull, lakesidePrior } from "./helpers.js";

const full = {
  regions: [
    { name: "a", coords: [0, 0], description: "road" },
    { name: "b", coords: [10, 0], description: "field" },
  ],
  objects: [{ name: "shed_1", coords: [10, 2], description: "shed" }],
  region_connections: [["a", "b"]],
  object_connections: [["shed_1", "b"]],
  robot_location: "a",
};

describe("loadGraphWorld", () => {
  it("loads a full + prior pair with the start from robot_location", () => {
    const world = lakeside();
    expect(world.name).toBe("lakeside");
    expect(world.source).toBe("lakeside.full.graph.json + lakeside.prior.graph.json");
    expect(world.start).toBe("parking_lot_1");
    expect(world.truth.regions).toHaveLength(15);
    expect(world.truth.objects).toHaveLength(6);
    expect(world.prior.regions).toHaveLength(12);
    expect(world.prior.robot_location).toBe("parking_lot_1");
    expect(world.warnings).toEqual([]);
  });

  it("derives the prior from dropFraction and seed, with descriptions hidden and the start kept", () => {
    const world = loadGraphWorld({ fullPath: lakesideFull, dropFraction: 0.3, seed: 7 });
    expect(world.ok).toBe(true);
    if (!world.ok) return;
    const priorNodes = [...world.value.prior.regions, ...world.value.prior.objects];
    expect(priorNodes).toHaveLength(21 - Math.round(0.3 * 20));
    expect(priorNodes.some((node) => node.name === "parking_lot_1")).toBe(true);
    expect(priorNodes.every((node) => node.description === undefined)).toBe(true);
    expect(world.value.source).toBe("lakeside.full.graph.json with 30% of nodes dropped (seed 7)");
    const again = loadGraphWorld({ fullPath: lakesideFull, dropFraction: 0.3, seed: 7 });
    expect(again.ok && again.value.prior).toEqual(world.value.prior);
  });

  it("names a missing file by its path", () => {
    const world = loadGraphWorld({ fullPath: lakesideFull, priorPath: "/nowhere/x.graph.json" });
    expect(world.ok).toBe(false);
    if (!world.ok)
      expect(world.error[0]).toMatch(/cannot read graph file \/nowhere\/x\.graph\.json/);
  });

  it("keeps the prior file's own start when the prior is given", () => {
    const world = loadGraphWorld({ fullPath: lakesideFull, priorPath: lakesidePrior });
    expect(world.ok && world.value.start).toBe("parking_lot_1");
  });
});

describe("buildGraphWorld", () => {
  const build = (prior: unknown, fullGraph: unknown = full) =>
    buildGraphWorld({
      full: fullGraph,
      fullSource: "t.full.graph.json",
      prior: { graph: prior, source: "t.prior.graph.json" },
    });

  it("rejects a prior node the truth does not have, naming both files", () => {
    const result = build({
      regions: [
        { name: "a", coords: [0, 0] },
        { name: "ghost", coords: [5, 5] },
      ],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toEqual([
        `t.prior.graph.json: region "ghost" is not in the full graph t.full.graph.json; a prior is a subset of the truth`,
      ]);
    }
  });

  it("rejects a prior node whose type differs from the truth", () => {
    const result = build({
      regions: [
        { name: "a", coords: [0, 0] },
        { name: "shed_1", coords: [1, 1] },
      ],
    });
    expect(!result.ok && result.error[0]).toMatch(
      /"shed_1" is a region here but an object in the full graph t\.full\.graph\.json/,
    );
  });

  it("warns about a prior edge the truth does not have: the robot will find it blocked", () => {
    const result = build({
      regions: [
        { name: "a", coords: [0, 0] },
        { name: "b", coords: [10, 0] },
      ],
      objects: [{ name: "shed_1", coords: [10, 2] }],
      object_connections: [["shed_1", "a"]],
    });
    expect(result.ok && result.value.warnings).toEqual([
      `t.prior.graph.json: edge ["shed_1", "a"] is not in the full graph; the robot will find it blocked`,
    ]);
  });

  it("needs a start, agreeing between the two graphs, present in the prior", () => {
    const { robot_location: _, ...noStart } = full;
    expect(build({ regions: [{ name: "a", coords: [0, 0] }] }, noStart)).toMatchObject({
      ok: false,
      error: [expect.stringMatching(/needs a start/)],
    });
    expect(build({ regions: [{ name: "b", coords: [10, 0] }], robot_location: "b" })).toMatchObject(
      {
        ok: false,
        error: [expect.stringMatching(/robot_location "b" differs from the full graph's "a"/)],
      },
    );
    expect(build({ regions: [{ name: "b", coords: [10, 0] }] })).toMatchObject({
      ok: false,
      error: [expect.stringMatching(/the start region "a" must be in the prior/)],
    });
  });

  it("reports graph errors prefixed with the file", () => {
    const result = build({ regions: "nope" });
    expect(!result.ok && result.error[0]).toMatch(
      /^t\.prior\.graph\.json: regions must be an array of nodes, got "nope"/,
    );
  });

  it("rejects a bad dropFraction and seed", () => {
    const result = buildGraphWorld({
      full,
      fullSource: "t.full.graph.json",
      prior: { dropFraction: 2, seed: 0.5 },
    });
    expect(!result.ok && result.error).toEqual([
      "dropFraction must be a number in [0, 1], got 2",
      "seed must be an integer, got 0.5",
    ]);
  });
});
