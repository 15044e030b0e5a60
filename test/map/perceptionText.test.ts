import { describe, expect, it } from "vitest";
import {
  applyDelta,
  ChangeLog,
  emptyChanges,
  hasChanges,
  renderChanges,
  type AppliedChanges,
} from "../../src/map/index.js";
import { sketchMap } from "../fixtures/maps.js";

const changes = (partial: Partial<AppliedChanges>): AppliedChanges => ({
  ...emptyChanges(),
  ...partial,
});

/** The JSON arguments of one rendered call, parsed back: proves they survive quoting intact. */
function argumentsOf(call: string): unknown[] {
  const match = /^\w+\((.*)\)$/s.exec(call);
  if (match === null) throw new Error(`not a call: ${call}`);
  return JSON.parse(`[${match[1] ?? ""}]`) as unknown[];
}

describe("renderChanges", () => {
  it("says no_updates() when nothing changed", () => {
    expect(renderChanges(emptyChanges())).toBe("no_updates()");
  });

  it("renders added nodes with type, rounded coords and attributes", () => {
    expect(
      renderChanges(
        changes({
          addedNodes: [
            {
              name: "road_3",
              type: "region",
              coords: [12.34, -4.06],
              attributes: { description: "gravel road" },
            },
            { name: "tower_1", type: "object", coords: [1, 2] },
          ],
        }),
      ),
    ).toBe(
      'add_nodes({"name": "road_3", "type": "region", "coords": [12.3, -4.1], "description": "gravel road"}, ' +
        '{"name": "tower_1", "type": "object", "coords": [1, 2]})',
    );
  });

  it("renders added and removed connections", () => {
    expect(
      renderChanges(
        changes({
          addedEdges: [
            ["road_3", "road_2"],
            ["tower_1", "road_3"],
          ],
        }),
      ),
    ).toBe('add_connections(["road_3", "road_2"], ["tower_1", "road_3"])');
    expect(renderChanges(changes({ removedEdges: [["road_3", "bridge_1"]] }))).toBe(
      'remove_connections(["road_3", "bridge_1"])',
    );
  });

  it("renders removed nodes by name", () => {
    expect(renderChanges(changes({ removedNodes: ["road_7", "shed_1"] }))).toBe(
      'remove_nodes("road_7", "shed_1")',
    );
  });

  it("renders attribute updates, with moved coords rounded and deleted attributes as null", () => {
    expect(
      renderChanges(
        changes({
          updatedNodes: [
            { name: "radio_tower_1", attributes: { description: "rusted, antenna bent" } },
            { name: "field_2", coords: [3.14159, 2.71828], attributes: { status: null } },
          ],
        }),
      ),
    ).toBe(
      'update_node_attributes({"name": "radio_tower_1", "description": "rusted, antenna bent"}, ' +
        '{"name": "field_2", "coords": [3.1, 2.7], "status": null})',
    );
  });

  it("renders a robot move", () => {
    expect(renderChanges(changes({ robotLocation: "road_3" }))).toBe(
      'update_robot_location("road_3")',
    );
  });

  it("renders several kinds of change as one call per line in a fixed order", () => {
    const text = renderChanges(
      changes({
        robotLocation: "b",
        updatedNodes: [{ name: "a", attributes: { x: 1 } }],
        removedNodes: ["z"],
        removedEdges: [["a", "z"]],
        addedEdges: [["a", "b"]],
        addedNodes: [{ name: "b", type: "region", coords: [0, 0] }],
      }),
    );
    expect(text.split("\n").map((line) => line.slice(0, line.indexOf("(")))).toEqual([
      "add_nodes",
      "add_connections",
      "remove_connections",
      "remove_nodes",
      "update_node_attributes",
      "update_robot_location",
    ]);
    expect(text.split(",\n")).toHaveLength(6);
  });

  it("keeps quotes, commas and brackets in descriptions (the arguments are JSON)", () => {
    const description = 'a sign, reading "KEEP OUT (private)", nailed to [the] gate';
    const text = renderChanges(
      changes({
        addedNodes: [
          { name: "sign_1", type: "object", coords: [0, 0], attributes: { description } },
        ],
      }),
    );
    expect(argumentsOf(text)).toEqual([
      { name: "sign_1", type: "object", coords: [0, 0], description },
    ]);
    const update = renderChanges(
      changes({ updatedNodes: [{ name: "sign_1", attributes: { description } }] }),
    );
    expect(argumentsOf(update)).toEqual([{ name: "sign_1", description }]);
  });

  it("renders exactly what applyDelta reports", () => {
    const map = sketchMap({ nodes: { a: [0, 0], b: [10, 0] }, edges: [["a", "b"]], robot: "a" });
    const report = applyDelta(map, {
      seq: 1,
      add_nodes: [
        { name: "c", type: "region", coords: [20, 0], attributes: { description: "ford" } },
      ],
      add_edges: [
        ["b", "c"],
        ["c", "ghost"],
      ],
      robot_location: "c",
    });
    expect(renderChanges(report.applied)).toBe(
      [
        'add_nodes({"name": "c", "type": "region", "coords": [20, 0], "description": "ford"})',
        'add_connections(["b", "c"])',
        'update_robot_location("c")',
      ].join(",\n"),
    );
  });
});

describe("ChangeLog", () => {
  const node = (name: string, attributes?: Record<string, string>) => ({
    name,
    type: "region" as const,
    coords: [1, 2] as const,
    ...(attributes === undefined ? {} : { attributes }),
  });

  it("starts empty and drains to no change", () => {
    const log = new ChangeLog();
    expect(log.isEmpty).toBe(true);
    expect(hasChanges(log.drain())).toBe(false);
  });

  it("cancels a node added and then removed in the same window", () => {
    const log = new ChangeLog();
    log.record(changes({ addedNodes: [node("road_3")], addedEdges: [["road_3", "road_2"]] }));
    log.record(changes({ updatedNodes: [{ name: "road_3", attributes: { status: "muddy" } }] }));
    log.record(changes({ removedNodes: ["road_3"] }));
    expect(log.isEmpty).toBe(true);
    expect(renderChanges(log.drain())).toBe("no_updates()");
  });

  it("reports a node removed and re-added as a removal and an addition", () => {
    const log = new ChangeLog();
    log.record(changes({ removedNodes: ["field_1"] }));
    log.record(changes({ addedNodes: [node("field_1", { description: "flooded" })] }));
    const net = log.drain();
    expect(net.removedNodes).toEqual(["field_1"]);
    expect(net.addedNodes).toEqual([node("field_1", { description: "flooded" })]);
  });

  it("cancels an edge removed and then re-added, and one added and then removed", () => {
    const log = new ChangeLog();
    log.record(changes({ removedEdges: [["a", "b"]] }));
    log.record(changes({ addedEdges: [["b", "a"]] }));
    log.record(changes({ addedEdges: [["c", "d"]] }));
    log.record(changes({ removedEdges: [["d", "c"]] }));
    expect(log.isEmpty).toBe(true);
    expect(renderChanges(log.drain())).toBe("no_updates()");
  });

  it("keeps the last direction of an edge changed several times", () => {
    const log = new ChangeLog();
    log.record(changes({ removedEdges: [["a", "b"]] }));
    log.record(changes({ addedEdges: [["a", "b"]] }));
    log.record(changes({ removedEdges: [["a", "b"]] }));
    expect(log.drain().removedEdges).toEqual([["a", "b"]]);
  });

  it("merges attribute updates, later values winning", () => {
    const log = new ChangeLog();
    log.record(
      changes({
        updatedNodes: [{ name: "tower_1", attributes: { description: "tower", status: "ok" } }],
      }),
    );
    log.record(
      changes({
        updatedNodes: [{ name: "tower_1", attributes: { status: "damaged", antenna: "bent" } }],
      }),
    );
    log.record(changes({ updatedNodes: [{ name: "tower_1", coords: [5, 5] }] }));
    expect(log.drain().updatedNodes).toEqual([
      {
        name: "tower_1",
        attributes: { description: "tower", status: "damaged", antenna: "bent" },
        coords: [5, 5],
      },
    ]);
  });

  it("folds updates to a node added in the same window into the addition", () => {
    const log = new ChangeLog();
    log.record(changes({ addedNodes: [node("road_3", { description: "road" })] }));
    log.record(
      changes({
        updatedNodes: [{ name: "road_3", attributes: { status: "muddy" }, coords: [7, 7] }],
      }),
    );
    const net = log.drain();
    expect(net.updatedNodes).toEqual([]);
    expect(net.addedNodes).toEqual([
      {
        name: "road_3",
        type: "region",
        coords: [7, 7],
        attributes: { description: "road", status: "muddy" },
      },
    ]);
  });

  // BUG (src/map/ChangeLog.ts record, `entry.added.attributes = { ...(entry.added.attributes ?? {}), ...(update
  // .attributes ?? {}) }`): a null (delete) in an update to a node added in the same window is merged as a value,
  // so the folded addition carries the attribute as null. Input: record add road_3 {description: "road"}, then
  // update road_3 {description: null}. Expected the drained addition to have no "description"; actual
  // add_nodes({..., "description": null}).
  it("drops an attribute deleted after the node was added in the same window", () => {
    const log = new ChangeLog();
    log.record(changes({ addedNodes: [node("road_3", { description: "road" })] }));
    log.record(changes({ updatedNodes: [{ name: "road_3", attributes: { description: null } }] }));
    expect(log.drain().addedNodes[0]?.attributes ?? {}).not.toHaveProperty("description");
  });

  it("forgets updates and edges of a node that is then removed, reporting only the removal", () => {
    const log = new ChangeLog();
    log.record(changes({ updatedNodes: [{ name: "shed_1", attributes: { status: "open" } }] }));
    log.record(
      changes({ addedEdges: [["shed_1", "field_1"]], removedEdges: [["shed_1", "road_1"]] }),
    );
    log.record(changes({ addedEdges: [["road_1", "road_2"]] }));
    log.record(changes({ removedNodes: ["shed_1"] }));
    expect(log.drain()).toEqual(
      changes({ removedNodes: ["shed_1"], addedEdges: [["road_1", "road_2"]] }),
    );
  });

  it("keeps only the last robot location", () => {
    const log = new ChangeLog();
    log.record(changes({ robotLocation: "a" }));
    log.record(changes({ robotLocation: "b" }));
    log.record(changes({ addedEdges: [["b", "c"]] }));
    expect(log.drain().robotLocation).toBe("b");
  });

  it("starts a new window after each drain", () => {
    const log = new ChangeLog();
    log.record(changes({ robotLocation: "a", removedNodes: ["x"] }));
    expect(hasChanges(log.drain())).toBe(true);
    expect(log.isEmpty).toBe(true);
    expect(renderChanges(log.drain())).toBe("no_updates()");
  });

  it("folds the reports of real deltas into the net change the planner is told", () => {
    const map = sketchMap({
      nodes: { a: [0, 0], b: [10, 0], c: [20, 0] },
      edges: [
        ["a", "b"],
        ["b", "c"],
      ],
      robot: "a",
    });
    const log = new ChangeLog();
    const deltas = [
      { seq: 1, remove_edges: [["b", "c"] as [string, string]], robot_location: "b" },
      {
        seq: 2,
        add_nodes: [{ name: "d", type: "region" as const, coords: [30, 0] as const }],
        add_edges: [["c", "d"] as [string, string]],
      },
      {
        seq: 3,
        add_edges: [["c", "b"] as [string, string]],
        update_nodes: [{ name: "a", attributes: { seen: true } }],
      },
      { seq: 4, remove_nodes: ["d"], robot_location: "c" },
    ];
    for (const delta of deltas) log.record(applyDelta(map, delta).applied);
    expect(renderChanges(log.drain())).toBe(
      ['update_node_attributes({"name": "a", "seen": true})', 'update_robot_location("c")'].join(
        ",\n",
      ),
    );
  });
});
