import { describe, expect, it } from "vitest";
import { calls, failureOf, parsed, planOf } from "./helpers.js";

const HEAD = '"primary_goal": "check the towers", "relevant_graph": "tower_1", "reasoning": "r"';

describe("parsePlannerReply on messy replies", () => {
  it("reads a clean reply with a plan as an array of call strings", () => {
    const reply = parsed(`{${HEAD}, "plan": ["goto(road_2)", "map_region(road_2)"]}`);
    expect(reply.reply.primaryGoal).toBe("check the towers");
    expect(reply.reply.relevantGraph).toBe("tower_1");
    expect(reply.reply.reasoning).toBe("r");
    expect(calls(reply.reply.plan)).toEqual([
      ["goto", ["road_2"]],
      ["map_region", ["road_2"]],
    ]);
    expect(reply.notes).toEqual([]);
  });

  it("reads JSON inside a ```json code fence", () => {
    const text = `\`\`\`json\n{${HEAD}, "plan": ["goto(road_2)"]}\n\`\`\``;
    expect(planOf(text)).toEqual([["goto", ["road_2"]]]);
    expect(parsed(text).notes).toEqual([]);
  });

  it("reads JSON inside a bare ``` fence with prose after it", () => {
    const text = `\`\`\`\n{${HEAD}, "plan": ["replan()"]}\n\`\`\`\nHope this helps!`;
    expect(planOf(text)).toEqual([["replan", []]]);
    expect(parsed(text).notes).toContain("Text around the JSON object was ignored.");
  });

  it("ignores leading and trailing prose and notes it", () => {
    const text = `Here is my plan: {${HEAD}, "plan": ["goto(road_1)"]} Let me know if you need anything {else}.`;
    expect(planOf(text)).toEqual([["goto", ["road_1"]]]);
    expect(parsed(text).notes).toEqual(["Text around the JSON object was ignored."]);
  });

  it("reads Python-style single quotes", () => {
    const text = `{'primary_goal': 'x', 'relevant_graph': 'tower_1', 'reasoning': 'r', 'plan': ['goto(road_2)', 'inspect(tower_1, is it damaged?)']}`;
    expect(planOf(text)).toEqual([
      ["goto", ["road_2"]],
      ["inspect", ["tower_1", "is it damaged?"]],
    ]);
    expect(parsed(text).notes).toContain("The JSON was not valid as written and was repaired.");
  });

  it("reads trailing commas in the plan and the object", () => {
    expect(planOf(`{${HEAD}, "plan": ["goto(road_2)", "map_region(road_2)",],}`)).toEqual([
      ["goto", ["road_2"]],
      ["map_region", ["road_2"]],
    ]);
  });

  it("reads the original SPINE examples' missing comma after primary_goal", () => {
    const text =
      '{\n  "primary_goal": "find a shovel for the user."\n  "relevant_graph": "field_11, field_13, unobserved_node(shovel)",\n' +
      '  "reasoning": "Shovels are often found near sheds.",\n' +
      '  "plan": "[goto(field_11), map_region(field_11), goto(field_13), map_region(field_13)]"\n}';
    const reply = parsed(text);
    expect(reply.reply.primaryGoal).toBe("find a shovel for the user.");
    expect(reply.reply.relevantGraph).toBe("field_11, field_13, unobserved_node(shovel)");
    expect(calls(reply.reply.plan)).toEqual([
      ["goto", ["field_11"]],
      ["map_region", ["field_11"]],
      ["goto", ["field_13"]],
      ["map_region", ["field_13"]],
    ]);
  });

  it("reads an unescaped newline inside the reasoning", () => {
    const reply = parsed(
      `{"primary_goal": "x", "relevant_graph": "y", "reasoning": "first line\nsecond line", "plan": ["goto(road_3)"]}`,
    );
    expect(reply.reply.reasoning).toBe("first line\nsecond line");
    expect(calls(reply.reply.plan)).toEqual([["goto", ["road_3"]]]);
  });

  it("reads Python True, False and None literals", () => {
    const text = `{${HEAD}, "done": False, "confident": True, "relevant_semantics": None, "plan": ["goto(road_1)"]}`;
    const reply = parsed(text);
    expect(calls(reply.reply.plan)).toEqual([["goto", ["road_1"]]]);
    expect(reply.reply.relevantSemantics).toBeUndefined();
    expect(reply.notes).toContain('Unexpected key "done" was ignored.');
  });

  it("closes a reply cut off inside the plan and flags the cut-off step", () => {
    const text = `{${HEAD}, "plan": ["goto(road_2)", "inspect(tower_1, is it dam`;
    const reply = parsed(text);
    expect(calls(reply.reply.plan)).toEqual([
      ["goto", ["road_2"]],
      ["", []],
    ]);
    expect(reply.reply.plan[1]?.problem).toBe(
      'Could not parse step "inspect(tower_1, is it dam": missing the closing ")"',
    );
    expect(reply.notes).toContain("The reply looked cut off; its JSON was closed by repair.");
  });

  it("closes a reply cut off after the plan", () => {
    expect(planOf(`{${HEAD}, "plan": ["goto(road_2)", "replan()"]`)).toEqual([
      ["goto", ["road_2"]],
      ["replan", []],
    ]);
  });

  it("keeps commas inside a free-text answer in a plan string", () => {
    expect(
      planOf(
        `{${HEAD}, "plan": "[goto(road_2), inspect(tower_1, is it damaged, or just rusty?)]"}`,
      ),
    ).toEqual([
      ["goto", ["road_2"]],
      ["inspect", ["tower_1", "is it damaged, or just rusty?"]],
    ]);
  });

  it("keeps parentheses inside a free-text answer", () => {
    expect(
      planOf(
        `{${HEAD}, "plan": "[answer(Tower 2 is damaged (antenna snapped), tower 1 is fine)]"}`,
      ),
    ).toEqual([["answer", ["Tower 2 is damaged (antenna snapped), tower 1 is fine"]]]);
  });

  it("reads a plan string without brackets", () => {
    expect(planOf(`{${HEAD}, "plan": "goto(road_2), map_region(road_2)"}`)).toEqual([
      ["goto", ["road_2"]],
      ["map_region", ["road_2"]],
    ]);
  });

  it("reads a plan string that lost its closing bracket", () => {
    expect(planOf(`{${HEAD}, "plan": "[goto(road_2), extend_map(20, 35), replan()"}`)).toEqual([
      ["goto", ["road_2"]],
      ["extend_map", [20, 35]],
      ["replan", []],
    ]);
  });

  it("reads a plan of unquoted calls instead of strings", () => {
    expect(planOf(`{${HEAD}, "plan": [goto(road_1), answer(it is fine, really)]}`)).toEqual([
      ["goto", ["road_1"]],
      ["answer", ["it is fine, really"]],
    ]);
  });

  it("reads double quotes left unescaped inside call strings", () => {
    expect(
      planOf(`{${HEAD}, "plan": ["goto(road_2)", "inspect(tower_1, "is it damaged, or rusty?")"]}`),
    ).toEqual([
      ["goto", ["road_2"]],
      ["inspect", ["tower_1", "is it damaged, or rusty?"]],
    ]);
    expect(planOf(`{${HEAD}, "plan": "[answer(The sign says "STOP", so it is closed)]"}`)).toEqual([
      ["answer", ['The sign says "STOP", so it is closed']],
    ]);
  });

  it("reads steps written as objects with args arrays", () => {
    const plan =
      '[{"action": "goto", "args": ["road_2"]}, {"action": "extend_map", "args": [20, 35]}, {"action": "replan"}]';
    expect(planOf(`{${HEAD}, "plan": ${plan}}`)).toEqual([
      ["goto", ["road_2"]],
      ["extend_map", [20, 35]],
      ["replan", []],
    ]);
  });

  it("orders args given as an object keyed by param names", () => {
    const plan =
      '[{"action": "inspect", "args": {"query": "is it damaged, or rusty?", "object": "tower_1"}}]';
    expect(planOf(`{${HEAD}, "plan": ${plan}}`)).toEqual([
      ["inspect", ["tower_1", "is it damaged, or rusty?"]],
    ]);
  });

  it("reads a call string written in the action field", () => {
    expect(planOf(`{${HEAD}, "plan": [{"action": "map_region(road_4)"}]}`)).toEqual([
      ["map_region", ["road_4"]],
    ]);
  });

  it("joins relevant_graph given as a list", () => {
    const reply = parsed(
      `{"primary_goal": "x", "relevant_graph": ["road_2", "tower_1"], "reasoning": "r", "plan": []}`,
    );
    expect(reply.reply.relevantGraph).toBe("road_2, tower_1");
  });

  it("reads relevant_semantics as detector labels", () => {
    const reply = parsed(`{${HEAD}, "relevant_semantics": ["radio_tower", "antenna"], "plan": []}`);
    expect(reply.reply.relevantSemantics).toEqual(["radio_tower", "antenna"]);
  });

  it("reports key variants in notes without using their values", () => {
    const text =
      '{"primary goal": "x", "goal": "road_2", "Justification": "because", "relevant semantics": ["car"], "plan": ["goto(road_2)"]}';
    const reply = parsed(text);
    expect(reply.reply.primaryGoal).toBe("");
    expect(reply.reply.relevantGraph).toBe("");
    expect(reply.reply.reasoning).toBe("");
    expect(reply.reply.relevantSemantics).toBeUndefined();
    expect(calls(reply.reply.plan)).toEqual([["goto", ["road_2"]]]);
    expect(reply.notes).toEqual([
      'The reply has no "primary_goal" (found "primary goal", which was not used); it was left empty.',
      'The reply has no "relevant_graph"; it was left empty.',
      'The reply has no "reasoning"; it was left empty.',
      'Key "relevant semantics" should be "relevant_semantics"; it was not used.',
      'Unexpected key "goal" was ignored.',
      'Unexpected key "Justification" was ignored.',
    ]);
  });

  it("fails without a plan key and names the keys it found", () => {
    expect(failureOf('{"primary_goal": "x", "Plan": ["goto(a)"], "actions": []}')).toBe(
      'The reply has no "plan" key (found "Plan", "actions"). Put the list of actions under "plan".',
    );
  });

  it("gives an empty plan for an empty list or an empty string", () => {
    expect(planOf(`{${HEAD}, "plan": []}`)).toEqual([]);
    expect(planOf(`{${HEAD}, "plan": ""}`)).toEqual([]);
    expect(planOf(`{${HEAD}, "plan": "[]"}`)).toEqual([]);
  });

  it("lower-cases a known action written in the wrong case and notes it", () => {
    const reply = parsed(`{${HEAD}, "plan": ["Goto(road_2)", "MAP_REGION(road_2)"]}`);
    expect(calls(reply.reply.plan)).toEqual([
      ["goto", ["road_2"]],
      ["map_region", ["road_2"]],
    ]);
    expect(reply.notes).toEqual([
      'Action "Goto" was read as "goto".',
      'Action "MAP_REGION" was read as "map_region".',
    ]);
  });

  it("marks a step without parentheses as unparseable and keeps the rest", () => {
    const { plan } = parsed(
      `{${HEAD}, "plan": ["goto road_1", "map_region(road_1)", "replan"]}`,
    ).reply;
    expect(calls(plan)).toEqual([
      ["", []],
      ["map_region", ["road_1"]],
      ["replan", []],
    ]);
    expect(plan[0]?.problem).toBe('Could not parse step "goto road_1": expected name(arguments)');
    expect(plan.map((step) => step.index)).toEqual([0, 1, 2]);
  });

  it("ignores a bracketed label before the object", () => {
    expect(planOf(`[Plan]\n{${HEAD}, "plan": ["map_region(road_1)"]}`)).toEqual([
      ["map_region", ["road_1"]],
    ]);
  });

  it("skips a reasoning model's <think> block even when it holds braces", () => {
    const text = `<think>The plan should be {"plan": ...} with goto first.</think>\n{${HEAD}, "plan": ["goto(road_5)"]}`;
    expect(planOf(text)).toEqual([["goto", ["road_5"]]]);
  });

  it("reads quoted and keyword arguments inside a plan string", () => {
    expect(
      planOf(
        `{${HEAD}, "plan": "[goto('road_2'), explore_region(region=road_2, radius_m=5), set_labels(labels=[car, truck])]"}`,
      ),
    ).toEqual([
      ["goto", ["road_2"]],
      ["explore_region", ["road_2", 5]],
      ["set_labels", [["car", "truck"]]],
    ]);
  });
});

describe("parsePlannerReply failures", () => {
  const FORM =
    'Reply with one JSON object with the keys "primary_goal", "relevant_graph", "reasoning" and "plan".';

  it("rejects a reply whose top level is a JSON array", () => {
    expect(failureOf(`[{${HEAD}, "plan": []}]`)).toBe(
      `Your reply was a JSON list, not an object. ${FORM} The list of actions goes under "plan".`,
    );
  });

  it("rejects a bare plan string", () => {
    expect(failureOf("[goto(road_2), map_region(road_2)]")).toBe(
      `Your reply was a bare plan ("[goto(road_2), map_region(road_2)]"), not a JSON object. ${FORM}`,
    );
  });

  it("rejects prose with no JSON object", () => {
    expect(failureOf("I am not sure what to do next.")).toBe(
      `Your reply contained no JSON object (it begins "I am not sure what to do next."). ${FORM}`,
    );
  });

  it("rejects JSON that even repair cannot read, with a short reason", () => {
    expect(failureOf('Plan: {"plan": 1 2 3}')).toBe(
      `Your reply was not valid JSON (Colon expected at \`plan": 1 2 3}\`). ${FORM}`,
    );
  });

  it("rejects an empty reply", () => {
    expect(failureOf("  \n")).toBe(`Your reply was empty. ${FORM}`);
  });

  it("rejects a reply cut off before any key", () => {
    expect(failureOf('{"primary_goal": "find the tow')).toBe(
      'The reply has no "plan" key (found "primary_goal"). Put the list of actions under "plan".',
    );
  });
});
