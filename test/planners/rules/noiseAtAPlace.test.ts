import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { describeRun, runWithRules, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A marina yard: the lodge near the start with a water pump beside it; far off at the other end, the boat shed
 * with a generator whose fan belt is flapping, and a winch beside it. All in the prior. Nothing here is from any
 * evaluation world.
 */
function marinaYardWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "gravel", name: "marina_yard", description: "gravel yard along the pontoons" },
        { polygon: rect(0, 0, 300, 60) },
      ),
      surfaceFeature(
        { class: "building", name: "lodge", description: "the harbourmaster's lodge" },
        { polygon: rect(20, 40, 50, 58) },
      ),
      surfaceFeature(
        { class: "building", name: "boat_shed", description: "the boat shed, a tall tin shed" },
        { polygon: rect(240, 40, 290, 58) },
      ),
      objectFeature("water_pump_1", "water_pump", [55, 35], "water pump by the lodge, quiet; fine"),
      objectFeature(
        "generator_1",
        "generator",
        [250, 35],
        "generator by the boat shed, running, its fan belt torn and rattling against the casing; faulty",
      ),
      objectFeature(
        "winch_1",
        "winch",
        [280, 35],
        "boat winch by the shed, cable wound tidy; fine",
      ),
    ],
    { start: [10, 20] },
  );
}

describe("a noise the operator places", () => {
  it("is traced where it is said to be, not where it was heard from, and not taken for an order", async () => {
    const path = writeTestMission(marinaYardWorld(), {
      mission:
        "Something's making an awful din up by the boat shed, the warden heard it from the lodge. What is it?",
      expect: {
        inspected: ["generator_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["generator_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
    const run = await runWithRules(path);
    expect(run.metrics.success, describeRun(run)).toBe(true);
    // The pump by the lodge is where the warden stood, not a machine worth the drive.
    const inspected = run.report.record.inspections.map((i) => i.object);
    expect(inspected).not.toContain("water_pump_1");
    // What was left alone once the cause was found is not reported as out of reach.
    expect(run.report.answer ?? "").not.toMatch(/could not inspect[^.]*winch_1/);
  }, 90_000);
});

/**
 * A campsite: a washer for the pitches and a bird feeder near the start, and a hiker sitting by the far gate.
 * Nothing here is from any evaluation world.
 */
function campsiteWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "campsite", description: "mown pitches" },
        { polygon: rect(0, 0, 260, 60) },
      ),
      objectFeature(
        "pressure_washer_1",
        "pressure_washer",
        [30, 30],
        "pressure washer on its trolley; fine",
      ),
      objectFeature(
        "bird_feeder_1",
        "bird_feeder",
        [45, 30],
        "bird feeder on a pole, half full; fine",
      ),
      objectFeature(
        "hiker_1",
        "hiker",
        [240, 30],
        "hiker sitting on a rucksack by the far gate, waving",
      ),
    ],
    { start: [10, 30] },
  );
}

describe("a person sought", () => {
  it("is not looked for among machines and feeders whose names can also mean a person", async () => {
    const path = writeTestMission(campsiteWorld(), {
      mission: "Someone's not come back from their walk. Can you find them?",
      expect: {
        inspected: ["hiker_1"],
        visited: [],
        maxClarify: 1,
        verdict: { found: ["hiker_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
    const run = await runWithRules(path);
    expect(run.metrics.success, describeRun(run)).toBe(true);
    const inspected = run.report.record.inspections.map((i) => i.object);
    expect(inspected).not.toContain("pressure_washer_1");
    expect(inspected).not.toContain("bird_feeder_1");
  }, 90_000);
});
