import { describe, expect, it } from "vitest";
import { parsePlan } from "../../src/plan/index.js";
import { calls } from "./helpers.js";

describe("parsePlan", () => {
  it("reads an array of call strings and splits an item holding several calls", () => {
    expect(calls(parsePlan(["goto(road_2)", "map_region(road_2), replan()"]))).toEqual([
      ["goto", ["road_2"]],
      ["map_region", ["road_2"]],
      ["replan", []],
    ]);
  });

  it("reads step objects with array, keyed, scalar, string and missing args", () => {
    const plan = parsePlan([
      { action: "goto", args: ["road_2"] },
      { action: "goto", args: { region: "road_3" } },
      { action: "goto", args: "road_4" },
      { action: "explore_region", args: "road_4, 3" },
      { action: "replan" },
      { action: "answer", args: "Tower 2 is down, tower 1 is fine" },
    ]);
    expect(calls(plan)).toEqual([
      ["goto", ["road_2"]],
      ["goto", ["road_3"]],
      ["goto", ["road_4"]],
      ["explore_region", ["road_4", 3]],
      ["replan", []],
      ["answer", ["Tower 2 is down, tower 1 is fine"]],
    ]);
    expect(plan.map((step) => step.text)).toEqual([
      "goto(road_2)",
      "goto(road_3)",
      "goto(road_4)",
      "explore_region(road_4, 3)",
      "replan()",
      "answer(Tower 2 is down, tower 1 is fine)",
    ]);
  });

  it("fits extend_map and set_labels args from objects the same way as from call strings", () => {
    expect(
      calls(
        parsePlan([
          { action: "extend_map", args: [[20, 35]] },
          { action: "extend_map", args: { x: 20, y: "35" } },
          { action: "extend_map", args: ["20", "35"] },
          { action: "set_labels", args: ["car", "truck"] },
          { action: "set_labels", args: [["car", "truck"]] },
          { action: "set_labels", args: { labels: "[car, truck]" } },
        ]),
      ),
    ).toEqual([
      ["extend_map", [20, 35]],
      ["extend_map", [20, 35]],
      ["extend_map", [20, 35]],
      ["set_labels", [["car", "truck"]]],
      ["set_labels", [["car", "truck"]]],
      ["set_labels", [["car", "truck"]]],
    ]);
  });

  it("reports step objects with other key names instead of guessing", () => {
    const [byFunction, byArguments, unknownArg] = parsePlan([
      { function: "goto", arguments: ["road_2"] },
      { action: "goto", arguments: ["road_2"] },
      { action: "goto", args: { node: "road_2" } },
    ]);
    expect(byFunction?.problem).toBe(
      'Could not parse step {"function":"goto","arguments":["road_2"]}: it has no "action" key (found "function", "arguments"); write a step as {"action": "goto", "args": {"region": "road_1"}} or "goto(road_1)"',
    );
    expect(byArguments?.problem).toBe(
      'Could not parse step {"action":"goto","arguments":["road_2"]}: it has no "args" key (found "arguments"); write a step as {"action": "goto", "args": {"region": "road_1"}} or "goto(road_1)"',
    );
    expect(unknownArg?.problem).toBe(
      'Could not parse step {"action":"goto","args":{"node":"road_2"}}: unknown argument names "node" for goto (its parameters: region)',
    );
  });

  it("turns items that are neither strings nor objects into problem steps", () => {
    const plan = parsePlan(["goto(road_1)", 5, ["goto", "road_2"], null]);
    expect(plan.map((step) => [step.index, step.action, step.problem])).toEqual([
      [0, "goto", undefined],
      [
        1,
        "",
        'Could not parse step 5: expected a step like {"action": "goto", "args": {"region": "road_1"}} or "goto(road_1)"',
      ],
      [
        2,
        "",
        'Could not parse step ["goto","road_2"]: expected a step like {"action": "goto", "args": {"region": "road_1"}} or "goto(road_1)"',
      ],
      [
        3,
        "",
        'Could not parse step null: expected a step like {"action": "goto", "args": {"region": "road_1"}} or "goto(road_1)"',
      ],
    ]);
  });

  it("turns a plan that is neither a string nor an array into one problem step", () => {
    for (const plan of [null, 42, { step1: "goto(road_1)" }]) {
      const steps = parsePlan(plan);
      expect(steps).toHaveLength(1);
      expect(steps[0]?.problem).toMatch(
        /^The plan must be a list of steps like \[\{"action": "goto", "args": \{"region": "road_1"\}\}, "map_region\(road_1\)"\], got /,
      );
    }
  });

  it("gives an empty plan for an empty array", () => {
    expect(parsePlan([])).toEqual([]);
  });
});
