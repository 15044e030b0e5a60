import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A market garden: a compost bay by the start with its gate, an orchard far off with a rain gauge (not in the
 * prior), a shed with a solar panel that feeds it. Nothing here is from any evaluation world.
 */
function gardenWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "market_garden", description: "grass between beds" },
        { polygon: rect(0, 0, 240, 80) },
      ),
      objectFeature(
        "gate_1",
        "gate",
        [20, 30],
        "timber gate to the compost bay: the padlock has been cut and the gate stands open; not secure",
      ),
      objectFeature("bench_1", "bench", [40, 50], "wooden bench, dry; fine"),
      surfaceFeature(
        { class: "grass", name: "orchard", description: "apple orchard, grass under the trees" },
        { polygon: rect(180, 10, 240, 70) },
      ),
      // Put up after the prior was made: found only by going to look.
      objectFeature(
        "rain_gauge_1",
        "rain_gauge",
        [210, 40],
        "plastic rain gauge on a post in the orchard, reading 12 mm, upright and clean; fine",
        false,
      ),
      objectFeature(
        "solar_panel_1",
        "solar_panel",
        [120, 60],
        "solar panel on a frame by the shed: its glass is cracked across and the cable has pulled out of it; broken",
      ),
      objectFeature("water_butt_1", "water_butt", [100, 20], "water butt, lid on, half full; fine"),
    ],
    { start: [5, 30] },
  );
}

describe("a mission said as steps", () => {
  it("does the second step after a problem in the first, and answers for both", async () => {
    const path = writeTestMission(gardenWorld(), {
      mission:
        "Make sure the compost bay gate is padlocked, then head over to the orchard and read me the rain gauge",
      operator: { answers: ["the gate by the compost, then the gauge in the orchard"] },
      expect: {
        inspected: ["gate_1", "rain_gauge_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["gate_1"], fine: ["rain_gauge_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 90_000);
});

describe("an outage", () => {
  // (Nothing on the map is one WordNet says carries electricity — a solar panel is "an electrical device" — so the
  // planner first asks where the supply comes from; told nothing, it finds the fault on the panel by meaning.)
  it("takes a fault on what provides the failed supply as its cause, even when the operator cannot say", async () => {
    const path = writeTestMission(gardenWorld(), {
      mission: "There's no power in the shed this morning. What's wrong?",
      operator: { answers: ["I don't know"] },
      expect: {
        inspected: ["solar_panel_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["solar_panel_1"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
  }, 90_000);
});
