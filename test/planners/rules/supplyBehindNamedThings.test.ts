import { describe, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { house, solves } from "./testWorlds.js";

/**
 * A smallholding: a workshop with a welder and a lathe in it, stores and bins in the yard, and the transformer on
 * its pole at the far end of the paddock that feeds the lot. Nothing here is from any evaluation world.
 */
function smallholding(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "gravel", name: "yard", description: "gravel yard" },
        { polygon: rect(0, 0, 80, 60) },
      ),
      surfaceFeature(
        { class: "grass", name: "paddock", description: "grazed grass" },
        { polygon: rect(80, 0, 220, 60) },
      ),
      ...house(
        "workshop",
        [10, 30, 40, 55],
        [20, 26],
        "block-built workshop",
        "workshop floor, benches along the walls",
      ),
      objectFeature("welder_1", "welder", [18, 45], "arc welder: no lights, will not switch on"),
      objectFeature("lathe_1", "lathe", [32, 45], "metal lathe: dead at the switch, no power"),
      objectFeature("oil_tank_1", "oil_tank", [60, 20], "heating oil tank, bund dry; fine"),
      objectFeature("feed_bin_1", "feed_bin", [70, 40], "galvanised feed bin, lid on; fine"),
      objectFeature("water_butt_1", "water_butt", [50, 50], "water butt, full; fine"),
      objectFeature(
        "pole_transformer_1",
        "pole_transformer",
        [200, 30],
        "transformer on its pole: one drop-out fuse hanging open, blown in the storm; no supply out of it",
      ),
    ],
    { start: [50, 10] },
  );
}

describe("a supply that failed, said with things it feeds", () => {
  it("looks for what supplies the power, not only at the things named as dead", async () => {
    await solves(smallholding(), {
      mission: "Power's off in the workshop and the welder's dead. Find out why.",
      operator: { answers: ["no idea, it was fine last night"] },
      expect: {
        inspected: ["pole_transformer_1"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["pole_transformer_1"] },
      },
      limits: { maxIterations: 40, maxSimSeconds: 3600 },
    });
  }, 90_000);
});
