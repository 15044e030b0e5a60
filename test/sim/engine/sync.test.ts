import { describe, expect, it } from "vitest";
import { distanceM } from "../../../src/geo/index.js";
import {
  GraphSync,
  SemanticMap,
  mapToGraphJson,
  parseGraphMessage,
  type GraphDelta,
} from "../../../src/map/index.js";
import {
  TO_EAST_BANK,
  TO_FOOTPATH,
  coveredYardWorld,
  crossing,
  driveThrough,
  recorded,
} from "./helpers.js";

describe("agent updates", () => {
  it("adopts the agent's regions without echoing them, and scans match them instead of duplicating", () => {
    const { sim, deltas } = recorded(coveredYardWorld());
    // The agent explored toward the yard and put a region where the truth has one.
    const yard = sim.truth.graph.regions
      .filter((r) => r.name.startsWith("dirt_"))
      .sort((a, b) => a.coords[0] - b.coords[0] || a.coords[1] - b.coords[1])[0]!;
    const report = sim.applyAgentUpdate({
      add_nodes: [
        {
          name: "discovered_region_1",
          type: "region",
          coords: [yard.coords[0] + 1, yard.coords[1]],
          attributes: { description: "dirt yard" },
        },
      ],
      add_edges: [["discovered_region_1", "field_6"]],
    });
    expect(report.skipped).toEqual([]);
    expect(deltas).toEqual([]);
    expect(sim.seq).toBe(0);
    expect(sim.snapshot().snapshot.regions.map((r) => r.name)).toContain("discovered_region_1");

    driveThrough(sim, [[28, 10]]);
    const added = deltas.flatMap((d) => d.add_nodes ?? []);
    expect(added.map((n) => n.name)).not.toContain("discovered_region_1");
    for (const node of added) expect(distanceM(node.coords, yard.coords)).toBeGreaterThan(5);
  });

  it("does not re-add an edge the agent found blocked", () => {
    const { sim, deltas } = recorded(coveredYardWorld());
    driveThrough(sim, [[28, 10]]);
    const edge = deltas.flatMap((d) => d.add_edges ?? [])[0]!;
    sim.applyAgentUpdate({ remove_edges: [edge] });
    driveThrough(sim, [
      [20, 10],
      [28, 12],
    ]);
    const graph = sim.snapshot().snapshot;
    const key = [...edge].sort().join();
    expect(graph.region_connections.some((e) => [...e].sort().join() === key)).toBe(false);
  });
});

describe("graph message stream", () => {
  it("numbers deltas 1, 2, 3, … and sends nothing when a scan changes nothing", () => {
    const { sim, deltas } = recorded(crossing(), { labels: ["truck", "barrel"] });
    driveThrough(sim, TO_EAST_BANK);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((d) => d.seq)).toEqual(deltas.map((_, i) => i + 1));
    for (let i = 1; i < deltas.length; i += 1) {
      expect(deltas[i]!.stamp).toBeGreaterThanOrEqual(deltas[i - 1]!.stamp!);
    }
    const count = deltas.length;
    expect(sim.scan()).toBeUndefined();
    expect(deltas.length).toBe(count);
    expect(sim.snapshot().seq).toBe(count);
  });

  it("delivers plain JSON that parses as graph deltas, a separate copy for each listener", () => {
    const { sim } = recorded(crossing());
    const first: GraphDelta[] = [];
    const second: GraphDelta[] = [];
    sim.onGraphMessage((d) => {
      first.push(d);
      d.add_nodes = [];
    });
    const unsubscribe = sim.onGraphMessage((d) => second.push(d));
    driveThrough(sim, [[30, 40]]);
    unsubscribe();
    expect(second.length).toBe(first.length);
    for (const delta of second) {
      expect(JSON.parse(JSON.stringify(delta))).toEqual(delta);
      const parsed = parseGraphMessage(JSON.stringify(delta));
      expect(parsed.ok && parsed.value.kind).toBe("delta");
    }
  });

  it("keeps an agent's map equal to the simulator's through a snapshot and GraphSync", () => {
    const { sim } = recorded(crossing(), { labels: ["robot", "truck"] });
    driveThrough(sim, [[20, 40]]);
    // The agent starts late: a snapshot first, then the deltas from there on.
    const agentMap = new SemanticMap();
    const sync = new GraphSync(agentMap);
    const snapshot = JSON.parse(JSON.stringify(sim.snapshot())) as unknown;
    expect(parseGraphMessage(snapshot).ok).toBe(true);
    expect(sync.receive(snapshot)[0]?.kind).toBe("resynced");
    sim.onGraphMessage((d) => {
      const events = sync.receive(JSON.stringify(d));
      expect(events.map((e) => e.kind)).toEqual(["applied"]);
    });
    driveThrough(sim, [...TO_FOOTPATH, [44, 65], [34, 58], [34, 45], ...TO_EAST_BANK]);
    expect(sync.needsSnapshot).toBe(false);
    expect(mapToGraphJson(agentMap)).toEqual(sim.snapshot().snapshot);
    expect(sync.lastSeq).toBe(sim.seq);
  });
});
