import { describe, expect, it } from "vitest";
import { listBuiltinMissions, loadMissionFile } from "../../sim/missions/index.js";
import { parseInstruction } from "../../src/mission/index.js";

describe("parseInstruction", () => {
  it("reads each kind of step an operator gives", () => {
    expect(parseInstruction("Detect fences, construction barriers and boats.")).toEqual({
      kind: "detect",
      what: "fences, construction barriers and boats",
    });
    expect(parseInstruction("go west along park drive to the start of the path")).toEqual({
      kind: "go",
      place: "west along park drive to the start of the path",
    });
    expect(
      parseInstruction("explore inside the warehouse and inspect every person and barrel found"),
    ).toEqual({
      kind: "explore",
      place: "inside the warehouse",
      lookFor: "person and barrel found",
      inspectFound: true,
    });
    expect(parseInstruction("search the riverbank and look for the robot")).toEqual({
      kind: "explore",
      place: "the riverbank",
      lookFor: "the robot",
      inspectFound: false,
    });
    expect(parseInstruction("inspect radio_tower_1: is it damaged?")).toEqual({
      kind: "inspect",
      what: "radio_tower_1",
      question: "is it damaged?",
    });
    expect(parseInstruction("Please report whether the dock can be reached")).toEqual({
      kind: "report",
      about: "whether the dock can be reached",
    });
  });

  it("keeps a condition apart from the step it guards", () => {
    expect(parseInstruction("if the path is blocked, inspect what blocks it")).toEqual({
      kind: "inspect",
      what: "what blocks it",
      condition: "the path is blocked",
    });
    expect(parseInstruction("check whether the bridge is passable")).toEqual({
      kind: "go",
      place: "the bridge",
    });
  });

  it("leaves missions that are not instructions to be understood as missions", () => {
    expect(parseInstruction("Communications are down. Why?")).toBeUndefined();
    expect(parseInstruction("I need to gather supplies from my boat.")).toBeUndefined();
    expect(parseInstruction("make me a sandwich")).toBeUndefined();
  });

  it("reads every explicit step of the built-in missions", () => {
    for (const { path } of listBuiltinMissions()) {
      const mission = loadMissionFile(path);
      if (!mission.ok) throw new Error(mission.error.join("\n"));
      for (const step of mission.value.explicit) {
        expect(parseInstruction(step), `${path}: "${step}"`).toBeDefined();
      }
    }
  });
});
