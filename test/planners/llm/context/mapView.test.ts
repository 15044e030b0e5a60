import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { generateSyntheticWorld } from "../../../../sim/synthetic/index.js";
import { loadGraph, serializeForPlanner, type SemanticMap } from "../../../../src/map/index.js";
import { MapViewBuilder } from "../../../../src/planners/llm/context/index.js";
import { roadMap, testRelevance } from "../helpers.js";

function mapOf(graph: unknown): SemanticMap {
  const loaded = loadGraph(graph);
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  return loaded.value.map;
}

const builder = new MapViewBuilder({ relevance: testRelevance() });
const synthetic = generateSyntheticWorld({ regions: 10_000, seed: 7 });
const big = mapOf(synthetic.world.prior);
const start = big.robotLocation!;
const robotXY = big.coordsOf(start)!;

describe("the map view", () => {
  it("prints a map that fits whole exactly as the full map", async () => {
    const map = roadMap();
    const view = await builder.build({
      map,
      robotXY: [0, 0],
      phrases: ["Is the tower damaged?"],
      pinned: [],
      budgetTokens: 4000,
    });
    expect(view.text).toBe(serializeForPlanner(map));
    expect(view.totals.shownRegions).toBe(map.regionCount);
  });

  it("keeps a 10k-region map within its budget, with the robot, the relevant thing and the rest as areas", async () => {
    const budgetTokens = 3000;
    const view = await builder.build({
      map: big,
      robotXY,
      phrases: [synthetic.mission],
      pinned: [],
      budgetTokens,
    });
    expect(countTokens(view.text)).toBeLessThanOrEqual(budgetTokens);
    const shown = JSON.parse(view.text) as {
      regions: { name: string }[];
      objects: { name: string }[];
      object_connections: [string, string][];
      areas: { name: string; regions_not_shown?: number }[];
    };
    const names = new Set([...shown.regions, ...shown.objects].map((node) => node.name));
    expect(names.has(start)).toBe(true);
    // The mission's thing, far from the robot, is shown with a region it is seen from.
    expect(names.has(synthetic.target.object)).toBe(true);
    expect(shown.object_connections.some(([o]) => o === synthetic.target.object)).toBe(true);
    expect(shown.areas.length).toBeGreaterThan(3);
    for (const name of names) expect(big.has(name)).toBe(true);
    expect(view.totals.shownRegions).toBeLessThan(big.regionCount / 20);
  });

  it("shows the nodes the model named, however far", async () => {
    const far = big
      .regionNames()
      .map((name) => ({
        name,
        d: Math.hypot(...big.coordsOf(name)!.map((v, i) => v - robotXY[i]!)),
      }))
      .sort((a, b) => b.d - a.d)[0]!.name;
    const view = await builder.build({
      map: big,
      robotXY,
      phrases: ["look around"],
      pinned: [far],
      budgetTokens: 2000,
    });
    expect(view.shown.has(far)).toBe(true);
  });
});
