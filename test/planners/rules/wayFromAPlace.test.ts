import { describe, it } from "vitest";
import { rect, surfaceFeature, type EnuFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { house, solves, way } from "./testWorlds.js";

/**
 * A farm with two drives up from a long lane: a way asked about from a place on it, not end to end. The worlds and
 * missions are written for these tests, from no evaluation suite.
 */
function farm(extra: EnuFeature[]): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "fields", description: "frosty grass fields" },
        { polygon: rect(0, 0, 400, 250) },
      ),
      way(
        "road",
        "holt_lane",
        [
          [0, 6],
          [400, 6],
        ],
        6,
      ),
      way("road", "main_drive", [
        [100, 6],
        [100, 205],
      ]),
      way("road", "back_drive", [
        [350, 6],
        [350, 90],
        [335, 120],
        [340, 205],
      ]),
      surfaceFeature(
        { class: "gravel", name: "farm_yard", description: "the farm yard: frozen gravel" },
        { polygon: rect(90, 205, 360, 245) },
      ),
      ...house("lodge", [110, 30, 140, 60], [120, 130], "brick gate lodge", "the lodge's office"),
      ...extra,
    ],
    { start: [100, 150] },
  );
}

describe("a way asked about from a place on it", () => {
  it("follows the back drive up from the lane where it meets it, and finds it cut at the bend", async () => {
    const world = farm([
      {
        properties: { layer: "obstacle", class: "jackknifed_trailer", inPrior: false },
        polygon: [
          [
            [334, 92],
            [352, 100],
            [349, 108],
            [331, 100],
            [334, 92],
          ],
        ],
      },
    ]);
    await solves(world, {
      mission:
        "Milk tanker's due at six. Is the back drive open up from Holt Lane or do I send him round the front past the lodge?",
      operator: { answers: ["the back drive, from the lane up to the yard"] },
      expect: { inspected: [], visited: [], maxClarify: 1, verdict: { route_open: false } },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);

  it("checks the main drive from the lodge down to the lane, not a fence beside it", async () => {
    const world = farm([
      {
        properties: { layer: "obstacle", class: "fence", inPrior: false },
        line: [
          [105, 14],
          [105, 75],
        ],
      },
    ]);
    await solves(world, {
      mission:
        "Minibus goes at seven. Is the main drive clear from the lodge down to Holt Lane? Not bothered about frost, just anything across it.",
      operator: { answers: ["from the lodge down to the lane, that's all"] },
      expect: { inspected: [], visited: [], maxClarify: 1, verdict: { route_open: true } },
      limits: { maxIterations: 30, maxSimSeconds: 2400 },
    });
  }, 180_000);
});
