import { describe, expect, it } from "vitest";
import { buildWorldGraph } from "../../priors/index.js";
import { renderWorldSvg } from "../../sim/render/index.js";
import { crossingWorld } from "../fixtures/worlds/enuWorld.js";

describe("renderWorldSvg", () => {
  const world = crossingWorld();
  const priorGraph = buildWorldGraph(world, { view: "prior" });
  const svg = renderWorldSvg(world, { priorGraph });

  /** The y of the label text that says exactly `text`. */
  const labelY = (text: string): number[] =>
    [...svg.matchAll(/<text x="[\d.-]+" y="([\d.-]+)"[^>]*>([^<]*)<\/text>/g)]
      .filter((m) => m[2] === text)
      .map((m) => Number(m[1]));

  it("draws a standalone SVG with a Truth and a Prior panel", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg).toContain("Truth (what is on the ground)");
    expect(svg).toContain("Prior (satellite map and prior graph)");
    expect(svg).toMatch(/>20 m<\/text>/);
  });

  it("labels what changed since the prior in the panel where it shows", () => {
    expect(labelY("stalled_robot (new)")).toHaveLength(1);
    expect(labelY("new_fence (new)")).toHaveLength(1);
    expect(labelY("footbridge (gone)")).toHaveLength(1);
    expect(labelY("stalled_robot")).toHaveLength(0);
  });

  it("labels prior objects and landmarks, and puts north up", () => {
    for (const name of ["radio_tower_1", "truck_1", "farmhouse", "river", "tree_cover_1"]) {
      expect(labelY(name).length, name).toBeGreaterThanOrEqual(1);
    }
    // The radio tower (y = 68 m) is north of the truck (y = 42 m), so it is drawn higher up.
    expect(labelY("radio_tower_1")[0]!).toBeLessThan(labelY("truck_1")[0]!);
  });

  it("escapes text taken from the world file", () => {
    const odd = { ...world, description: "fish & chips <shop>" };
    expect(renderWorldSvg(odd, { priorGraph })).toContain("fish &#38; chips &#60;shop&#62;");
  });
});
