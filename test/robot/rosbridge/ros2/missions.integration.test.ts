import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runMission } from "../../../../src/agent/index.js";
import { ScriptedOperator } from "../../../../src/operator/index.js";
import { RulesPlanner } from "../../../../src/planners/rules/index.js";
import { listBuiltinMissions, loadMissionFile } from "../../../../sim/missions/index.js";
import { SimRobotPort } from "../../../../sim/port/index.js";
import { prepareMission } from "../../../../sim/runner/index.js";
import { spawnSpine, waitFor } from "../../../cli/spawnSpine.js";
import { Harness } from "../helpers.js";

const harness = new Harness({ ros: 2 });
afterEach(() => harness.dispose());

/** A built-in mission over the simulated ROS 2 bridge, judged against the world's truth. */
async function runOverRos2(name: string) {
  const path = listBuiltinMissions().find((m) => m.name === name)?.path;
  const mission = loadMissionFile(path ?? "");
  if (!mission.ok) throw new Error(mission.error.join("\n"));
  const prepared = prepareMission(mission.value);
  if (!prepared.ok) throw new Error(prepared.error.join("\n"));
  if (!(prepared.value.port instanceof SimRobotPort)) throw new Error("expected the simulator");
  const server = await harness.serve({
    simulation: prepared.value.port.simulation,
    realtimeFactor: 2000,
  });
  const ops = new Set<string>();
  const types = new Set<string>();
  const topics = new Set<string>();
  server.onFrame((frame) => {
    ops.add(frame.op);
    if (typeof frame["topic"] === "string") topics.add(frame["topic"]);
    if (typeof frame["type"] === "string") types.add(frame["type"]);
    if (typeof frame["action_type"] === "string") types.add(frame["action_type"]);
  });
  const port = await harness.connect(server.url);
  const report = await runMission({
    mission: mission.value.mission,
    port,
    generator: new RulesPlanner(),
    operator: new ScriptedOperator(mission.value.operatorAnswers),
    limits: mission.value.limits,
  });
  const evaluation = prepared.value.evaluate({
    ...(report.answer === undefined ? {} : { answer: report.answer }),
    inspected: report.record.inspections.filter((i) => i.ok).map((i) => i.object),
    clarifyCount: report.metrics.clarifyPrompts,
  });
  return { report, evaluation, ops, types, topics };
}

describe("missions over the simulated ROS 2 rosbridge (Nav2 navigate_to_pose)", () => {
  it('"Communications are down. Why?" in riverside succeeds, driving only through the ROS 2 action ops', async () => {
    const { report, evaluation, ops, types, topics } = await runOverRos2("riverside_comms_down");
    expect(report.outcome).toBe("answered");
    expect(evaluation.checks.filter((check) => !check.ok)).toEqual([]);
    expect(report.answer).toMatch(/radio_tower_2: "[^"]*snapped/);
    expect(report.metrics.distanceM).toBeGreaterThan(100);
    expect(ops.has("send_action_goal")).toBe(true);
    expect([...topics].filter((topic) => topic.startsWith("/move_base"))).toEqual([]);
    expect(topics).toContain("/amcl_pose");
    expect(topics).toContain("/local_costmap/costmap");
    // Every type spine names is in ROS 2 spelling.
    expect([...types].filter((type) => !/^\w+\/(msg|srv|action)\/\w+$/.test(type))).toEqual([]);
    expect(types).toContain("nav2_msgs/action/NavigateToPose");
  }, 60_000);

  it("the office-park triage mission succeeds", async () => {
    const { report, evaluation } = await runOverRos2("office_park_triage");
    expect(report.outcome).toBe("answered");
    expect(evaluation.checks.filter((check) => !check.ok)).toEqual([]);
  }, 90_000);

  it("`spine sim serve --ros 2` and `spine run --rosbridge … --ros 2` on a loopback port answer the comms-down mission", async () => {
    const serve = spawnSpine([
      "sim",
      "serve",
      "--world",
      "riverside",
      "--ros",
      "2",
      "--port",
      "0",
      "--realtime-factor",
      "2000",
    ]);
    try {
      await waitFor(() => /on ws:\/\/127\.0\.0\.1:\d+/.test(serve.stderr()), "the bridge", 40_000);
      expect(serve.stderr()).toMatch(/as a ROS 2 rosbridge/);
      const url = /(ws:\/\/127\.0\.0\.1:\d+)/.exec(serve.stderr())?.[1] ?? "";
      const run = spawnSpine([
        "run",
        "--rosbridge",
        url,
        "--ros",
        "2",
        "--mission",
        "Communications are down. Why?",
        "--planner",
        "rules",
        "--json",
      ]);
      const exit = await run.exited;
      const lines = run
        .stdout()
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const finished = lines.find((line) => line["type"] === "mission-finished");
      expect(exit.status, run.stderr()).toBe(0);
      expect(finished?.["outcome"]).toBe("answered");
      expect(JSON.stringify(finished)).toMatch(/radio_tower_2/);
    } finally {
      serve.child.kill("SIGTERM");
      await serve.exited;
    }
  }, 90_000);

  it("`spine sim serve --ros 2` and `spine run --rosbridge … --ros 2 --answers` on a loopback port triage the office park", async () => {
    const triage = loadMissionFile(
      listBuiltinMissions().find((m) => m.name === "office_park_triage")?.path ?? "",
    );
    if (!triage.ok) throw new Error(triage.error.join("\n"));
    const answers = join(mkdtempSync(join(tmpdir(), "spine-ros2-")), "answers.json");
    writeFileSync(answers, JSON.stringify(triage.value.operatorAnswers));
    const serve = spawnSpine([
      "sim",
      "serve",
      "--world",
      "office_park",
      "--ros",
      "2",
      "--port",
      "0",
      "--realtime-factor",
      "2000",
    ]);
    try {
      await waitFor(() => /on ws:\/\/127\.0\.0\.1:\d+/.test(serve.stderr()), "the bridge", 40_000);
      const url = /(ws:\/\/127\.0\.0\.1:\d+)/.exec(serve.stderr())?.[1] ?? "";
      const run = spawnSpine([
        "run",
        "--rosbridge",
        url,
        "--ros",
        "2",
        "--mission",
        triage.value.mission,
        "--answers",
        answers,
        "--planner",
        "rules",
        "--json",
      ]);
      const exit = await run.exited;
      const lines = run
        .stdout()
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const inspected = lines
        .filter((line) => line["type"] === "action-finished" && line["status"] === "succeeded")
        .map((line) => /^inspect\((\w+),/.exec(String(line["action"]))?.[1])
        .filter((name) => name !== undefined);
      expect(exit.status, run.stderr()).toBe(0);
      expect(lines.find((line) => line["type"] === "mission-finished")?.["outcome"]).toBe(
        "answered",
      );
      // The mission file's own expectation: the people and the barrel it names were inspected.
      for (const name of triage.value.expect?.inspected ?? []) expect(inspected).toContain(name);
    } finally {
      serve.child.kill("SIGTERM");
      await serve.exited;
    }
  }, 90_000);
});
