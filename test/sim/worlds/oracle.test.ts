import { describe, expect, it } from "vitest";
import { loadGraph } from "../../../src/map/index.js";
import { oracleDrive } from "../../../sim/worlds/oracle.js";
import { builtinReport } from "../../../sim/worlds/src/report.js";

describe("oracleDrive", () => {
  // a(0,0) — b(10,0) — c(20,0) — d(30,0); the tower is seen from d, the shed from b, the well from c or d.
  const loaded = loadGraph({
    regions: [
      { name: "a", coords: [0, 0] },
      { name: "b", coords: [10, 0] },
      { name: "c", coords: [20, 0] },
      { name: "d", coords: [30, 0] },
      { name: "island", coords: [100, 0] },
    ],
    objects: [
      { name: "tower", coords: [32, 2] },
      { name: "shed", coords: [8, 5] },
      { name: "well", coords: [25, 5] },
      { name: "boat", coords: [101, 1] },
    ],
    region_connections: [
      ["a", "b"],
      ["b", "c"],
      ["c", "d"],
    ],
    object_connections: [
      ["tower", "d"],
      ["shed", "b"],
      ["well", "c"],
      ["well", "d"],
      ["boat", "island"],
    ],
    robot_location: "a",
  });
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  const map = loaded.value.map;

  it("visits the targets in the best order, each at its best region", () => {
    const drive = oracleDrive(map, "a", ["tower", "shed"])!;
    expect(drive.lengthM).toBeCloseTo(30);
    expect(drive.order).toEqual(["shed", "tower"]);
    expect(drive.via).toEqual(["b", "d"]);
    expect(drive.regions).toEqual(["a", "b", "c", "d"]);
  });

  it("reaches an object at the nearest of the regions it is seen from", () => {
    const drive = oracleDrive(map, "a", ["well"])!;
    expect(drive.lengthM).toBeCloseTo(20);
    expect(drive.via).toEqual(["c"]);
  });

  it("is zero for no targets and undefined for an unreachable or unknown one", () => {
    expect(oracleDrive(map, "a", [])?.lengthM).toBe(0);
    expect(oracleDrive(map, "a", ["boat"])).toBeUndefined();
    expect(oracleDrive(map, "a", ["unicorn"])).toBeUndefined();
  });
});

describe("the built-in missions' oracle distances", () => {
  const { worlds, missions } = builtinReport();

  it("are what the docs quote, within a few metres", () => {
    // docs/worlds/README.md: the shortest truth-graph drive from the start through each mission's targets.
    const quoted: Record<string, number> = {
      riverside_storm_logistics: 194,
      riverside_missing_robot: 287,
      riverside_comms_down: 270,
      office_park_construction_dock: 220,
      office_park_triage: 349,
    };
    for (const { name, drive } of missions) {
      expect(drive, name).toBeDefined();
      expect(Math.abs(drive!.lengthM - quoted[name]!), name).toBeLessThan(5);
    }
  });

  it("come from graphs the size the docs quote", () => {
    const riverside = worlds.find((w) => w.name === "riverside")!;
    expect(riverside.prior.regions).toBeGreaterThan(300);
    expect(riverside.truth.regions).toBeGreaterThan(riverside.prior.regions);
    const officePark = worlds.find((w) => w.name === "office_park")!;
    expect(officePark.prior.regions).toBeGreaterThan(100);
    expect(officePark.truth.regions).toBeGreaterThan(officePark.prior.regions);
  });
});
