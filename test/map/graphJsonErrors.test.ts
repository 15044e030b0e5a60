import { describe, expect, it } from "vitest";
import { loadGraph, parseGraphJson } from "../../src/map/index.js";
import { graphFixture } from "../fixtures/maps.js";

function errorsOf(input: unknown): string[] {
  const result = parseGraphJson(input);
  if (result.ok) throw new Error("expected the graph to be rejected");
  return result.error;
}

describe("parseGraphJson on invalid input", () => {
  it("rejects a duplicate node name and names the node", () => {
    const errors = errorsOf({
      regions: [{ name: "road_1", coords: [0, 0] }],
      objects: [{ name: "road_1", coords: [1, 1] }],
    });
    expect(errors).toEqual([expect.stringContaining('"road_1"')]);
    expect(errors[0]).toMatch(/more than once/);
  });

  it("rejects an edge to an unknown node and names both the edge and the missing node", () => {
    const errors = errorsOf({
      regions: [{ name: "road_1", coords: [0, 0] }],
      region_connections: [["road_1", "bridge_9"]],
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('region_connections[0] ["road_1", "bridge_9"]');
    expect(errors[0]).toContain('unknown node "bridge_9"');
  });

  it("rejects region_connections that contain an object and names the object", () => {
    const errors = errorsOf({
      regions: [{ name: "road_1", coords: [0, 0] }],
      objects: [{ name: "tower_1", coords: [1, 1] }],
      region_connections: [["tower_1", "road_1"]],
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"tower_1" is an object');
  });

  it("rejects an object–object connection and names the edge", () => {
    const errors = errorsOf({
      regions: [{ name: "road_1", coords: [0, 0] }],
      objects: [
        { name: "tower_1", coords: [1, 1] },
        { name: "tower_2", coords: [2, 2] },
      ],
      object_connections: [["tower_1", "tower_2"]],
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('["tower_1", "tower_2"]');
    expect(errors[0]).toMatch(/both ends are objects/);
  });

  it("rejects a region–region pair in object_connections", () => {
    const errors = errorsOf({
      regions: [
        { name: "a", coords: [0, 0] },
        { name: "b", coords: [1, 1] },
      ],
      object_connections: [["a", "b"]],
    });
    expect(errors[0]).toContain('object_connections[0] ["a", "b"]');
  });

  it("rejects bad coords and names the node", () => {
    for (const coords of [[1], [1, 2, 3], "north", ["1", "x"], [1, null], "[1; 2]", undefined]) {
      const errors = errorsOf({ regions: [{ name: "field_7", coords }] });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('"field_7"');
    }
  });

  it("rejects a robot_location that is an object", () => {
    const errors = errorsOf({
      regions: [{ name: "road_1", coords: [0, 0] }],
      objects: [{ name: "truck_1", coords: [1, 1] }],
      robot_location: "truck_1",
    });
    expect(errors).toEqual([expect.stringContaining('"truck_1" is an object')]);
  });

  it("rejects a robot_location that is not in the graph", () => {
    const errors = errorsOf({
      regions: [{ name: "road_1", coords: [0, 0] }],
      current_location: "road_99",
    });
    expect(errors).toEqual([expect.stringContaining('"road_99" is not a region')]);
  });

  it("collects every error, each naming its node or edge", () => {
    const errors = errorsOf(graphFixture("broken.graph.json"));
    expect(errors).toHaveLength(6);
    const expectations = [
      /"road_2".*coords/,
      /"road_1" is defined more than once/,
      /\["road_1", "bridge_9"\].*unknown node "bridge_9"/,
      /\["road_1", "tower_1"\].*"tower_1" is an object/,
      /\["tower_1", "tower_2"\].*both ends are objects/,
      /robot_location "tower_2" is an object/,
    ];
    for (const pattern of expectations) expect(errors.some((e) => pattern.test(e))).toBe(true);
  });

  it("rejects input that is not a JSON object", () => {
    for (const input of [null, 42, "graph", [], undefined]) {
      const errors = errorsOf(input);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/JSON object/);
    }
  });

  it("rejects nodes and edges of the wrong shape with their index", () => {
    const errors = errorsOf({
      regions: [{ name: "", coords: [0, 0] }, "road_2", { name: "ok", coords: [0, 0] }],
      objects: "none",
      region_connections: [["ok"]],
    });
    expect(errors).toEqual([
      expect.stringContaining("regions[0]"),
      expect.stringContaining("regions[1]"),
      expect.stringContaining('objects must be an array of nodes, got "none"'),
      expect.stringContaining("region_connections[0]"),
    ]);
  });

  it("reads the shape with the graph schema: each error names the JSON path and node, expected and arrived", () => {
    const errors = errorsOf({
      regions: [
        { name: "a" },
        { name: " ", coords: [0, 0] },
        { name: "c", coords: [1, "two"] },
        { name: "d", coords: [2, 2] },
      ],
      objects: [{ name: "e", coords: [3, 3] }],
      object_connections: [["e", 4]],
      robot_location: 5,
    });
    expect(errors).toEqual([
      'regions[0] ("a").coords must be [x, y] (required), got nothing',
      'regions[1] (" ").name must be a non-empty string, got " "',
      'regions[2] ("c"): coords must be two finite numbers, got the array [1,"two"]',
      "object_connections[0][1] must be a node name, got 4",
      "robot_location must be a region name, got 5",
    ]);
  });

  it("makes loadGraph fail with the same errors and no map", () => {
    const loaded = loadGraph(graphFixture("broken.graph.json"));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error).toEqual(errorsOf(graphFixture("broken.graph.json")));
  });
});
