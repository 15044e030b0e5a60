import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A country park: a meadow with benches, a bin and a pay machine spread over it, and far off a kiosk hut whose
 * meter cupboard (on the map) has a tripped switch. The mission names nothing the map has. Nothing here is from
 * any evaluation world.
 */
function parkWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "big_meadow", description: "mown meadow" },
        { polygon: rect(0, 0, 300, 200) },
      ),
      surfaceFeature(
        { class: "gravel", name: "west_gate_yard", description: "gravel yard" },
        { polygon: rect(0, 200, 60, 240) },
      ),
      objectFeature("bench_1", "bench", [250, 30], "timber bench, one slat cracked; damaged"),
      objectFeature("bench_2", "bench", [280, 180], "timber bench; fine"),
      objectFeature("litter_bin_1", "litter_bin", [200, 120], "litter bin, lid torn off; damaged"),
      objectFeature("pay_machine_1", "pay_machine", [150, 10], "pay and display machine; fine"),
      objectFeature(
        "meter_cupboard_1",
        "meter_cupboard",
        [30, 230],
        "meter cupboard on the kiosk hut wall by the west gate: the main switch tripped off; fault",
      ),
    ],
    { start: [150, 100] },
  );
}

describe("a symptom whose things and places the map names nowhere", () => {
  it("asks where before driving to guesses, and the answer leads to the cause", async () => {
    const path = writeTestMission(parkWorld(), {
      mission:
        "Sam's just opened the snack kiosk and both chillers are off, the drinks are warm. Can you work out what's happened?",
      operator: {
        answers: [
          "the kiosk is the hut by the west gate, its meter cupboard is on the outside wall",
        ],
      },
      expect: {
        inspected: ["meter_cupboard_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["meter_cupboard_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 1800 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
    // Asked before anything was looked at: no guess by meaning was inspected first.
    const lines = history.split("\n");
    const asked = lines.findIndex((line) => line.startsWith("clarify("));
    const firstLook = lines.findIndex((line) => line.startsWith("inspect("));
    expect(asked, history).toBeGreaterThanOrEqual(0);
    expect(asked, history).toBeLessThan(firstLook);
  }, 120_000);
});
