import { describe, expect, it } from "vitest";
import {
  applyDelta,
  formatGraphJson,
  mapFromGraphJson,
  mapToGraphJson,
  naturalCompare,
  parseGraphJson,
  SemanticMap,
  serializeForPlanner,
  type GraphJson,
} from "../../src/map/index.js";
import { graphFixture, mapOf, sketchMap } from "../fixtures/maps.js";
import { createRandom } from "../fixtures/random.js";
import { syntheticGraph } from "../fixtures/syntheticGraph.js";

interface View {
  regions: { name: string; coords: [number, number]; [key: string]: unknown }[];
  objects: { name: string; coords: [number, number]; [key: string]: unknown }[];
  region_connections: [string, string][];
  object_connections: [string, string][];
  robot_location?: string;
}

const view = (map: SemanticMap, include?: ReadonlySet<string>): View =>
  JSON.parse(serializeForPlanner(map, include === undefined ? {} : { include })) as View;

/** Build the same graph inserting nodes and edges in a shuffled order, edges sometimes written backwards. */
function shuffledBuild(graph: GraphJson, seed: number): SemanticMap {
  const random = createRandom(seed);
  const map = new SemanticMap();
  const nodes = random.shuffle([
    ...graph.regions.map((n) => ({ n, type: "region" as const })),
    ...graph.objects.map((n) => ({ n, type: "object" as const })),
  ]);
  for (const { n, type } of nodes) {
    const { name, coords, ...attributes } = n;
    // Attribute order is part of insertion order too.
    const shuffledAttributes = Object.fromEntries(random.shuffle(Object.entries(attributes)));
    map.addNode({ name, type, coords, attributes: shuffledAttributes });
  }
  const edges = random.shuffle([...graph.region_connections, ...graph.object_connections]);
  for (const [a, b] of edges) {
    if (random.chance(0.5)) map.addEdge(a, b);
    else map.addEdge(b, a);
  }
  if (graph.robot_location !== undefined) map.setRobotLocation(graph.robot_location);
  return map;
}

describe("serializeForPlanner", () => {
  it("writes valid JSON in the SPINE layout, one node or edge per line", () => {
    const map = mapOf(graphFixture("lenient.graph.json"));
    const text = serializeForPlanner(map);
    const parsed = JSON.parse(text) as View;
    expect(Object.keys(parsed)).toEqual([
      "regions",
      "objects",
      "region_connections",
      "object_connections",
      "robot_location",
    ]);
    expect(text).toBe(
      [
        "{",
        '  "regions": [',
        '    {"name": "field_1", "coords": [20, 5], "description": "grass field", "surface": "grass", "tags": ["open", "flat"]},',
        '    {"name": "road_1", "coords": [0, 0], "description": "paved road"},',
        '    {"name": "road_2", "coords": [10, -2.5], "description": "paved road"}',
        "  ],",
        '  "objects": [',
        '    {"name": "shed_1", "coords": [22, 8], "description": "wooden shed, door \\"ajar\\""},',
        '    {"name": "truck_1", "coords": [11.3, 1], "color": "red"}',
        "  ],",
        '  "region_connections": [',
        '    ["field_1", "road_2"],',
        '    ["road_1", "road_2"]',
        "  ],",
        '  "object_connections": [',
        '    ["shed_1", "field_1"],',
        '    ["truck_1", "road_2"]',
        "  ],",
        '  "robot_location": "road_1"',
        "}",
      ].join("\n"),
    );
  });

  it("keeps quotes, commas, newlines and non-ASCII text in attributes as valid JSON", () => {
    const description = 'sign reads "DANGER, keep out"\nsecond line; café ☂ \\ backslash';
    const map = sketchMap({
      nodes: { gate_1: { at: [0, 0], attributes: { description, height_m: 2.5, open: false } } },
    });
    expect(view(map).regions[0]).toEqual({
      name: "gate_1",
      coords: [0, 0],
      description,
      height_m: 2.5,
      open: false,
    });
  });

  it("orders names naturally: road_2 before road_10, in nodes and edges", () => {
    const map = sketchMap({
      nodes: { road_10: [0, 0], road_2: [1, 0], road_1: [2, 0], field_3: [3, 0] },
      edges: [
        ["road_10", "road_2"],
        ["road_10", "road_1"],
        ["field_3", "road_2"],
      ],
    });
    const v = view(map);
    expect(v.regions.map((r) => r.name)).toEqual(["field_3", "road_1", "road_2", "road_10"]);
    expect(v.region_connections).toEqual([
      ["field_3", "road_2"],
      ["road_1", "road_10"],
      ["road_2", "road_10"],
    ]);
    expect(naturalCompare("road_2", "road_10")).toBeLessThan(0);
  });

  it("rounds coordinates to 0.1 m and never prints -0", () => {
    const map = sketchMap({
      nodes: { a: [1.26, -3.14159], b: [-0.04, 0.049], c: [1234.56, -7.04] },
    });
    expect(view(map).regions.map((r) => r.coords)).toEqual([
      [1.3, -3.1],
      [0, 0],
      [1234.6, -7],
    ]);
    expect(serializeForPlanner(map)).not.toContain("-0]");
    expect(serializeForPlanner(map)).not.toContain("[-0,");
  });

  it("gives the same text whatever order the map was built in", () => {
    const graph = syntheticGraph({ regions: 300, seed: 4 });
    const reference = serializeForPlanner(mapFromGraphJson(graph));
    for (const seed of [1, 2, 3])
      expect(serializeForPlanner(shuffledBuild(graph, seed))).toBe(reference);
  });

  // BUG (src/map/graphJson.ts naturalCompare: `Intl.Collator("en", { numeric: true, sensitivity: "variant" })`):
  // the numeric collator compares "site_01" and "site_1" as equal (returns 0), so Array.sort keeps insertion
  // order and the planner view depends on the order the nodes arrived in. Expected identical text for both
  // insertion orders; actual: "site_01" first in one, "site_1" first in the other. A tie-break on plain code
  // point order after the collator would fix it.
  it("gives the same text for names that differ only in leading zeros, whatever the order", () => {
    const build = (names: string[]): string => {
      const map = new SemanticMap();
      for (const name of names) map.addNode({ name, type: "region", coords: [0, 0] });
      return serializeForPlanner(map);
    };
    expect(build(["site_01", "site_1"])).toBe(build(["site_1", "site_01"]));
  });

  it("shows only the included nodes and the edges among them, and always the robot's region", () => {
    const map = mapOf(graphFixture("lenient.graph.json"));
    const v = view(map, new Set(["road_2", "truck_1", "shed_1"]));
    expect(v.regions.map((r) => r.name)).toEqual(["road_1", "road_2"]);
    expect(v.objects.map((o) => o.name)).toEqual(["shed_1", "truck_1"]);
    expect(v.region_connections).toEqual([["road_1", "road_2"]]);
    expect(v.object_connections).toEqual([["truck_1", "road_2"]]);
    expect(v.robot_location).toBe("road_1");
    // An empty filter still shows where the robot is.
    expect(view(map, new Set()).regions.map((r) => r.name)).toEqual(["road_1"]);
  });

  it("writes empty sections and no robot_location for an empty map", () => {
    const text = serializeForPlanner(new SemanticMap());
    expect(JSON.parse(text)).toEqual({
      regions: [],
      objects: [],
      region_connections: [],
      object_connections: [],
    });
    expect(formatGraphJson(mapToGraphJson(new SemanticMap()))).toBe(text);
  });

  it("shows attribute changes and removals from deltas", () => {
    const map = mapOf(graphFixture("lenient.graph.json"));
    applyDelta(map, {
      seq: 1,
      update_nodes: [{ name: "truck_1", attributes: { color: null, status: "abandoned" } }],
      remove_nodes: ["shed_1"],
    });
    const v = view(map);
    expect(v.objects).toEqual([{ name: "truck_1", coords: [11.3, 1], status: "abandoned" }]);
    expect(v.object_connections).toEqual([["truck_1", "road_2"]]);
  });

  // BUG (src/map/graphJson.ts mapToGraphJson, `{ name, coords: [...], ...node.attributes }`): attributes are
  // spread after name and coords, so a delta node whose attributes contain "name" or "coords" (nothing in
  // parseGraphMessage forbids it) overwrites them in the planner view. Input: add_nodes [{name: "gate_1",
  // type: "region", coords: [1, 2], attributes: {name: "main gate", coords: "north side"}}]. Expected the node
  // still listed as "gate_1" at [1, 2]; actual {"name": "main gate", "coords": "north side"}.
  it("keeps a node's name and coords even if its attributes use those keys", () => {
    const map = new SemanticMap();
    applyDelta(map, {
      seq: 1,
      add_nodes: [
        {
          name: "gate_1",
          type: "region",
          coords: [1, 2],
          attributes: { name: "main gate", coords: "north side" },
        },
      ],
    });
    const region = view(map).regions[0];
    expect(region?.name).toBe("gate_1");
    expect(region?.coords).toEqual([1, 2]);
  });
});

describe("mapToGraphJson", () => {
  it("round-trips through parseGraphJson to the same graph and the same planner view", () => {
    const map = mapOf(syntheticGraph({ regions: 250, seed: 12 }));
    applyDelta(map, {
      seq: 1,
      update_nodes: [
        { name: "road_1", attributes: { status: "flooded", depth_m: 0.4, tags: ["a", "b"] } },
      ],
    });
    const graph = mapToGraphJson(map);
    const reparsed = parseGraphJson(JSON.parse(JSON.stringify(graph)));
    expect(reparsed.ok && reparsed.value.warnings).toEqual([]);
    if (!reparsed.ok) return;
    expect(reparsed.value.graph).toEqual(graph);
    expect(serializeForPlanner(mapFromGraphJson(reparsed.value.graph))).toBe(
      serializeForPlanner(map),
    );
  });

  it("round-trips the planner view itself", () => {
    const map = mapOf(graphFixture("lenient.graph.json"));
    const text = serializeForPlanner(map);
    expect(serializeForPlanner(mapOf(JSON.parse(text)))).toBe(text);
  });

  it("writes region edges with their ends in natural order and object edges as [object, region]", () => {
    const map = sketchMap({
      nodes: { road_10: [0, 0], road_9: [1, 0], pole_1: { type: "object", at: [0, 1] } },
      edges: [
        ["road_10", "road_9"],
        ["road_9", "pole_1"],
      ],
    });
    const graph = mapToGraphJson(map);
    expect(graph.region_connections).toEqual([["road_9", "road_10"]]);
    expect(graph.object_connections).toEqual([["pole_1", "road_9"]]);
  });
});
