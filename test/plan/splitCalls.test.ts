import { describe, expect, it } from "vitest";
import { splitCalls } from "../../src/plan/index.js";

describe("splitCalls", () => {
  it("splits at top-level commas followed by a call", () => {
    expect(splitCalls("[goto(road_2), inspect(tower_1, is it damaged, or just rusty?)]")).toEqual([
      "goto(road_2)",
      "inspect(tower_1, is it damaged, or just rusty?)",
    ]);
  });

  it("keeps parentheses and nested calls inside free text", () => {
    expect(
      splitCalls("answer(Tower 2 is damaged (antenna snapped), tower 1 is fine), replan()"),
    ).toEqual(["answer(Tower 2 is damaged (antenna snapped), tower 1 is fine)", "replan()"]);
    expect(splitCalls("answer(I ran goto(road_1), then map_region(road_1))")).toEqual([
      "answer(I ran goto(road_1), then map_region(road_1))",
    ]);
  });

  it("never splits at a comma inside a quoted argument", () => {
    expect(splitCalls('inspect(tower_1, "is it ok), goto(road_9"), replan()')).toEqual([
      'inspect(tower_1, "is it ok), goto(road_9")',
      "replan()",
    ]);
  });

  it("is not fooled by a smiley's stray parenthesis", () => {
    expect(splitCalls("answer(all good :) really), replan()")).toEqual([
      "answer(all good :) really)",
      "replan()",
    ]);
  });

  it("accepts newlines, semicolons and missing commas between steps", () => {
    expect(splitCalls("goto(road_1),\n  map_region(road_1);\nextend_map(1, 2) replan()")).toEqual([
      "goto(road_1)",
      "map_region(road_1)",
      "extend_map(1, 2)",
      "replan()",
    ]);
  });

  it("handles a lost closing bracket, a lost opening bracket and a bare replan", () => {
    expect(splitCalls("[goto(a), set_labels([car, truck])")).toEqual([
      "goto(a)",
      "set_labels([car, truck])",
    ]);
    expect(splitCalls("goto(a), map_region(a)]")).toEqual(["goto(a)", "map_region(a)"]);
    expect(splitCalls("[goto(a), replan]")).toEqual(["goto(a)", "replan"]);
  });

  it("splits quoted calls of a stringified list", () => {
    expect(splitCalls("['goto(road_2)', 'map_region(road_2)']")).toEqual([
      "'goto(road_2)'",
      "'map_region(road_2)'",
    ]);
  });

  it("falls back to known action names when a closing parenthesis is missing", () => {
    expect(splitCalls("[goto(road_2, map_region(road_2)]")).toEqual([
      "goto(road_2",
      "map_region(road_2)",
    ]);
  });

  it("gives nothing for an empty plan", () => {
    expect(splitCalls("")).toEqual([]);
    expect(splitCalls(" [ ] ")).toEqual([]);
  });
});
