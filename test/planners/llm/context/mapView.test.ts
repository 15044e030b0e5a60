import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { generateSyntheticWorld } from "../../../../sim/synthetic/index.js";
import { serializeForPlanner } from "../../../../src/map/index.js";
import { MapViewBuilder } from "../../../../src/planners/llm/context/index.js";
import { roadMap, testRelevance } from "../helpers.js";
import { chain, grid, mapOf } from "./gridMaps.js";

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

describe("the map view's parts and terms", () => {
  it("shows the best match of each of the mission's terms, even when the mission as a whole ranks it low", async () => {
    // The class whose nearest instance is farthest from the robot: the mission's sentence is about something else.
    const nearestOf = new Map<string, { name: string; d: number }>();
    for (const name of big.objectNames()) {
      // Objects are named for their class ("water_tower_3").
      const cls = name.replace(/_?\d+$/, "");
      const d = Math.hypot(...big.coordsOf(name)!.map((v, i) => v - robotXY[i]!));
      if (cls !== "" && d < (nearestOf.get(cls)?.d ?? Infinity)) nearestOf.set(cls, { name, d });
    }
    const [cls, far] = [...nearestOf].sort((a, b) => b[1].d - a[1].d)[0]!;
    const request = {
      map: big,
      robotXY,
      phrases: ["take a look around here"],
      pinned: [],
      budgetTokens: 2000,
    };
    const without = await builder.build(request);
    expect(without.shown.has(far.name)).toBe(false);
    const withTerm = await builder.build({ ...request, terms: [cls.replace(/_/g, " ")] });
    expect(withTerm.shown.has(far.name)).toBe(true);
  });

  it("lists cut-off regions one list per part, and the reachable few when most are cut off", async () => {
    const home = chain("home", 200, [0, 0]);
    const east = chain("east", 4, [0, 30]);
    const west = chain("west", 3, [0, -30]);
    const graph = (robot: string) => ({
      regions: [...home.regions, ...east.regions, ...west.regions],
      objects: [],
      region_connections: [...home.edges, ...east.edges, ...west.edges],
      object_connections: [],
      robot_location: robot,
    });
    const parse = (text: string) =>
      JSON.parse(text) as { not_reachable_yet?: string[][]; reachable_now?: string[] };
    const fromHome = await builder.build({
      map: mapOf(graph("home_0")),
      robotXY: [0, 0],
      phrases: ["check"],
      pinned: [],
      budgetTokens: 1200,
    });
    const parts = parse(fromHome.text).not_reachable_yet ?? [];
    expect(parts.map((part) => [...part].sort())).toEqual(
      expect.arrayContaining([
        east.regions.map((r) => r.name).sort(),
        west.regions.map((r) => r.name).sort(),
      ]),
    );
    // Standing on the small east part, nearly everything listed is cut off: name the few reachable instead.
    const fromEast = await builder.build({
      map: mapOf(graph("east_0")),
      robotXY: [0, 30],
      phrases: ["check"],
      pinned: [],
      budgetTokens: 1200,
    });
    const shown = parse(fromEast.text);
    expect(shown.not_reachable_yet).toBeUndefined();
    expect([...(shown.reachable_now ?? [])].sort()).toEqual(east.regions.map((r) => r.name).sort());
  });
});

describe("the map view around places with an outline and goals out of reach", () => {
  it("shows the ground inside and around a relevant building, not only where it is attached", async () => {
    const { regions, edges } = grid(40);
    // A building whose box spans x 200–260: the prior attaches it at its west end only.
    const map = mapOf({
      regions,
      objects: [
        { name: "bench_1", coords: [12, 3], class: "bench" },
        { name: "bin_1", coords: [40, 3], class: "litter_bin" },
        { name: "oak_1", coords: [100, 100], class: "oak" },
        {
          name: "boathouse",
          coords: [230, 215],
          class: "boathouse",
          landmark: true,
          bbox_m: [200, 200, 260, 230],
        },
      ],
      region_connections: edges,
      object_connections: [
        ["bench_1", "g_1_0"],
        ["bin_1", "g_4_0"],
        ["oak_1", "g_10_10"],
        ["boathouse", "g_20_21"],
      ],
      robot_location: "g_0_0",
    });
    const view = await builder.build({
      map,
      robotXY: [0, 0],
      phrases: ["Is the boathouse still standing?"],
      pinned: [],
      budgetTokens: 2500,
    });
    expect(view.shown.has("boathouse")).toBe(true);
    // The box's east end, 40–60 m from where it is attached.
    expect(["g_25_21", "g_26_21", "g_25_22", "g_26_22"].some((r) => view.shown.has(r))).toBe(true);
  });

  it("shows several edges of the robot's ground toward a goal it cannot reach, each with its way", async () => {
    const home = grid(30);
    // A pocket across a 25 m gap north of the grid, reached by no known connection.
    const pocket = chain("pocket", 3, [130, 315]);
    const map = mapOf({
      regions: [...home.regions, ...pocket.regions],
      objects: [],
      region_connections: [...home.edges, ...pocket.edges],
      object_connections: [],
      robot_location: "g_0_0",
    });
    const view = await builder.build({
      map,
      robotXY: [0, 0],
      phrases: ["check"],
      pinned: ["pocket_1"],
      budgetTokens: 4000,
    });
    // Ground of the robot's part within 40 m of the pocket, on its north edge (y = 290).
    const edgesShown = [...view.shown].filter((name) => {
      const at = map.coordsOf(name);
      return (
        name.startsWith("g_") && at !== undefined && at[1] === 290 && Math.abs(at[0] - 140) <= 40
      );
    });
    expect(edgesShown.length).toBeGreaterThanOrEqual(3);
  });
});
