/** Counterexamples the fuzzer found, kept as plain tests through the public entry points. */
import { describe, expect, it } from "vitest";
import { runMission } from "../../src/agent/index.js";
import { ok } from "../../src/errors/index.js";
import { GraphSync, loadGraph, mapToGraphJson } from "../../src/map/index.js";
import { ScriptedOperator } from "../../src/operator/index.js";
import { RecordingPort } from "./recordingPort.js";
import { fuzzSnapshot } from "./replyTarget.js";

function syncedMap(): { sync: GraphSync; serialize: () => string } {
  const { snapshot } = fuzzSnapshot();
  const loaded = loadGraph(snapshot);
  if (!loaded.ok) throw new Error(loaded.error.join("; "));
  const map = loaded.value.map;
  const sync = new GraphSync(map);
  sync.receive({ seq: 0, snapshot }, { force: true });
  return { sync, serialize: () => JSON.stringify(mapToGraphJson(map)) };
}

/** The map as written and read back through the graph format. */
function reloaded(text: string): string {
  const loaded = loadGraph(JSON.parse(text));
  if (!loaded.ok) throw new Error(loaded.error.join("; "));
  return JSON.stringify(mapToGraphJson(loaded.value.map));
}

describe("fuzz counterexamples", () => {
  it("a plan with extend_map toward (-1e308, -1.8e308) is judged in bounded time instead of hanging the validator", async () => {
    // The explorability check marched toward a goal whose distance overflowed to Infinity and never left the cell.
    const reply = JSON.stringify({
      primary_goal: "g",
      relevant_graph: "",
      reasoning: "",
      plan: ["inspect(truck_, is it damaged?)", "extend_map(-1e+308, -1.7976931348623157e+308)"],
    });
    const port = new RecordingPort({
      snapshot: fuzzSnapshot(),
      start: { x: 0, y: 0, yawRad: 0 },
      costmap: true,
    });
    const report = await runMission({
      mission: "m",
      port,
      generator: { label: "fuzz", propose: () => Promise.resolve(ok({ text: reply })) },
      operator: new ScriptedOperator(),
      limits: { maxIterations: 1 },
    });
    expect(report.outcome).toBe("no-valid-plan");
    expect(port.calls.filter((call) => call.method === "navigate")).toEqual([]);
  });

  it("a node at x = 1.8e308 serializes as that number, not null, and the map still loads", () => {
    const { sync, serialize } = syncedMap();
    sync.receive({
      seq: 1,
      add_nodes: [{ name: "far_1", type: "region", coords: [1.7976931348623157e308, 0] }],
    });
    const text = serialize();
    expect(text).not.toContain("null");
    expect(reloaded(text)).toBe(text);
  });

  it('a delta adding a node named " " is rejected with a reason and changes nothing', () => {
    const { sync, serialize } = syncedMap();
    const before = serialize();
    const [event] = sync.receive({
      seq: 1,
      add_nodes: [{ name: " ", type: "region", coords: [0, 0] }],
    });
    expect(event?.kind).toBe("rejected");
    expect(event?.kind === "rejected" ? event.error : "").toMatch(
      /name must be a non-empty string/,
    );
    expect(serialize()).toBe(before);
  });

  it('an attribute named "__proto__" is kept as data through deltas, updates and the graph format', () => {
    const { sync, serialize } = syncedMap();
    sync.receive(
      '{"seq":1,"add_nodes":[{"name":"n_1","type":"region","coords":[0,0],"attributes":{"__proto__":[]}}]}',
    );
    sync.receive(
      '{"seq":2,"update_nodes":[{"name":"road_1","attributes":{"__proto__":{"description":"forged"}}}]}',
    );
    const text = serialize();
    expect(reloaded(text)).toBe(text);
    const graph = JSON.parse(text) as { regions: Record<string, unknown>[] };
    const road = graph.regions.find((region) => region["name"] === "road_1");
    expect(road?.["description"]).not.toBe("forged");
  });
});
