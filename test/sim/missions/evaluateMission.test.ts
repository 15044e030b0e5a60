import { describe, expect, it } from "vitest";
import { evaluateMission, type Mission, type MissionOutcome } from "../../../sim/missions/index.js";
import { EnuFrame, type Vec2 } from "../../../src/geo/index.js";
import { parsed } from "./helpers.js";

const positions: Record<string, Vec2> = {
  radio_tower_1: [142, 48],
  radio_tower_2: [150, 60],
  dock_3: [0, 20],
};
const positionOf = (name: string): Vec2 | undefined => positions[name];

const mission: Mission = parsed({
  world: "crossing",
  mission: "Communications are down. Why?",
  expect: {
    answer: "radio_tower_2|damag",
    inspected: ["radio_tower_1", "radio_tower_2"],
    visited: ["dock_3"],
    maxClarify: 1,
  },
});

const good: MissionOutcome = {
  answer: "Radio_Tower_2 is DAMAGED",
  inspected: ["radio_tower_2", "radio_tower_1"],
  clarifyCount: 1,
};
// Passes 3.2 m from dock_3 between samples, never at a sample.
const trajectory: Vec2[] = [
  [-20, 0],
  [-10, 16.8],
  [10, 16.8],
];

function evaluate(
  outcome: Partial<MissionOutcome>,
  options: { trajectory?: Vec2[]; of?: Mission } = {},
) {
  return evaluateMission({
    mission: options.of ?? mission,
    outcome: { ...good, ...outcome },
    trajectory: options.trajectory ?? trajectory,
    positionOf,
  });
}

function failing(result: ReturnType<typeof evaluateMission>): string[] {
  return result.checks.filter((check) => !check.ok).map((check) => check.detail);
}

describe("evaluateMission", () => {
  it("succeeds when every condition holds, listing each check", () => {
    const result = evaluate({});
    expect(result.success).toBe(true);
    expect(result.checks.map((c) => c.name)).toEqual([
      "answered",
      "answer matches",
      "inspected radio_tower_1",
      "inspected radio_tower_2",
      "visited dock_3",
      "clarify",
      "limits",
    ]);
    expect(result.checks.find((c) => c.name === "visited dock_3")?.detail).toBe(
      "closest approach to dock_3 was 3.2 m",
    );
  });

  it("fails without an answer", () => {
    const { answer: _, ...noAnswer } = good;
    const result = evaluateMission({ mission, outcome: noAnswer, trajectory, positionOf });
    expect(result.success).toBe(false);
    expect(failing(result)).toEqual([
      "the mission ended without an answer",
      "no answer to match against /radio_tower_2|damag/i",
    ]);
  });

  it("fails when the answer does not match the pattern (case-insensitively)", () => {
    const result = evaluate({ answer: "everything is fine" });
    expect(result.success).toBe(false);
    expect(failing(result)).toEqual([
      `the answer "everything is fine" does not match /radio_tower_2|damag/i`,
    ]);
  });

  it("fails when an expected object was not inspected", () => {
    const result = evaluate({ inspected: ["radio_tower_1"] });
    expect(result.success).toBe(false);
    expect(failing(result)).toEqual(["radio_tower_2 was not inspected"]);
  });

  it("fails when the robot never came within 5 m of a place", () => {
    const result = evaluate(
      {},
      {
        trajectory: [
          [8, 20],
          [20, 20],
        ],
      },
    );
    expect(result.success).toBe(false);
    expect(failing(result)).toEqual(["closest approach to dock_3 was 8.0 m (needs 5 m)"]);
    const far = evaluate({}, { trajectory: [[0, 31.2]] });
    expect(failing(far)).toEqual(["closest approach to dock_3 was 11.2 m (needs 5 m)"]);
  });

  it("fails for more clarify prompts than allowed", () => {
    const result = evaluate({ clarifyCount: 2 });
    expect(result.success).toBe(false);
    expect(failing(result)).toEqual(["2 clarify prompts (at most 1 allowed)"]);
  });

  it("fails when a limit was hit, even with a right answer", () => {
    const result = evaluate({ limitHit: "maxIterations" });
    expect(result.success).toBe(false);
    expect(failing(result)).toEqual(["the maxIterations limit was hit"]);
  });

  it("checks [lon, lat] visits through the world's frame, and names unknown places", () => {
    const frame = new EnuFrame([-75.2, 39.95]);
    const point = frame.toLonLat([30, 40]);
    const withPoint = parsed({
      world: "crossing",
      mission: "go",
      expect: { visited: [[point[0], point[1]], "atlantis_1"] },
    });
    const result = evaluateMission({
      mission: withPoint,
      outcome: good,
      trajectory: [
        [0, 0],
        [30, 37],
      ],
      positionOf,
      frame,
    });
    expect(result.checks[1]).toMatchObject({
      ok: true,
      detail: expect.stringMatching(/was 3\.0 m$/) as string,
    });
    expect(failing(result)).toEqual(["atlantis_1 is not an object or region of the world"]);
    const noFrame = evaluateMission({ mission: withPoint, outcome: good, trajectory, positionOf });
    expect(failing(noFrame)[0]).toMatch(
      /is a \[lon, lat\] point, but the world has no geographic frame/,
    );
  });

  it("reports success as undefined for a mission without expect", () => {
    const open = parsed({ world: "crossing", mission: "look around" });
    const result = evaluateMission({ mission: open, outcome: good, trajectory, positionOf });
    expect(result.success).toBeUndefined();
    expect(result.checks.map((c) => c.name)).toEqual(["answered", "limits"]);
  });
});
