import { describe, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { solves } from "./testWorlds.js";

/**
 * A field of inflatable balls for rolling down a slope, a word WordNet does not have ("zorb"), none of them on the
 * prior. The field is named for them. Nothing here is from any evaluation world.
 */
function zorbField(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "zorb_field", description: "mown grass slope" },
        { polygon: rect(0, 0, 60, 40) },
      ),
      surfaceFeature(
        { class: "grass", name: "top_meadow", description: "rough grass" },
        { polygon: rect(0, 40, 60, 120) },
      ),
      objectFeature(
        "zorb_1",
        "inflatable_zorb",
        [15, 20],
        "inflatable zorb, punctured and half deflated; needs patching",
        false,
      ),
      objectFeature("zorb_2", "inflatable_zorb", [45, 15], "inflatable zorb, firm; fine", false),
    ],
    { start: [30, 90] },
  );
}

describe("a place named for a kind of thing", () => {
  it("looks for that kind of thing going over the place, even by a name WordNet does not know", async () => {
    await solves(zorbField(), {
      mission: "go round the zorb field and tell me what needs sorting before we open",
      operator: { answers: ["whatever's out on the field"] },
      expect: {
        inspected: ["zorb_1", "zorb_2"],
        visited: [],
        maxClarify: 1,
        verdict: { problems: ["zorb_1"], fine: ["zorb_2"] },
      },
      limits: { maxIterations: 30, maxSimSeconds: 3600 },
    });
  }, 60_000);
});
