import { describe, expect, it } from "vitest";
import type { Vec2 } from "../../../src/geo/index.js";
import { builtExamples, systemPrompt } from "../../../src/planners/llm/index.js";
import { visibleMapResponder } from "../../bench/llmContext/index.js";
import type { RecordedRequest } from "./fakeLlmServer.js";

// The stand-in model of largeMap.test.ts and the llm-context bench: checked here so that a pass or a failure
// there is about what the planner showed, not about the stand-in.

const REGIONS = new Map<string, Vec2>([
  ["road_1", [0, 0]],
  ["road_2", [100, 0]],
  ["field_7", [180, 10]],
  ["lane_3", [300, 0]],
]);
const TARGET = { object: "water_tower_1", className: "water_tower", coords: [302, 3] as Vec2 };

function responder() {
  return visibleMapResponder({ target: TARGET, regionCoords: (name) => REGIONS.get(name) });
}

/** A request as the planner sends it: system prompt, the examples, then the given user turns. */
function request(...turns: string[]): RecordedRequest {
  const prefix = [
    { role: "system", content: systemPrompt({ exampleCount: builtExamples().length }) },
    ...builtExamples().flatMap((example) => example.messages),
  ];
  return {
    body: {
      model: "m",
      messages: [...prefix, ...turns.map((content) => ({ role: "user", content }))],
    },
    headers: {},
    atMs: 0,
  };
}

function planOf(reply: string): string[] {
  return (JSON.parse(reply) as { plan: string[] }).plan;
}

describe("the visible-map stand-in model", () => {
  it("sees no node in the system prompt or the examples, whose sample maps use names like road_1", () => {
    const model = responder();
    const reply = model.respond(request("task: find it\ngraph: (nothing shown)"));
    expect(planOf(reply)[0]).toMatch(/^answer\(/);
    expect(model.unexpected).toEqual(["request 1 shows no region"]);
    expect(model.targetShown).toEqual([false]);
  });

  it("heads for the shown region nearest the target and extends the map when the target is not shown", () => {
    const model = responder();
    const first = model.respond(request('task: find it\ngraph: {"road_1", "road_2", "field_7"}'));
    expect(planOf(first)).toEqual(["goto(field_7)", "extend_map(302, 3)", "replan()"]);
    const second = model.respond(
      request("task: find it\ngraph: road_1 road_2 field_7", 'past_actions: ["goto(field_7)"]'),
    );
    expect(planOf(second)).toEqual(["extend_map(302, 3)", "replan()"]);
    expect(model.targetShown).toEqual([false, false]);
  });

  it("goes, maps, inspects and answers with the inspection when the target is shown", () => {
    const model = responder();
    const map = 'graph: road_1 road_2 lane_3 water_tower_1 ["water_tower_1", "lane_3"]';
    expect(planOf(model.respond(request(map)))).toEqual([
      "goto(lane_3)",
      "map_region(lane_3)",
      "inspect(water_tower_1, is it damaged?)",
      "replan()",
    ]);
    expect(planOf(model.respond(request(map, 'past_actions: ["goto(lane_3)"]')))[0]).toBe(
      "map_region(lane_3)",
    );
    expect(
      planOf(model.respond(request(map, 'past_actions: ["goto(lane_3)", "map_region(lane_3)"]'))),
    ).toEqual(["inspect(water_tower_1, is it damaged?)", "replan()"]);
    const answer = model.respond(
      request(
        map,
        'past_actions: ["inspect(water_tower_1, is it damaged?)"]\n' +
          'feedback: inspect(water_tower_1, is it damaged?): "leaning; clearly damaged"',
      ),
    );
    expect(planOf(answer)).toEqual(["answer(water_tower_1: leaning; clearly damaged)"]);
    expect(model.unexpected).toEqual([]);
  });

  it("follows the validator's goto-then-extend suggestion, and reports any other rejection", () => {
    const model = responder();
    const suggestion = model.respond(
      request(
        "graph: road_1 lane_3 water_tower_1",
        "Feedback: lane_3 is not reachable: e.g. goto(road_2), then extend_map(250.5, -3). Otherwise …",
      ),
    );
    expect(planOf(suggestion)).toEqual(["goto(road_2)", "extend_map(250.5, -3)", "replan()"]);
    const after = model.respond(request("graph: road_1 lane_3", 'past_actions: ["goto(road_2)"]'));
    expect(planOf(after)).toEqual(["extend_map(250.5, -3)", "replan()"]);
    model.respond(request("graph: road_1", "Feedback: something else entirely"));
    expect(model.unexpected).toEqual(["Feedback: something else entirely"]);
  });
});
