import { describe, expect, it } from "vitest";
import { parseCallString } from "../../src/plan/index.js";

const parse = (text: string) => {
  const step = parseCallString(text, 3);
  return { action: step.action, args: step.args, problem: step.problem };
};
const ok = (action: string, args: unknown[]) => ({ action, args, problem: undefined });

describe("parseCallString", () => {
  it("keeps the index and the trimmed text of the step", () => {
    expect(parseCallString("  goto(road_1) ", 3)).toEqual({
      index: 3,
      text: "goto(road_1)",
      action: "goto",
      args: ["road_1"],
    });
  });

  it("gives a free-text param the rest of the call verbatim", () => {
    expect(parse("inspect(radio_tower_1, is it damaged, or just rusty? (see 'antenna'))")).toEqual(
      ok("inspect", ["radio_tower_1", "is it damaged, or just rusty? (see 'antenna')"]),
    );
  });

  it("strips one pair of quotes around a wholly quoted free text, and keeps apostrophes", () => {
    expect(parse('answer("Tower 2 is down, tower 1 is fine")')).toEqual(
      ok("answer", ["Tower 2 is down, tower 1 is fine"]),
    );
    expect(parse("answer('it's fine')")).toEqual(ok("answer", ["it's fine"]));
    expect(parse('answer("Tower 2", he said, "is down")')).toEqual(
      ok("answer", ['"Tower 2", he said, "is down"']),
    );
  });

  it("strips quotes around names and numbers", () => {
    expect(parse("goto('road_2')")).toEqual(ok("goto", ["road_2"]));
    expect(parse('explore_region("road_2", "3.5")')).toEqual(ok("explore_region", ["road_2", 3.5]));
  });

  it("converts clean numerals for number params and leaves the rest as text", () => {
    expect(parse("explore_region(road_2, 3)")).toEqual(ok("explore_region", ["road_2", 3]));
    expect(parse("extend_map(-12.5, 1e2)")).toEqual(ok("extend_map", [-12.5, 100]));
    expect(parse("extend_map(20m, north)")).toEqual(ok("extend_map", ["20m", "north"]));
  });

  it("reads labels in four forms", () => {
    const labels = ok("set_labels", [["radio_tower", "antenna"]]);
    expect(parse("set_labels([radio_tower, antenna])")).toEqual(labels);
    expect(parse("set_labels(radio_tower, antenna)")).toEqual(labels);
    expect(parse('set_labels("radio_tower", "antenna")')).toEqual(labels);
    expect(parse("set_labels(['radio_tower','antenna'])")).toEqual(labels);
  });

  it("reads extend_map as two numbers, a list, a tuple or keywords", () => {
    const point = ok("extend_map", [20, 35]);
    expect(parse("extend_map(20, 35)")).toEqual(point);
    expect(parse("extend_map([20, 35])")).toEqual(point);
    expect(parse("extend_map((20, 35))")).toEqual(point);
    expect(parse("extend_map(x=20, y=35)")).toEqual(point);
    expect(parse("extend_map(y_m=35, x_m=20)")).toEqual(point);
  });

  it("maps keyword arguments by param name, mixed with positional ones", () => {
    expect(parse("explore_region(road_1, radius_m=5)")).toEqual(
      ok("explore_region", ["road_1", 5]),
    );
    expect(parse("inspect(object=tower_1, query=is it damaged, or rusty?)")).toEqual(
      ok("inspect", ["tower_1", "is it damaged, or rusty?"]),
    );
    expect(parse("answer(x=3 was the reading)")).toEqual(ok("answer", ["x=3 was the reading"]));
  });

  it("reports an argument name the behavior does not have", () => {
    expect(parse("goto(region_node=road_1)").problem).toBe(
      'Could not parse step "goto(region_node=road_1)": unknown argument name "region_node" for goto (its parameters: region)',
    );
  });

  it("reports a keyword that skips an earlier param and one given twice", () => {
    expect(parse("explore_region(radius_m=5)").problem).toBe(
      'Could not parse step "explore_region(radius_m=5)": argument "region" of explore_region is missing',
    );
    expect(parse("goto(road_1, region=road_2)").problem).toBe(
      'Could not parse step "goto(road_1, region=road_2)": argument "region" is given twice',
    );
  });

  it("keeps extra pieces as extra args so the validator can report the arity", () => {
    expect(parse("goto(road_1, road_2)")).toEqual(ok("goto", ["road_1", "road_2"]));
    expect(parse("replan(now)")).toEqual(ok("replan", ["now"]));
    expect(parse("goto()")).toEqual(ok("goto", []));
  });

  it("splits every top-level comma of an unknown action and keeps its name as written", () => {
    expect(parse("Fly_To(a, 'b, c', [1, 2])")).toEqual(ok("Fly_To", ["a", "b, c", "[1, 2]"]));
  });

  it("accepts a lone replan without parentheses", () => {
    expect(parse("replan")).toEqual(ok("replan", []));
  });

  it("tolerates a trailing separator and a wholly quoted call", () => {
    expect(parse("goto(road_1);")).toEqual(ok("goto", ["road_1"]));
    expect(parse("'map_region(road_1)'")).toEqual(ok("map_region", ["road_1"]));
  });

  it("reports steps that are not name(arguments)", () => {
    expect(parse("goto road_1")).toEqual({
      action: "",
      args: [],
      problem: 'Could not parse step "goto road_1": expected name(arguments)',
    });
    expect(parse("1. goto(road_1)").problem).toBe(
      'Could not parse step "1. goto(road_1)": expected name(arguments)',
    );
    expect(parse("goto(road_1) then map it").problem).toBe(
      'Could not parse step "goto(road_1) then map it": unexpected text after the closing ")"',
    );
    expect(parse("").problem).toBe('Could not parse step "": expected name(arguments)');
  });
});
