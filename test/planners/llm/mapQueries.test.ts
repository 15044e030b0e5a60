import { afterEach, describe, expect, it } from "vitest";
import { runMission } from "../../../src/agent/index.js";
import { mapToGraphJson } from "../../../src/map/index.js";
import { ScriptedOperator } from "../../../src/operator/index.js";
import {
  MapViewBuilder,
  runTool,
  type ToolContext,
} from "../../../src/planners/llm/context/index.js";
import { FakePort } from "./fakePort.js";
import { startFakeLlmServer, type FakeLlmServer, type Script } from "./fakeLlmServer.js";
import { replyText, roadMap, testGenerator, testRelevance } from "./helpers.js";

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function toolContext(): Promise<ToolContext> {
  const map = roadMap();
  const views = new MapViewBuilder({ relevance: testRelevance() });
  return {
    map,
    partition: views.partition(map),
    robotXY: [0, 0],
    relevance: await testRelevance(),
  };
}

async function mission(script: Script, config = {}) {
  server = await startFakeLlmServer(script);
  const generator = testGenerator(server.baseUrl, { maxRetries: 0, ...config });
  const port = new FakePort(mapToGraphJson(roadMap()), {
    answers: { tower_1: "a lattice tower with a bent antenna" },
  });
  const report = await runMission({
    mission: "Is the tower damaged?",
    port,
    generator,
    operator: new ScriptedOperator(),
  });
  return { report, requests: server.requests };
}

describe("map queries", () => {
  it("answers tool calls from the full map and sends the results back as tool messages", async () => {
    const { report, requests } = await mission([
      { reply: "", toolCalls: [{ id: "c1", name: "find_nodes", arguments: '{"text": "tower"}' }] },
      { reply: replyText({ plan: ["answer(the tower is fine)"] }) },
    ]);
    expect(report.outcome).toBe("answered");
    expect(report.metrics.toolCalls).toBe(1);
    expect(requests[0]!.body["tools"]).toBeDefined();
    const second = requests[1]!.body.messages as unknown as Record<string, unknown>[];
    const call = second.find((m) => m["role"] === "assistant" && m["tool_calls"] !== undefined);
    expect(call).toBeDefined();
    const result = second.find((m) => m["role"] === "tool");
    expect(result?.["tool_call_id"]).toBe("c1");
    expect(String(result?.["content"])).toContain('"name": "tower_1"');
    // One planner query for the agent, two requests to the server.
    expect(report.metrics.plannerQueries).toBe(1);
  });

  it("falls back to queries written in the reply when the server takes no tools", async () => {
    const { report, requests } = await mission(
      [
        { status: 400, message: "registry.ollama.ai/library/gemma3:4b does not support tools" },
        { reply: JSON.stringify({ map_query: [{ tool: "find_nodes", args: { text: "tower" } }] }) },
        { reply: replyText({ plan: ["answer(the tower is fine)"] }) },
      ],
      { structuredOutput: "json_object" },
    );
    expect(report.outcome).toBe("answered");
    expect(report.metrics.toolCalls).toBe(1);
    expect(requests[1]!.body["tools"]).toBeUndefined();
    const last = requests[2]!.body.messages.at(-1)!;
    expect(last.role).toBe("user");
    expect(last.content).toMatch(/^map_query_results:/);
    expect(last.content).toContain('"name": "tower_1"');
  });

  it("stops querying after three rounds and asks for a plan", async () => {
    const query = {
      reply: "",
      toolCalls: [{ id: "q", name: "describe_node", arguments: '{"name": "road_1"}' }],
    };
    const { report, requests } = await mission([
      query,
      query,
      query,
      { reply: replyText({ plan: ["answer(done)"] }) },
    ]);
    expect(report.outcome).toBe("answered");
    expect(requests).toHaveLength(4);
    expect(requests[3]!.body["tools"]).toBeUndefined();
  });
});

describe("the map tools", () => {
  it("find nodes by name or class, describe them, route between regions and list what is near", async () => {
    const context = await toolContext();
    const found = await runTool(context, { name: "find_nodes", arguments: { text: "tower" } });
    expect(found.ok).toBe(true);
    expect(found.nodes).toContain("tower_1");
    const described = await runTool(context, {
      name: "describe_node",
      arguments: '{"name": "road_2"}',
    });
    expect(described.text).toContain('"objects_seen": ["tower_1"]');
    const path = await runTool(context, {
      name: "shortest_path",
      arguments: { from: "road_1", to: "road_2" },
    });
    expect(JSON.parse(path.text)).toMatchObject({ path: ["road_1", "road_2"], length_m: 30 });
    const none = await runTool(context, {
      name: "shortest_path",
      arguments: { from: "road_1", to: "field_1" },
    });
    expect(JSON.parse(none.text)).toMatchObject({ path: null });
    const near = await runTool(context, {
      name: "nodes_near",
      arguments: { x: 30, y: 0, radius_m: 15 },
    });
    expect(near.nodes).toEqual(["road_2", "tower_1"]);
  });

  it("answers bad calls with an error for the model, never a throw", async () => {
    const context = await toolContext();
    for (const call of [
      { name: "drop_table", arguments: {} },
      { name: "find_nodes", arguments: "{not json" },
      { name: "find_nodes", arguments: { text: "" } },
      { name: "nodes_near", arguments: { x: "east", y: 0 } },
      { name: "describe_node", arguments: { name: "ghost_9" } },
      { name: "expand_area", arguments: { area: "area_e99_n99" } },
    ]) {
      const result = await runTool(context, call);
      expect(result.ok, call.name).toBe(false);
      expect(JSON.parse(result.text)).toHaveProperty("error");
    }
  });
});
