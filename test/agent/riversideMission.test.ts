import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../src/agent/index.js";
import { formatVec } from "../../src/geo/index.js";
import { closestPair, isReachable } from "../../src/map/index.js";
import { ScriptedGenerator, type ScriptedReply } from "../../src/planners/scripted/index.js";
import { loadMissionFile } from "../../sim/missions/index.js";
import { prepareMission, runSimulatedMission } from "../../sim/runner/index.js";

const TOWERS = ["radio_tower_2", "radio_tower_1"] as const;
const QUERY = "is this radio tower damaged?";

/**
 * The paper's "communications are down" subtasks, chosen from what each request shows: detector labels first;
 * then, per tower, inspect it if the map connects it to the robot, otherwise go (once) to the edge of the robot's
 * part of the map nearest it and grow the map from there toward the tower; finally answer with what the
 * inspections said. Region names come from the request's map, never from the world's prior.
 */
function commsDownPlanner(): (request: PlanRequest) => ScriptedReply {
  const findings = new Map<string, string>();
  return (request) => {
    const { map, lastAction } = request;
    const inspected = /^inspect\((\w+),/.exec(lastAction?.text ?? "")?.[1];
    if (inspected !== undefined && lastAction?.status === "succeeded") {
      const said = request.feedback.join(" ").match(/\): "([^"]*)"/)?.[1] ?? "";
      findings.set(inspected, said);
    }
    if (request.history.length === 0)
      return { plan: ["set_labels([radio_tower, antenna])", "replan()"] };
    const tower = TOWERS.find((name) => !findings.has(name));
    if (tower === undefined) {
      const evidence = [...findings].map(([name, said]) => `${name}: ${said}`).join("; ");
      return { plan: [`answer(Communications are down because of the towers. ${evidence}.)`] };
    }
    const here = map.robotLocation ?? "";
    if (isReachable(map, here, tower)) return { plan: [`inspect(${tower}, ${QUERY})`, "replan()"] };
    // Once to the boundary of the known map, then grow the map from there toward the tower.
    const pair = closestPair(map, here, tower);
    if (!request.history.some((step) => step.startsWith("goto(")) && pair !== undefined)
      return { plan: [`goto(${pair.near})`, "replan()"] };
    const toward = formatVec(map.coordsOf(tower)!).slice(1, -1);
    return { plan: [`extend_map(${toward})`, "replan()"] };
  };
}

describe("the paper's riverside mission", () => {
  it('answers "Communications are down. Why?" with the scripted subtasks, and the evaluation says success', async () => {
    const mission = loadMissionFile("sim/worlds/riverside_comms_down.mission.json");
    if (!mission.ok) throw new Error(mission.error.join("\n"));
    const prepared = prepareMission(mission.value);
    if (!prepared.ok) throw new Error(prepared.error.join("\n"));
    const generator = new ScriptedGenerator(commsDownPlanner());
    const run = await runSimulatedMission({ prepared: prepared.value, generator });

    expect(run.report.outcome).toBe("answered");
    expect(run.evaluation.success).toBe(true);
    expect(run.metrics.success).toBe(true);
    const history = run.report.history;
    expect(history[0]).toBe("set_labels([radio_tower, antenna])");
    const kinds = history.map((step) => /^\w+/.exec(step)![0]);
    // Go to the boundary, extend toward the towers, inspect both, answer.
    expect(kinds).toContain("goto");
    expect(kinds).toContain("extend_map");
    expect(kinds.indexOf("goto")).toBeLessThan(kinds.indexOf("extend_map"));
    expect(kinds.indexOf("extend_map")).toBeLessThan(kinds.indexOf("inspect"));
    expect(history.filter((step) => step.startsWith("inspect("))).toEqual([
      `inspect(radio_tower_2, ${QUERY})`,
      `inspect(radio_tower_1, ${QUERY})`,
    ]);
    expect(kinds.at(-1)).toBe("answer");
    expect(run.report.record.inspections.map(({ object, ok }) => [object, ok])).toEqual([
      ["radio_tower_2", true],
      ["radio_tower_1", true],
    ]);
    // The answer carries what the vision model said about each tower.
    for (const { object, answer } of run.report.record.inspections)
      expect(run.report.answer).toContain(`${object}: ${answer}`);
    // The extension connected the towers' part of the map to the robot's.
    const map = generator.requests.at(-1)!.map;
    expect(map.regionNames().some((name) => name.startsWith("discovered_region_"))).toBe(true);
  });
});
