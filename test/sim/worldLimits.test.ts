import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadWorldFile, parseWorld } from "../../sim/world/index.js";
import { prepareMission } from "../../sim/runner/index.js";
import { runSpine } from "../fixtures/cli.js";
import { enuWorldJson, rect } from "../fixtures/worlds/enuWorld.js";
import { parsed } from "./missions/helpers.js";

const grass = { properties: { layer: "surface", class: "grass" }, polygon: rect(0, 0, 50, 50) };

function errorsOf(json: unknown, limits = {}): string[] {
  const result = parseWorld(json, { source: "big.world.geojson", limits });
  return result.ok ? [] : result.error;
}

/** A world whose two grass patches lie `spanM` apart. */
function spanning(spanM: number): unknown {
  return enuWorldJson([
    grass,
    { properties: { layer: "surface", class: "grass" }, polygon: rect(spanM, 0, spanM + 10, 10) },
  ]);
}

/** A world file whose only surface is water. */
function floodedWorld(): string {
  const path = join(mkdtempSync(join(tmpdir(), "spine-limits-")), "flooded.world.geojson");
  const water = { properties: { layer: "surface", class: "water" }, polygon: rect(0, 0, 50, 50) };
  writeFileSync(path, JSON.stringify(enuWorldJson([water])));
  return path;
}

describe("world size and bounds gates (issue 14, finding 8)", () => {
  it("refuses a world spanning about 1° with the limit named, before any raster is built", () => {
    const errors = errorsOf(spanning(111_000));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/spans 111 km × 50 m, more than the limit maxWorldExtentM = 3000 m/);
    expect(errors[0]).not.toMatch(/typed array/i);
  });

  it("accepts the same world when the limit is raised", () => {
    expect(errorsOf(spanning(111_000), { maxWorldExtentM: 200_000 })).toEqual([]);
    expect(errorsOf(spanning(2_000))).toEqual([]);
  });

  it("refuses a world spanning the globe", () => {
    const json = enuWorldJson([grass]) as { features: unknown[] };
    json.features.push({
      type: "Feature",
      properties: { layer: "surface", class: "grass" },
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [-179, -80],
            [179, -80],
            [179, 80],
            [-179, 80],
            [-179, -80],
          ],
        ],
      },
    });
    expect(errorsOf(json).join("\n")).toMatch(/maxWorldExtentM/);
  });

  it("refuses to load a world file with no traversable surface", () => {
    const loaded = loadWorldFile(floodedWorld());
    expect(loaded.ok).toBe(false);
    if (!loaded.ok)
      expect(loaded.error).toEqual([
        "flooded.world.geojson: the world has no traversable surface: the robot could not move (add a surface such as a road, path or grass)",
      ]);
  });

  it("refuses a header start far outside the world's features", () => {
    const errors = errorsOf(enuWorldJson([grass], { start: [8_000_000, 0] }));
    expect(errors.join("\n")).toMatch(
      /"spine.start" lies 8000 km outside the world's bounds, more than the limit maxStartOutsideM = 100 m/,
    );
  });

  it("refuses a mission start 8000 km away instead of snapping it", () => {
    const mission = parsed({
      world: "../worlds/crossing.world.geojson",
      mission: "Is the footbridge standing?",
      start: [0, 0],
    });
    const prepared = prepareMission(mission);
    expect(prepared.ok).toBe(false);
    if (!prepared.ok)
      expect(prepared.error.join("\n")).toMatch(/mission's start lies \d+ km outside/);
  });

  it("spine run exits 2 for a world with no traversable surface", async () => {
    const world = floodedWorld();
    const run = await runSpine([
      "run",
      "--world",
      world,
      "--mission",
      "Find the boat.",
      "--planner",
      "rules",
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/no traversable surface/);
  });
});
