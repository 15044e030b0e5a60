import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildPriorFromFile, buildWorldGraph, writeSatellite } from "../../priors/index.js";
import { loadWorld } from "../../sim/worlds/catalog.js";
import type { GraphJson } from "../../src/map/index.js";
import { matchMajorComponents } from "../fixtures/priors/compareGraphs.js";

const dir = mkdtempSync(join(tmpdir(), "spine-satellite-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The simulator's own prior and the one built back from each satellite product of the world. */
async function roundTrip(
  worldName: string,
): Promise<{ direct: GraphJson; built: Record<string, GraphJson> }> {
  const loaded = loadWorld(worldName);
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  const world = loaded.value;
  const direct = buildWorldGraph(world, { view: "prior" });
  const built: Record<string, GraphJson> = {};
  for (const crs of ["EPSG:4326", "utm"]) {
    const out = join(dir, `${worldName}-${crs.replace(":", "")}`);
    const written = writeSatellite(world, out, { crs });
    if (!written.ok) throw new Error(written.error);
    const inputs = { [`GeoTIFF ${crs}`]: join(out, written.value.landCover) };
    if (crs === "EPSG:4326") inputs["GeoJSON"] = join(out, written.value.geojson);
    for (const [label, input] of Object.entries(inputs)) {
      const prior = await buildPriorFromFile({
        input,
        origin: world.origin,
        start: world.frame.toLonLat(world.start),
      });
      if (!prior.ok) throw new Error(prior.error.join("\n"));
      built[label] = prior.value.graph;
    }
  }
  return { direct, built };
}

describe.each(["riverside", "office_park"])("the %s world seen from a satellite", (worldName) => {
  const result = roundTrip(worldName);

  it("builds back to a prior with the simulator's region count within 5 %, from the GeoJSON and both GeoTIFFs", async () => {
    const { direct, built } = await result;
    expect(Object.keys(built).sort()).toEqual(["GeoJSON", "GeoTIFF EPSG:4326", "GeoTIFF utm"]);
    for (const [label, graph] of Object.entries(built)) {
      const ratio = graph.regions.length / direct.regions.length;
      expect(
        Math.abs(ratio - 1),
        `${label}: ${graph.regions.length} vs ${direct.regions.length}`,
      ).toBeLessThanOrEqual(0.05);
    }
  });

  it("builds back the same connected groups of major regions", async () => {
    const { direct, built } = await result;
    for (const [label, graph] of Object.entries(built)) {
      const forward = matchMajorComponents(direct, graph);
      const backward = matchMajorComponents(graph, direct);
      expect(forward.majorB, label).toBe(forward.matches.length);
      for (const match of [...forward.matches, ...backward.matches]) {
        expect(
          match.indexB,
          `${label}: a component of ${match.sizeA} regions has no major match`,
        ).toBeDefined();
        expect(match.share, label).toBeGreaterThan(0.8);
      }
      // One to one: no two major components of the simulator's prior land in the same one.
      const targets = forward.matches.map((m) => m.indexB);
      expect(new Set(targets).size, label).toBe(targets.length);
    }
  });

  it("keeps the objects and landmarks a vector map carries, names included", async () => {
    const { direct, built } = await result;
    const names = (graph: GraphJson): string[] => graph.objects.map((node) => node.name).sort();
    expect(names(built["GeoJSON"]!)).toEqual(names(direct));
  });
});
