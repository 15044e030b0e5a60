import { afterEach, describe, expect, it } from "vitest";
import { runMission } from "../../../src/agent/index.js";
import { ScriptedOperator } from "../../../src/operator/index.js";
import { RulesPlanner } from "../../../src/planners/rules/index.js";
import { listBuiltinMissions, loadMissionFile } from "../../../sim/missions/index.js";
import { SimRobotPort } from "../../../sim/port/index.js";
import { prepareMission } from "../../../sim/runner/index.js";
import { Harness } from "./helpers.js";

const harness = new Harness({ ros: 1 });
afterEach(() => harness.dispose());

describe('"Communications are down. Why?" over rosbridge', () => {
  it("succeeds in riverside with the simulator behind a rosbridge socket on a loopback port", async () => {
    const path = listBuiltinMissions().find((m) => m.name === "riverside_comms_down")?.path;
    const mission = loadMissionFile(path ?? "");
    if (!mission.ok) throw new Error(mission.error.join("\n"));
    const prepared = prepareMission(mission.value);
    if (!prepared.ok) throw new Error(prepared.error.join("\n"));
    if (!(prepared.value.port instanceof SimRobotPort)) throw new Error("expected the simulator");
    const server = await harness.serve({
      simulation: prepared.value.port.simulation,
      realtimeFactor: 2000,
    });
    expect(server.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+/);
    const port = await harness.connect(server.url);

    const report = await runMission({
      mission: mission.value.mission,
      port,
      generator: new RulesPlanner(),
      operator: new ScriptedOperator(mission.value.operatorAnswers),
      limits: mission.value.limits,
    });

    expect(report.metrics.robot).toBe("rosbridge");
    expect(report.outcome).toBe("answered");
    const evaluation = prepared.value.evaluate({
      ...(report.answer === undefined ? {} : { answer: report.answer }),
      inspected: report.record.inspections.filter((i) => i.ok).map((i) => i.object),
      clarifyCount: report.metrics.clarifyPrompts,
    });
    expect(evaluation.checks.filter((check) => !check.ok)).toEqual([]);
    expect(report.answer).toMatch(/radio_tower_2: "[^"]*snapped/);
    expect(report.metrics.distanceM).toBeGreaterThan(100);
  }, 60_000);
});
