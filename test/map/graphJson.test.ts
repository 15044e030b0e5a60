import { describe, expect, it } from "vitest";
import {
  mapToGraphJson,
  parseCoords,
  parseGraphJson,
  serializeForPlanner,
  type ParsedGraph,
} from "../../src/map/index.js";
import { graphFixture, mapOf } from "../fixtures/maps.js";

function parsed(input: unknown): ParsedGraph {
  const result = parseGraphJson(input);
  if (!result.ok) throw new Error(`expected the graph to parse, got:\n${result.error.join("\n")}`);
  return result.value;
}

const coordsOf = (graph: ParsedGraph, name: string): unknown =>
  [...graph.graph.regions, ...graph.graph.objects].find((node) => node.name === name)?.coords;

describe("parseGraphJson on lenient input", () => {
  const lenient = parsed(graphFixture("lenient.graph.json"));

  it('reads coords given as numbers, as numeric strings and as the string "[x, y]"', () => {
    expect(coordsOf(lenient, "road_1")).toEqual([0, 0]);
    expect(coordsOf(lenient, "road_2")).toEqual([10, -2.5]);
    expect(coordsOf(lenient, "field_1")).toEqual([20, 5]);
    expect(coordsOf(lenient, "truck_1")).toEqual([11.25, 1]);
  });

  it("reads current_location as robot_location and says so in a warning", () => {
    expect(lenient.graph.robot_location).toBe("road_1");
    expect(lenient.warnings).toContainEqual(expect.stringContaining("current_location"));
    expect(mapOf(graphFixture("lenient.graph.json")).robotLocation).toBe("road_1");
  });

  it("accepts object connections in either order and writes them back as [object, region]", () => {
    expect(lenient.graph.object_connections).toEqual([
      ["shed_1", "field_1"],
      ["truck_1", "road_2"],
    ]);
    const map = mapOf(graphFixture("lenient.graph.json"));
    expect(map.hasEdge("road_2", "truck_1")).toBe(true);
    expect(mapToGraphJson(map).object_connections).toEqual([
      ["shed_1", "field_1"],
      ["truck_1", "road_2"],
    ]);
  });

  it("keeps extra node attributes and shows them to the planner", () => {
    const map = mapOf(graphFixture("lenient.graph.json"));
    expect(map.get("field_1")?.attributes).toEqual({
      description: "grass field",
      surface: "grass",
      tags: ["open", "flat"],
    });
    expect(map.get("truck_1")?.attributes).toEqual({ color: "red" });
    const view = JSON.parse(serializeForPlanner(map)) as {
      regions: Record<string, unknown>[];
      objects: Record<string, unknown>[];
    };
    expect(view.regions.find((r) => r["name"] === "field_1")).toEqual({
      name: "field_1",
      coords: [20, 5],
      description: "grass field",
      surface: "grass",
      tags: ["open", "flat"],
    });
    expect(view.objects.find((o) => o["name"] === "truck_1")).toEqual({
      name: "truck_1",
      coords: [11.3, 1],
      color: "red",
    });
  });

  it("warns about an unknown top-level key and otherwise ignores it", () => {
    expect(lenient.warnings).toContainEqual(expect.stringContaining('"notes"'));
    expect(Object.keys(lenient.graph)).not.toContain("notes");
  });

  it("accepts the paper's coordinates, region_edges and object_edges spellings", () => {
    const paper = parsed(graphFixture("paper-spelling.graph.json"));
    expect(coordsOf(paper, "ground_2")).toEqual([12, 0]);
    expect(coordsOf(paper, "tower_1")).toEqual([13, 4]);
    expect(paper.graph.region_connections).toEqual([["ground_1", "ground_2"]]);
    expect(paper.graph.object_connections).toEqual([["tower_1", "ground_2"]]);
    // The spelling is not kept as an attribute.
    expect(paper.graph.objects[0]).toEqual({
      name: "tower_1",
      coords: [13, 4],
      description: "radio tower",
    });
  });

  it("warns when it reads the paper's region_edges and object_edges spellings", () => {
    const paper = parsed(graphFixture("paper-spelling.graph.json"));
    expect(paper.warnings).toContainEqual(expect.stringContaining('"region_edges"'));
    expect(paper.warnings).toContainEqual(expect.stringContaining('"object_edges"'));
  });

  // BUG (src/map/graphJson.ts, parseNodes, `item["coords"] ?? item["coordinates"]`): the paper's `coordinates`
  // spelling is read silently. parseNodes has no `warnings` parameter, so unlike region_edges/object_edges
  // nothing tells the user that a synonym was used. Expected a warning naming "coordinates"; got none.
  it("warns when it reads the paper's coordinates spelling", () => {
    const paper = parsed(graphFixture("paper-spelling.graph.json"));
    expect(paper.warnings).toContainEqual(expect.stringContaining("coordinates"));
  });

  it("prefers the canonical keys when both spellings are present", () => {
    const both = parsed({
      regions: [
        { name: "a", coords: [1, 2] },
        { name: "b", coords: [3, 4] },
        { name: "c", coords: [5, 6] },
      ],
      region_connections: [["a", "b"]],
      region_edges: [["b", "c"]],
      robot_location: "a",
      current_location: "c",
    });
    expect(both.graph.region_connections).toEqual([["a", "b"]]);
    expect(both.graph.robot_location).toBe("a");
  });

  it("treats missing lists as empty and a missing robot_location as no robot", () => {
    const bare = parsed({ regions: [{ name: "only", coords: [0, 0] }] });
    expect(bare.graph).toEqual({
      regions: [{ name: "only", coords: [0, 0] }],
      objects: [],
      region_connections: [],
      object_connections: [],
    });
    expect(mapOf(bare.graph).robotLocation).toBeUndefined();
  });

  it("ignores a repeated edge, in either order, with a warning", () => {
    const graph = parsed({
      regions: [
        { name: "a", coords: [0, 0] },
        { name: "b", coords: [1, 0] },
      ],
      objects: [{ name: "o", coords: [0, 1] }],
      region_connections: [
        ["a", "b"],
        ["b", "a"],
      ],
      object_connections: [
        ["o", "a"],
        ["a", "o"],
      ],
    });
    expect(graph.graph.region_connections).toEqual([["a", "b"]]);
    expect(graph.graph.object_connections).toEqual([["o", "a"]]);
    expect(graph.warnings.filter((w) => w.includes("duplicates"))).toHaveLength(2);
  });
});

describe("parseCoords", () => {
  it('accepts numbers, numeric strings and bracketed or bare "x, y" strings', () => {
    const cases: [unknown, [number, number]][] = [
      [
        [1.5, -2],
        [1.5, -2],
      ],
      [
        ["1.5", " -2 "],
        [1.5, -2],
      ],
      ["[12.3, -4.0]", [12.3, -4]],
      ["  [ 7 ,8 ] ", [7, 8]],
      ["(3, 4)", [3, 4]],
      ["5, 6", [5, 6]],
      ["1e2, -0.5", [100, -0.5]],
    ];
    for (const [input, expected] of cases)
      expect(parseCoords(input)).toEqual({ ok: true, value: expected });
  });

  it("rejects anything that is not two finite numbers and quotes the value", () => {
    for (const input of [
      [1],
      [1, 2, 3],
      [Number.NaN, 1],
      [Infinity, 1],
      ["", 1],
      ["1", "two"],
      "[1, 2, 3]",
      "north",
      "",
      null,
      { x: 1, y: 2 },
    ]) {
      const result = parseCoords(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/coords must be/);
    }
  });
});

describe("loadGraph", () => {
  it("builds a map with every node, edge and the robot's region", () => {
    const map = mapOf(graphFixture("lenient.graph.json"));
    expect(map.regionCount).toBe(3);
    expect(map.objectCount).toBe(2);
    expect(map.edges("region")).toHaveLength(2);
    expect(map.edges("object")).toHaveLength(2);
    expect(map.robotLocation).toBe("road_1");
    expect(map.get("road_2")).toEqual({
      name: "road_2",
      type: "region",
      coords: [10, -2.5],
      attributes: { description: "paved road" },
    });
    expect(map.regionsOfObject("shed_1")).toEqual(["field_1"]);
  });
});
