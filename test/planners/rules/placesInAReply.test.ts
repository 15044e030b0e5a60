import { describe, expect, it } from "vitest";
import { buildWorldGraph } from "../../../priors/index.js";
import { loadWorldFile } from "../../../sim/world/index.js";
import { loadGraph } from "../../../src/map/index.js";
import { NodeIndex } from "../../../src/planners/rules/grounding.js";
import { mentionedPlaceGroups } from "../../../src/planners/rules/mentionedPlaces.js";
import { rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { writeTestWorld } from "./helpers.js";
import { house } from "./testWorlds.js";

/**
 * A farmyard with three numbered barns in a row, a machinery yard and a lane past them. Nothing here is from any
 * evaluation world.
 */
function farmyard(): NodeIndex {
  const world = writeTestWorld(
    [
      surfaceFeature(
        { class: "gravel", name: "machinery_yard", description: "gravel machinery yard" },
        { polygon: rect(0, 0, 200, 30) },
      ),
      surfaceFeature(
        { class: "road", name: "farm_lane", description: "tarmac farm lane", width: 6 },
        {
          line: [
            [0, 110],
            [200, 110],
          ],
        },
      ),
      surfaceFeature(
        { class: "grass", name: "paddock", description: "grass" },
        { polygon: rect(0, 30, 200, 107) },
      ),
      ...house("machinery", [150, 40, 190, 70], [160, 166], "steel machinery shed", "tractor bays"),
      ...house("barn_1", [10, 40, 40, 70], [20, 26], "stone barn number 1", "hay"),
      ...house("barn_2", [55, 40, 85, 70], [65, 71], "stone barn number 2", "straw"),
      ...house("barn_3", [100, 40, 130, 70], [110, 116], "stone barn number 3", "feed bins"),
    ],
    { start: [100, 15] },
  );
  const loaded = loadWorldFile(world);
  if (!loaded.ok) throw new Error("test world did not load");
  const graph = loadGraph(buildWorldGraph(loaded.value, { view: "prior" }));
  if (!graph.ok) throw new Error("test map did not load");
  const map = graph.value.map;
  return new NodeIndex(map, [...map.regionNames(), ...map.objectNames()]);
}

describe("places a reply calls by their map names", () => {
  const index = farmyard();
  const groups = (text: string) => mentionedPlaceGroups(index, text);

  it("come in the order said, with the word said before each", () => {
    const said = groups("it's parked on the farm lane just short of barn 2");
    expect(said.map((g) => g.nodes.some((n) => n.startsWith("barn_2")))).toEqual([false, true]);
    expect(said.map((g) => g.after)).toEqual(["on", "of"]);
  });

  it("pick the one of a numbered row that the reply numbers, however it says the number", () => {
    for (const text of ["I was in number 3 barn last", "try barn number 3", "it'll be in barn 3"]) {
      const nodes = groups(text).flatMap((g) => g.nodes);
      expect(nodes.length, text).toBeGreaterThan(0);
      expect(
        nodes.every((n) => n.startsWith("barn_3")),
        text,
      ).toBe(true);
    }
  });

  it("take words within a longer name said there for nothing of their own", () => {
    expect(groups("the spanners are on the machinery yard").flatMap((g) => g.nodes)).not.toContain(
      "machinery",
    );
    expect(groups("the spanners are in the machinery").flatMap((g) => g.nodes)).toContain(
      "machinery",
    );
  });
});
