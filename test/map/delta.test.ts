import { describe, expect, it } from "vitest";
import {
  applyDelta,
  GraphSync,
  hasChanges,
  parseGraphMessage,
  serializeForPlanner,
  type GraphDelta,
  type SemanticMap,
} from "../../src/map/index.js";
import { sketchMap } from "../fixtures/maps.js";

/** road_1 — road_2 — field_1, shed_1 seen from field_1, truck_1 from road_2; robot on road_1. */
function village(): SemanticMap {
  return sketchMap({
    nodes: {
      road_1: { at: [0, 0], attributes: { description: "paved road" } },
      road_2: { at: [10, 0], attributes: { description: "paved road" } },
      field_1: { at: [20, 5], attributes: { description: "grass field", status: "dry" } },
      shed_1: { type: "object", at: [22, 8], attributes: { description: "wooden shed" } },
      truck_1: { type: "object", at: [11, 1] },
    },
    edges: [
      ["road_1", "road_2"],
      ["road_2", "field_1"],
      ["shed_1", "field_1"],
      ["truck_1", "road_2"],
    ],
    robot: "road_1",
  });
}

function deltaOf(input: unknown): GraphDelta {
  const parsed = parseGraphMessage(input);
  if (!parsed.ok) throw new Error(parsed.error);
  if (parsed.value.kind !== "delta") throw new Error("expected a delta");
  return parsed.value.delta;
}

function rejection(input: unknown): string {
  const parsed = parseGraphMessage(input);
  if (parsed.ok) throw new Error("expected the message to be rejected");
  return parsed.error;
}

describe("parseGraphMessage", () => {
  it("reads a delta from JSON text with every list, lenient coords included", () => {
    const delta = deltaOf(
      JSON.stringify({
        seq: 42,
        stamp: 1732200000.5,
        add_nodes: [
          {
            name: "discovered_region_3",
            type: "region",
            coords: "[12.3, -4.0]",
            attributes: { description: "gravel road" },
          },
        ],
        update_nodes: [
          { name: "shed_1", attributes: { description: "rusted" }, coords: ["1", "2"] },
        ],
        remove_nodes: ["road_7"],
        add_edges: [["discovered_region_3", "road_2"]],
        remove_edges: [["road_3", "bridge_1"]],
        robot_location: "discovered_region_3",
      }),
    );
    expect(delta).toEqual({
      seq: 42,
      stamp: 1732200000.5,
      add_nodes: [
        {
          name: "discovered_region_3",
          type: "region",
          coords: [12.3, -4],
          attributes: { description: "gravel road" },
        },
      ],
      update_nodes: [{ name: "shed_1", attributes: { description: "rusted" }, coords: [1, 2] }],
      remove_nodes: ["road_7"],
      add_edges: [["discovered_region_3", "road_2"]],
      remove_edges: [["road_3", "bridge_1"]],
      robot_location: "discovered_region_3",
    });
  });

  it("accepts a delta with only seq, and seq 0", () => {
    expect(deltaOf({ seq: 0 })).toEqual({ seq: 0 });
  });

  it("warns about unknown keys without rejecting the delta", () => {
    const parsed = parseGraphMessage({ seq: 3, source: "lidar" });
    expect(parsed.ok && parsed.value.warnings).toEqual([expect.stringContaining('"source"')]);
  });

  it("reads {seq, snapshot} as a snapshot message", () => {
    const parsed = parseGraphMessage({
      seq: 7,
      snapshot: { regions: [{ name: "a", coords: "[1, 2]" }], current_location: "a" },
    });
    expect(parsed.ok && parsed.value.kind).toBe("snapshot");
    if (parsed.ok && parsed.value.kind === "snapshot") {
      expect(parsed.value.snapshot.seq).toBe(7);
      expect(parsed.value.snapshot.snapshot.regions).toEqual([{ name: "a", coords: [1, 2] }]);
      expect(parsed.value.snapshot.snapshot.robot_location).toBe("a");
    }
  });

  it("rejects text that is not JSON", () => {
    expect(rejection('{"seq": 1, add_nodes: []')).toMatch(/not valid JSON/);
  });

  it("rejects a message that is not a JSON object", () => {
    for (const input of [null, 5, [{ seq: 1 }], "[1, 2]", true]) {
      expect(rejection(input)).toMatch(/must be a JSON object/);
    }
  });

  it("rejects a missing, negative, fractional or textual seq", () => {
    for (const seq of [undefined, -1, 1.5, "3", null]) {
      expect(rejection({ seq, add_nodes: [] })).toMatch(/"seq" must be a non-negative integer/);
    }
  });

  it("rejects a non-numeric stamp", () => {
    expect(rejection({ seq: 1, stamp: "noon" })).toMatch(/"stamp" must be a number/);
  });

  it("rejects add_nodes that is not an array", () => {
    expect(rejection({ seq: 4, add_nodes: { name: "a" } })).toMatch(
      /seq 4: "add_nodes" must be an array/,
    );
  });

  it("rejects a node with a bad type and names the node", () => {
    const error = rejection({
      seq: 4,
      add_nodes: [{ name: "barn_1", type: "building", coords: [0, 0] }],
    });
    expect(error).toContain('"add_nodes"[0] ("barn_1").type must be "region" or "object"');
  });

  it("rejects a node with bad coords and names the node", () => {
    expect(
      rejection({ seq: 4, add_nodes: [{ name: "barn_1", type: "region", coords: "[1, ]" }] }),
    ).toContain('("barn_1")');
    expect(
      rejection({ seq: 4, update_nodes: [{ name: "shed_1", coords: [1, "east"] }] }),
    ).toContain('"update_nodes"[0] ("shed_1")');
  });

  it("rejects malformed items in every list", () => {
    const bad: Record<string, unknown>[] = [
      { add_nodes: [{ type: "region", coords: [0, 0] }] },
      { add_nodes: [{ name: "a", type: "region", coords: [0, 0], attributes: "big" }] },
      { update_nodes: ["shed_1"] },
      { update_nodes: [{ name: "shed_1", attributes: [1] }] },
      { remove_nodes: [7] },
      { remove_nodes: "road_1" },
      { add_edges: [["a"]] },
      { add_edges: [["a", 2]] },
      { remove_edges: ["a", "b"] },
      { robot_location: 3 },
      { snapshot: { regions: "none" } },
    ];
    for (const fields of bad) expect(parseGraphMessage({ seq: 1, ...fields }).ok).toBe(false);
  });
});

describe("a delta rejected as a whole", () => {
  const invalid: [string, unknown][] = [
    ["bad JSON text", '{"seq": 2, "add_nodes": [}'],
    ["a non-object", ["road_1"]],
    ["a missing seq", { add_nodes: [{ name: "x", type: "region", coords: [0, 0] }] }],
    ["a negative seq", { seq: -2, remove_nodes: ["road_1"] }],
    ["add_nodes that is not an array", { seq: 2, add_nodes: "x" }],
    [
      "a node with a bad type after a good node",
      {
        seq: 2,
        add_nodes: [
          { name: "x", type: "region", coords: [0, 0] },
          { name: "y", type: "tree", coords: [0, 0] },
        ],
        remove_nodes: ["road_1"],
      },
    ],
    [
      "a node with bad coords after good edits",
      {
        seq: 2,
        remove_edges: [["road_1", "road_2"]],
        add_nodes: [{ name: "y", type: "region", coords: [0, "x"] }],
        robot_location: "road_2",
      },
    ],
  ];

  for (const [what, input] of invalid) {
    it(`changes nothing when it has ${what}`, () => {
      const map = village();
      const sync = new GraphSync(map);
      sync.receive({ seq: 1 });
      const before = serializeForPlanner(map);
      const revision = map.revision;
      const events = sync.receive(input);
      expect(events).toEqual([{ kind: "rejected", error: expect.any(String) as string }]);
      expect(serializeForPlanner(map)).toBe(before);
      expect(map.revision).toBe(revision);
      expect(sync.lastSeq).toBe(1);
    });
  }
});

describe("applyDelta", () => {
  it("skips and reports each invalid item while the rest of the delta applies", () => {
    const map = village();
    const report = applyDelta(
      map,
      deltaOf({
        seq: 5,
        remove_edges: [
          ["road_1", "field_1"],
          ["road_1", "road_2"],
        ],
        remove_nodes: ["ghost_9"],
        add_nodes: [
          { name: "road_1", type: "region", coords: [50, 50] },
          {
            name: "road_3",
            type: "region",
            coords: [30, 0],
            attributes: { description: "dirt road" },
          },
        ],
        update_nodes: [
          { name: "nobody", attributes: { x: 1 } },
          { name: "shed_1", attributes: { description: "shed, roof caved in" } },
        ],
        add_edges: [
          ["road_2", "nowhere"],
          ["shed_1", "truck_1"],
          ["road_3", "road_3"],
          ["field_1", "road_3"],
        ],
        robot_location: "shed_1",
      }),
    );
    expect(report.seq).toBe(5);
    expect(report.skipped.map((s) => s.item)).toEqual([
      'remove_edges ["road_1", "field_1"]',
      'remove_nodes "ghost_9"',
      'add_nodes "road_1"',
      'update_nodes "nobody"',
      'add_edges ["road_2", "nowhere"]',
      'add_edges ["shed_1", "truck_1"]',
      'add_edges ["road_3", "road_3"]',
      'robot_location "shed_1"',
    ]);
    expect(report.skipped.map((s) => s.reason)).toEqual([
      expect.stringContaining("no edge"),
      expect.stringContaining("does not exist"),
      expect.stringContaining("already exists"),
      expect.stringContaining("does not exist"),
      expect.stringContaining('unknown node "nowhere"'),
      expect.stringContaining("two objects"),
      expect.stringContaining("itself"),
      expect.stringContaining("is an object"),
    ]);
    expect(report.applied).toEqual({
      addedNodes: [
        {
          name: "road_3",
          type: "region",
          coords: [30, 0],
          attributes: { description: "dirt road" },
        },
      ],
      updatedNodes: [{ name: "shed_1", attributes: { description: "shed, roof caved in" } }],
      removedNodes: [],
      addedEdges: [["field_1", "road_3"]],
      removedEdges: [["road_1", "road_2"]],
    });
    // The valid items took effect; the skipped ones did not.
    expect(map.hasEdge("road_1", "road_2")).toBe(false);
    expect(map.hasEdge("road_3", "field_1")).toBe(true);
    expect(map.coordsOf("road_1")).toEqual([0, 0]);
    expect(map.get("shed_1")?.attributes["description"]).toBe("shed, roof caved in");
    expect(map.has("nowhere")).toBe(false);
    expect(map.robotLocation).toBe("road_1");
  });

  it("removes edges before nodes, so a delta can remove a node together with its listed edges", () => {
    const map = village();
    const report = applyDelta(map, {
      seq: 1,
      remove_edges: [["field_1", "road_2"]],
      remove_nodes: ["field_1"],
    });
    expect(report.skipped).toEqual([]);
    expect(report.applied.removedEdges).toEqual([["field_1", "road_2"]]);
    expect(report.applied.removedNodes).toEqual(["field_1"]);
  });

  it("replaces a node removed and re-added under the same name in one delta", () => {
    const map = village();
    const report = applyDelta(map, {
      seq: 1,
      remove_nodes: ["field_1"],
      add_nodes: [
        {
          name: "field_1",
          type: "region",
          coords: [25, 9],
          attributes: { description: "flooded" },
        },
      ],
      add_edges: [["field_1", "road_1"]],
    });
    expect(report.skipped).toEqual([]);
    expect(map.get("field_1")).toEqual({
      name: "field_1",
      type: "region",
      coords: [25, 9],
      attributes: { description: "flooded" },
    });
    // The old node's edges went with it; only the listed edge is back.
    expect(map.neighbors("field_1").sort()).toEqual(["road_1"]);
    expect(map.regionsOfObject("shed_1")).toEqual([]);
  });

  it("can turn a region into an object by removing and re-adding it", () => {
    const map = village();
    const report = applyDelta(map, {
      seq: 1,
      remove_nodes: ["field_1"],
      add_nodes: [{ name: "field_1", type: "object", coords: [20, 5] }],
      add_edges: [["road_2", "field_1"]],
    });
    expect(report.skipped).toEqual([]);
    expect(map.isObject("field_1")).toBe(true);
    expect(map.edges("object")).toContainEqual(["field_1", "road_2"]);
  });

  it("adds nodes before updating them, connecting them and moving the robot onto them", () => {
    const map = village();
    const report = applyDelta(map, {
      seq: 1,
      robot_location: "road_3",
      add_edges: [
        ["road_2", "road_3"],
        ["road_3", "cabin_1"],
      ],
      update_nodes: [{ name: "road_3", attributes: { status: "muddy" } }],
      add_nodes: [
        { name: "road_3", type: "region", coords: [10, 10] },
        { name: "cabin_1", type: "object", coords: [12, 12] },
      ],
    });
    expect(report.skipped).toEqual([]);
    expect(map.get("road_3")?.attributes).toEqual({ status: "muddy" });
    expect(map.regionsOfObject("cabin_1")).toEqual(["road_3"]);
    expect(map.robotLocation).toBe("road_3");
    expect(report.applied.robotLocation).toBe("road_3");
  });

  it("deletes an attribute given as null and merges the others", () => {
    const map = village();
    const report = applyDelta(
      map,
      deltaOf(
        '{"seq": 1, "update_nodes": [{"name": "field_1", "attributes": {"status": null, "crop": "corn"}}]}',
      ),
    );
    expect(report.skipped).toEqual([]);
    expect(map.get("field_1")?.attributes).toEqual({ description: "grass field", crop: "corn" });
    expect(report.applied.updatedNodes).toEqual([
      { name: "field_1", attributes: { status: null, crop: "corn" } },
    ]);
  });

  it("moves a region given new coords, and nearest-region queries follow it", () => {
    const map = village();
    applyDelta(map, { seq: 1, update_nodes: [{ name: "field_1", coords: [-30, 0] }] });
    expect(map.coordsOf("field_1")).toEqual([-30, 0]);
    expect(map.nearestRegions([-29, 0])).toEqual(["field_1"]);
    expect(map.nearestRegions([21, 5])).toEqual(["road_2"]);
  });

  it("moves the robot to the nearest remaining region when its region is removed", () => {
    // road_2 is connected but far; yard_1 is unconnected but nearest.
    const map = sketchMap({
      nodes: { road_1: [0, 0], road_2: [30, 0], yard_1: [4, 3] },
      edges: [["road_1", "road_2"]],
      robot: "road_1",
    });
    const report = applyDelta(map, { seq: 1, remove_nodes: ["road_1"] });
    expect(report.applied.removedNodes).toEqual(["road_1"]);
    expect(map.robotLocation).toBe("yard_1");
  });

  // BUG (src/map/SemanticMap.ts removeNode, `this.#robotLocation = this.nearestRegions(...)`, together with
  // src/map/delta.ts applyDelta): when a delta removes the robot's region the robot is silently moved, but
  // `report.applied.robotLocation` stays undefined, so renderChanges/ChangeLog never emit
  // update_robot_location(...) and the planner keeps believing the robot is in the removed region.
  // Input: robot on road_1, delta {seq: 1, remove_nodes: ["road_1"]}. Expected applied.robotLocation "yard_1";
  // actual undefined.
  it("reports the robot's new region when its region is removed", () => {
    const map = sketchMap({
      nodes: { road_1: [0, 0], road_2: [30, 0], yard_1: [4, 3] },
      edges: [["road_1", "road_2"]],
      robot: "road_1",
    });
    const report = applyDelta(map, { seq: 1, remove_nodes: ["road_1"] });
    expect(report.applied.robotLocation).toBe("yard_1");
  });

  it("leaves the robot nowhere when the last region is removed", () => {
    const map = sketchMap({ nodes: { road_1: [0, 0] }, robot: "road_1" });
    applyDelta(map, { seq: 1, remove_nodes: ["road_1"] });
    expect(map.robotLocation).toBeUndefined();
  });

  it("removes a node's edges with it", () => {
    const map = village();
    applyDelta(map, { seq: 1, remove_nodes: ["road_2"] });
    expect(map.edges()).toEqual([["shed_1", "field_1"]]);
  });

  it("treats re-adding an existing edge as no change rather than an error", () => {
    const map = village();
    const report = applyDelta(map, {
      seq: 1,
      add_edges: [
        ["road_2", "road_1"],
        ["field_1", "shed_1"],
      ],
    });
    expect(report.skipped).toEqual([]);
    expect(hasChanges(report.applied)).toBe(false);
    expect(map.edges()).toHaveLength(4);
  });

  it("stores an object edge given as [region, object] the SPINE way round", () => {
    const map = village();
    applyDelta(map, {
      seq: 1,
      add_nodes: [{ name: "pole_1", type: "object", coords: [1, 1] }],
      add_edges: [["road_1", "pole_1"]],
    });
    expect(map.edges("object")).toContainEqual(["pole_1", "road_1"]);
  });

  it("reports an empty delta as no change", () => {
    const map = village();
    const revision = map.revision;
    const report = applyDelta(map, { seq: 9 });
    expect(report).toEqual({
      seq: 9,
      applied: {
        addedNodes: [],
        updatedNodes: [],
        removedNodes: [],
        addedEdges: [],
        removedEdges: [],
      },
      skipped: [],
    });
    expect(hasChanges(report.applied)).toBe(false);
    expect(map.revision).toBe(revision);
  });
});
