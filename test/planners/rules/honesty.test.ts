import { describe, expect, it } from "vitest";
import {
  actionsOf,
  builtinMissionPath,
  fixtureMissionPath,
  runWithRules,
  spineRunJson,
} from "./helpers.js";

/** Only the rule-based planner, on the riverside world, with nobody to answer questions ("I don't know"). */
function runMission(mission: string) {
  return spineRunJson(["--world", "riverside", "--mission", mission, "--planner", "rules"]);
}

describe("the rule-based planner is honest", () => {
  it('asks once about "make me a sandwich", then says it cannot act on it without moving', async () => {
    const run = await runMission("make me a sandwich");
    const actions = actionsOf(run.events);
    expect(actions.filter((action) => action.startsWith("clarify("))).toHaveLength(1);
    expect(actions[0]).toMatch(/^clarify\(/);
    expect(actions).toHaveLength(2);
    expect(run.finished.outcome).toBe("answered");
    expect(run.finished.answer).toMatch(/could not act on "make me a sandwich"/);
    expect(run.finished.answer).toMatch(/did not move/);
    expect(run.finished.metrics["clarifyPrompts"]).toBe(1);
    expect(run.finished.metrics["distanceM"]).toBe(0);
    expect(run.status).toBe(0);
  });

  it("answers before a drive the time left cannot pay for, instead of running out of time mid-drive", async () => {
    // The next drive toward where a helicopter might be takes about 470 s at this robot's pace.
    const run = await spineRunJson([
      ...["--world", "riverside", "--mission", "Find the helicopter", "--planner", "rules"],
      ...["--max-sim-seconds", "500"],
    ]);
    expect(run.finished.outcome).toBe("answered");
    expect(run.finished.answer).toMatch(/^Not found: I found no helicopter/);
    expect(Number(run.finished.metrics["simSeconds"])).toBeLessThanOrEqual(500);
  });

  it("reports a thing absent from the world as not found, with where it looked", async () => {
    const run = await runMission("Find the helicopter");
    expect(run.finished.outcome).toBe("answered");
    expect(run.finished.answer).toMatch(/^Not found: I found no helicopter after checking \w+/);
    expect(actionsOf(run.events).filter((action) => action.startsWith("inspect("))).toEqual([]);
    expect(Number(run.finished.metrics["distanceM"])).toBeGreaterThan(0);
  });

  it("names the thing sought, not who lost it or who rang, when it reports it not found", async () => {
    const run = await runMission(
      "A walker rang the office, he dropped his helicopter out jogging by the barn. Find it",
    );
    expect(run.finished.outcome).toBe("answered");
    expect(run.finished.answer).toMatch(/^Not found: I found no helicopter\b/);
    expect(run.finished.answer).not.toMatch(/walker|office/);
  });

  it("does not pass off a different kind of thing for the one asked about", async () => {
    // Riverside has a farm truck by the barn, but no tractor.
    const run = await runMission("Is there a tractor near the barn?");
    expect(run.finished.outcome).toBe("answered");
    expect(run.finished.answer).toMatch(/^Not found: I found no tractor near the barn/);
    expect(run.events[1]).toMatchObject({ type: "plan-proposed" });
    expect(actionsOf(run.events)[0]).toBe("set_labels([tractor])");
  });

  it("takes a detector's kind just above the word as the thing sought: a pickup is a truck", async () => {
    // WordNet files a pickup (its commonest sense) directly under truck; the detector labels trucks.
    const run = await runMission("Is there a pickup near the barn?");
    const inspected = actionsOf(run.events)
      .map((action) => /^inspect\((\w+),/.exec(action)?.[1])
      .filter((name) => name !== undefined);
    expect(inspected).toEqual(["truck_3"]);
    expect(run.finished.outcome).toBe("answered");
  });

  it("limits a search to where the mission says: trucks near the barn are not trucks across the river", async () => {
    const run = await runMission("Are there any trucks near the barn?");
    const inspected = actionsOf(run.events)
      .map((action) => /^inspect\((\w+),/.exec(action)?.[1])
      .filter((name) => name !== undefined);
    expect(inspected).toEqual(["truck_3"]);
    expect(run.finished.answer).toMatch(/truck_3: "red farm truck parked by the barn"/);
  });
});

describe("the rule-based planner out of time", () => {
  it("does not call a route closed when it only ran out of iterations", async () => {
    const run = await spineRunJson([
      "--mission-file",
      builtinMissionPath("riverside_storm_logistics"),
      "--planner",
      "rules",
      "--max-iterations",
      "3",
    ]);
    const finished = run.finished as typeof run.finished & { verdict?: { route_open?: boolean } };
    if (finished.outcome === "answered") {
      expect(finished.verdict?.route_open).not.toBe(false);
      expect(finished.answer).not.toMatch(/is blocked/);
    }
    expect(["answered", "limit-reached"]).toContain(finished.outcome);
  });
});

describe("the rule-based planner follows what an inspection points to", () => {
  it("looks at what powers a pump that has no power before naming the cause", async () => {
    const run = await runWithRules(fixtureMissionPath("orchard_pump.mission.json"));
    expect(run.evaluation.checks.filter((check) => !check.ok)).toEqual([]);
    expect(run.metrics.success).toBe(true);
  });
});
