import { describe, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { house, solves } from "./testWorlds.js";

/**
 * A campsite: a wash block with a tap outside it, a boating pond with a swamped dinghy and a fishing platform, a
 * header tank on its stand (fine) and, up the top field, the borehole pump whose kiosk flooded. Nothing here is
 * from any evaluation world.
 */
function campsite(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "camping_field", description: "mown grass pitches" },
        { polygon: rect(0, 0, 120, 80) },
      ),
      surfaceFeature(
        { class: "grass", name: "top_field", description: "rough grazing" },
        { polygon: rect(120, 0, 240, 80) },
      ),
      surfaceFeature(
        { class: "water", name: "boating_pond", description: "shallow pond", traversable: false },
        { polygon: rect(20, 50, 60, 75) },
      ),
      ...house(
        "wash_block",
        [70, 40, 100, 60],
        [80, 86],
        "block-built wash block",
        "showers and basins",
      ),
      objectFeature(
        "outdoor_tap_1",
        "outdoor_tap",
        [88, 36],
        "tap on a post, turned on: nothing comes out",
      ),
      objectFeature(
        "header_tank_1",
        "header_tank",
        [104, 50],
        "black header tank on its stand, lid on; fine",
      ),
      objectFeature(
        "dinghy_1",
        "dinghy",
        [40, 47],
        "dinghy tied at the bank, swamped with rain water to the thwarts; out of use",
      ),
      objectFeature(
        "fishing_platform_1",
        "fishing_platform",
        [24, 47],
        "fishing platform over the water; sound",
      ),
      objectFeature("picnic_bench_1", "picnic_bench", [10, 20], "picnic bench; fine"),
      objectFeature(
        "borehole_pump_1",
        "borehole_pump",
        [220, 40],
        "borehole pump in its kiosk: kiosk door blown open, control panel soaked and tripped, pump silent",
      ),
    ],
    { start: [60, 10] },
  );
}

describe("a substance's supply that stopped", () => {
  it("looks at what carries the water, not at whatever stands in water", async () => {
    await solves(campsite(), {
      mission: "No water at the wash block this morning, the taps are dry. What's up with it?",
      operator: {
        answers: ["the site water comes up from the borehole at the top of the top field"],
      },
      expect: {
        inspected: ["borehole_pump_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["borehole_pump_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 90_000);
});
