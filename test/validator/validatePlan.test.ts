import { describe, expect, it } from "vitest";
import { fail, ok } from "../../src/errors/index.js";
import { parsePlan } from "../../src/plan/index.js";
import { VALIDATION_CODES, validatePlan, type ValidationCode } from "../../src/validator/index.js";
import { hillMap } from "./fixtures.js";

function check(plan: string, options: Parameters<typeof validatePlan>[2] = {}) {
  return validatePlan(parsePlan(plan), hillMap(), options);
}

function codes(plan: string): ValidationCode[] {
  return check(plan).steps.map((step) => step.code);
}

describe("validatePlan", () => {
  it("accepts a reachable plan and types its arguments", () => {
    const result = check(
      "[goto(road_3), map_region(field_1), inspect(cabin_1, is the door open?), answer(done)]",
    );
    expect(result.ok).toBe(true);
    expect(result.code).toBe("ok");
    expect(result.feedback).toBe("");
    expect(result.validPrefix).toBe(4);
    expect(result.plan.map((step) => step.args)).toEqual([
      { region: "road_3" },
      { region: "field_1" },
      { object: "cabin_1", query: "is the door open?" },
      { text: "done" },
    ]);
  });

  it("reports an unknown action and lists the valid ones", () => {
    const result = check("[navigate(road_2)]");
    expect(result.code).toBe("unknown_action");
    expect(result.feedback).toContain('"navigate" is not an action');
    expect(result.feedback).toContain("goto, map_region, explore_region, extend_map, inspect");
  });

  it("refuses a coordinate far beyond the map and names the allowed range (issue 14, finding 8)", () => {
    const result = check("[extend_map(1e308, -1e308)]");
    expect(result.code).toBe("out_of_bounds");
    expect(result.feedback).toMatch(
      /x_m must lie within the map's extent plus 2000 m, -?\d+…\d+ m, got 1e\+308/,
    );
    expect(codes("[extend_map(-1e308, 0)]")).toEqual(["out_of_bounds"]);
    expect(codes("[extend_map(0, 1e308)]")).toEqual(["out_of_bounds"]);
    expect(codes("[extend_map(60, 40)]")[0]).not.toBe("out_of_bounds");
  });

  it("reports a step it could not parse", () => {
    expect(codes("[goto road_2, answer(x)]")[0]).toBe("parse_error");
  });

  it("reports the wrong number of arguments with the signature", () => {
    const result = check("[goto(road_1, road_2)]");
    expect(result.code).toBe("wrong_arity");
    expect(result.feedback).toContain("goto(region)");
    expect(check("[explore_region(field_1)]").code).toBe("wrong_arity");
  });

  it("reports an argument of the wrong type", () => {
    const result = check("[extend_map(north, 20)]");
    expect(result.code).toBe("wrong_type");
    expect(result.feedback).toContain("x_m must be a number");
    expect(check("[explore_region(field_1, 0)]").code).toBe("wrong_type");
    expect(check("[set_labels([])]").code).toBe("wrong_type");
  });

  it("accepts metres written with a unit", () => {
    const result = check("[explore_region(field_1, 10m)]");
    expect(result.ok).toBe(true);
    expect(result.plan[0]?.args).toEqual({ region: "field_1", radius_m: 10 });
  });

  it("reports an unknown node, suggests similar names and replan()", () => {
    const result = check("[goto(road_9)]");
    expect(result.code).toBe("unknown_node");
    expect(result.feedback).toContain('no node "road_9"');
    expect(result.feedback).toContain("road_1, road_2, road_3");
    expect(result.feedback).toContain("replan()");
  });

  it("reports an object where a region is needed and suggests inspect", () => {
    const result = check("[goto(cabin_1)]");
    expect(result.code).toBe("expected_region");
    expect(result.feedback).toContain("inspect(cabin_1, <question>)");
    expect(result.feedback).toContain("road_1");
  });

  it("reports a region where an object is needed and suggests map_region", () => {
    const result = check("[inspect(field_1, what is here?)]");
    expect(result.code).toBe("expected_object");
    expect(result.feedback).toContain("map_region(field_1)");
  });

  it("names the closest pair of regions when the target is unreachable", () => {
    const result = check("[inspect(radio_tower_1, is it damaged?)]");
    expect(result.code).toBe("unreachable");
    expect(result.feedback).toContain("field_1 (22.0, 14.0) and hill_path_1 (48.0, 30.0)");
    expect(result.feedback).toContain("extend_map(48.0, 30.0)");
  });

  it("points toward an object that is connected to no region", () => {
    const result = check("[inspect(antenna_1, is it bent?)]");
    expect(result.code).toBe("unreachable");
    expect(result.feedback).toContain("not connected to any region");
    expect(result.feedback).toContain("field_1");
  });

  it("allows replan() only as the last step", () => {
    expect(codes("[replan(), goto(road_2)]")[0]).toBe("replan_not_last");
    expect(check("[goto(road_2), replan()]").ok).toBe(true);
  });

  it("rejects anything after answer or clarify", () => {
    expect(codes("[answer(all good), goto(road_2)]")).toEqual(["ok", "after_terminal"]);
    expect(codes("[clarify(which tower?), replan()]")).toEqual(["ok", "after_terminal"]);
  });

  it("rejects an empty plan and a plan with nothing to execute", () => {
    expect(check("[]").code).toBe("empty_plan");
    const idle = check("[replan()]");
    expect(idle.ok).toBe(false);
    expect(idle.code).toBe("no_action");
  });

  it("says so when the map has no robot location", () => {
    const noLocation = validatePlan(parsePlan("[goto(road_2)]"), mapWithoutLocation());
    expect(noLocation.code).toBe("robot_location_unknown");
  });

  it("runs the explorability stage only for an exploration step taken from where the robot is", () => {
    const seen: string[] = [];
    const refuse = (step: { text: string }) => {
      seen.push(step.text);
      return fail("the goal (99, 99) lies inside an obstacle");
    };
    const first = check("[extend_map(99, 99), replan()]", { explorability: refuse });
    expect(first.code).toBe("not_explorable");
    expect(first.feedback).toContain("inside an obstacle");
    const later = check("[goto(road_3), extend_map(99, 99), replan()]", { explorability: refuse });
    expect(later.ok).toBe(true);
    expect(seen).toEqual(["extend_map(99, 99)"]);
    const labelsFirst = check("[set_labels([tower]), extend_map(99, 99)]", {
      explorability: () => ok(undefined),
    });
    expect(labelsFirst.ok).toBe(true);
  });

  it("judges later steps from where earlier steps leave the robot", () => {
    // After extend_map the map will have grown, so reachability of later steps is deferred, not refused.
    const result = check(
      "[goto(field_1), extend_map(48, 30), inspect(radio_tower_1, is it damaged?)]",
    );
    expect(result.ok).toBe(true);
    expect(result.steps.map((step) => step.code)).toEqual(["ok", "ok", "unchecked"]);
    // The unreachable message says where the robot will be by then, not where it is now.
    const moved = check("[goto(road_3), goto(hill_path_1)]");
    expect(moved.feedback).toContain("from road_3 (where the robot will be by then)");
  });

  it("does not cascade one failure into the steps after it", () => {
    const result = check("[goto(hill_path_1), inspect(radio_tower_1, is it damaged?)]");
    expect(result.steps.map((step) => step.code)).toEqual(["unreachable", "unchecked"]);
    expect(result.validPrefix).toBe(0);
  });

  it("has a test for every code it can return", () => {
    const tested: ValidationCode[] = [
      "ok",
      "unchecked",
      "parse_error",
      "unknown_action",
      "wrong_arity",
      "wrong_type",
      "out_of_bounds",
      "unknown_node",
      "expected_region",
      "expected_object",
      "unreachable",
      "not_explorable",
      "replan_not_last",
      "after_terminal",
      "empty_plan",
      "no_action",
      "robot_location_unknown",
    ];
    expect([...tested].sort()).toEqual(Object.keys(VALIDATION_CODES).sort());
  });
});

function mapWithoutLocation() {
  const map = hillMap();
  // Removing the robot's region moves the robot to the nearest region; remove all regions near it instead.
  for (const name of map.regionNames()) map.removeNode(name);
  map.addNode({ name: "road_2", type: "region", coords: [10, 0] });
  return map;
}
