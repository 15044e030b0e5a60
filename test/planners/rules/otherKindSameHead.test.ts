import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * A yard with two sump pumps out in the open (on the prior), one some 25 m from the store, and a chemical store
 * with two metering pumps on plinths along its wall, put in since the prior was made. Nothing here is from any
 * evaluation world.
 */
function yardWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "courtyard", name: "works_yard", description: "concrete yard" },
        { polygon: rect(0, 0, 220, 140) },
      ),
      surfaceFeature(
        {
          class: "building",
          name: "chemical_store",
          description: "block store, door on the south side",
        },
        { polygon: rect(150, 80, 200, 120) },
      ),
      surfaceFeature(
        {
          class: "floor",
          name: "chemical_store_floor",
          description: "inside the chemical store",
          traversable: true,
          coveredFromAir: true,
          cover: "roof",
        },
        {
          polygon: [
            [
              [151, 81],
              [170, 81],
              [170, 78.5],
              [176, 78.5],
              [176, 81],
              [199, 81],
              [199, 119],
              [151, 119],
            ],
          ],
        },
      ),
      objectFeature("sump_pump_1", "sump_pump", [175, 55], "sump pump in its pit, running; fine"),
      objectFeature("sump_pump_2", "sump_pump", [60, 30], "sump pump in its pit, running; fine"),
      objectFeature(
        "metering_pump_1",
        "metering_pump",
        [158, 74],
        "metering pump on a plinth by the store wall, motor humming, stroke light blinking; running",
        false,
      ),
      objectFeature(
        "metering_pump_2",
        "metering_pump",
        [192, 74],
        "metering pump on a plinth by the store wall, display dark, motor silent; tripped",
        false,
      ),
    ],
    { start: [20, 20] },
  );
}

describe("a kind named with its own modifier", () => {
  it("is not taken for another kind of the same head on the map: the metering pumps are not the sump pumps", async () => {
    const path = writeTestMission(yardWorld(), {
      mission:
        "After the power dip, which of the metering pumps at the chemical store came back on? Look at each one.",
      operator: { answers: ["the two metering pumps along the chemical store wall"] },
      expect: {
        inspected: ["metering_pump_1", "metering_pump_2"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["metering_pump_2"], fine: ["metering_pump_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
    const { failed, history } = await failedChecks(path);
    expect(failed, history).toEqual([]);
    expect(history).not.toContain("inspect(sump_pump");
  }, 120_000);
});
