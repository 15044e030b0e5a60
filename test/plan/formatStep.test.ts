import { describe, expect, it } from "vitest";
import {
  formatStep,
  parseCallString,
  parsePlan,
  splitCalls,
  type PlanStep,
} from "../../src/plan/index.js";
import { garble, random } from "./fuzz.js";

/** The round-trip property: a parsed step, formatted, parses back to the same action and args. */
function expectRoundTrip(step: PlanStep): void {
  const text = formatStep(step.action, step.args);
  const again = parseCallString(text, step.index);
  expect({ text, action: again.action, args: again.args, problem: again.problem }).toEqual({
    text,
    action: step.action,
    args: step.args,
    problem: undefined,
  });
}

describe("formatStep", () => {
  it("writes canonical call text for the action history", () => {
    expect(formatStep("inspect", ["radio_tower_1", "is it damaged, or just rusty?"])).toBe(
      "inspect(radio_tower_1, is it damaged, or just rusty?)",
    );
    expect(formatStep("extend_map", [20, 35])).toBe("extend_map(20, 35)");
    expect(formatStep("set_labels", [["radio_tower", "antenna"]])).toBe(
      "set_labels([radio_tower, antenna])",
    );
    expect(formatStep("replan", [])).toBe("replan()");
    expect(formatStep("answer", ["Tower 2 is damaged (antenna snapped), tower 1 is fine"])).toBe(
      "answer(Tower 2 is damaged (antenna snapped), tower 1 is fine)",
    );
  });

  it("quotes only where the text would otherwise parse back differently", () => {
    expect(formatStep("goto", ["road 1, north"])).toBe('goto("road 1, north")');
    expect(formatStep("answer", [" padded "])).toBe('answer(" padded ")');
    expect(formatStep("answer", ['"quoted"'])).toBe(`answer('"quoted"')`);
    expect(formatStep("inspect", ["tower_1", "query=x"])).toBe('inspect(tower_1, "query=x")');
    expect(formatStep("answer", [""])).toBe('answer("")');
  });

  it("round-trips every step parsed from messy call strings", () => {
    const plans = [
      "[goto(road_2), inspect(tower_1, is it damaged, or just rusty?)]",
      "answer(Tower 2 is damaged (antenna snapped), tower 1 is fine), replan",
      "set_labels(['radio_tower', 'antenna']), extend_map([20, 35]), extend_map(x=-1.5, y=2e3)",
      `inspect("tower 1", "is it damaged?"), answer("he said \\"hi\\""), answer('it's "fine"')`,
      "explore_region(road_1, radius=3), goto(road_1, extra, 'more'), Fly_To(a, 'b, c'), replan(now)",
      'answer(  "  spaced out  "  ), answer(x=3 is not a keyword), goto("a=b"), set_labels([])',
      "answer(all good :) really), inspect(t, ''), set_labels(\"\", a)",
    ];
    const steps = plans.flatMap((plan) =>
      splitCalls(plan).map((call, i) => parseCallString(call, i)),
    );
    expect(steps.filter((step) => step.problem !== undefined)).toEqual([]);
    expect(steps.length).toBeGreaterThan(20);
    steps.forEach(expectRoundTrip);
  });

  it("round-trips steps parsed from step objects", () => {
    const steps = parsePlan([
      { action: "extend_map", args: { x: 20, y: 35 } },
      { action: "set_labels", args: ["radio tower", "antenna, mast"] },
      { action: "inspect", args: { object: "tower_1", query: "  what, if anything, is broken?" } },
      { action: "answer", args: ["(a) tower 1; (b) tower 2"] },
    ]);
    steps.forEach(expectRoundTrip);
  });

  it("round-trips awkward strings in every param kind", () => {
    const awkward = [
      "",
      " ",
      "a,b",
      "(x",
      "x)",
      "[y]",
      '"q"',
      "'q'",
      "`q`",
      "a=b",
      "back\\slash",
      "mixed \"'`",
      "new\nline",
      "é ü",
    ];
    for (const text of awkward) {
      expectRoundTrip({ index: 0, text: "", action: "goto", args: [text] });
      expectRoundTrip({ index: 0, text: "", action: "inspect", args: ["tower_1", text] });
      expectRoundTrip({ index: 0, text: "", action: "set_labels", args: [[text, "car"]] });
      expectRoundTrip({ index: 0, text: "", action: "unknown_action", args: [text, text] });
    }
  });

  it("round-trips every step that parses from a few hundred garbled call strings", () => {
    const next = random(7);
    const seeds = [
      "inspect(tower_1, 'is it, damaged?'), extend_map([20, 35]), set_labels(\"car\", 'truck')",
      "answer(Tower 2 is damaged (antenna snapped), tower 1 is fine), explore_region(road_1, radius_m=3)",
      'goto("road 1"), map_region(road_2), replan, Fly_To(a, [1, 2])',
    ];
    let checked = 0;
    for (let i = 0; i < 600; i++) {
      for (const call of splitCalls(garble(next, seeds[i % seeds.length] ?? ""))) {
        const step = parseCallString(call, 0);
        if (step.problem !== undefined) continue;
        expectRoundTrip(step);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
