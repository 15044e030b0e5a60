import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { buildWorldGraph, loadPriorGraph } from "../../priors/index.js";
import { runSpine, type CliRun } from "../fixtures/cli.js";
import { loadWorld } from "../../sim/worlds/catalog.js";

const dir = mkdtempSync(join(tmpdir(), "spine-prior-cli-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function spine(...argv: string[]): Promise<CliRun> {
  return runSpine(argv);
}

describe("spine sim satellite and spine prior build", () => {
  const sat = join(dir, "sat");

  it("writes the satellite products of a built-in world", async () => {
    const { status, stdout } = await spine(
      "sim",
      "satellite",
      "--world",
      "office_park",
      "--out",
      sat,
      "--crs",
      "utm",
    );
    expect(status).toBe(0);
    expect(readdirSync(sat).sort()).toEqual([
      "office_park.landcover.palette.json",
      "office_park.landcover.tif",
      "office_park.osm.geojson",
    ]);
    expect(stdout).toContain("EPSG:32618 (WGS84 / UTM zone 18N)");
    expect(stdout).toContain("spine prior build --in");
    const geojson = JSON.parse(readFileSync(join(sat, "office_park.osm.geojson"), "utf8")) as {
      features: { properties: Record<string, unknown> }[];
    };
    const tags = geojson.features.map((f) => f.properties);
    expect(tags).toContainEqual({ building: "roof" });
    expect(tags).toContainEqual({ highway: "footway", footway: "sidewalk", width: "2" });
    expect(tags.some((t) => t["layer"] !== undefined && t["class"] === "car")).toBe(true);
    // Objects under the grove's canopy or the warehouse roof are not in what the satellite sees.
    const world = loadWorld("office_park");
    if (!world.ok) throw new Error(world.error.join());
    const prior = buildWorldGraph(world.value, { view: "prior" });
    const named = new Set(tags.map((t) => t["name"]).filter((n) => typeof n === "string"));
    for (const node of prior.objects.filter((o) => o["landmark"] !== true))
      expect(named).toContain(node.name);
  });

  it("builds a prior directory from the land-cover GeoTIFF, printing the ENU origin first", async () => {
    const out = join(dir, "from-tif");
    const { status, stdout } = await spine(
      "prior",
      "build",
      "--in",
      join(sat, "office_park.landcover.tif"),
      "--origin",
      "-75.3035,40.0725",
      "--out",
      out,
    );
    expect(status).toBe(0);
    expect(stdout.split("\n")[0]).toBe("ENU origin: -75.3035, 40.0725");
    expect(readdirSync(out).sort()).toEqual([
      "prior.graph.json",
      "prior.meta.json",
      "prior.occupancy.json",
      "prior.occupancy.png",
    ]);
    const meta = JSON.parse(readFileSync(join(out, "prior.meta.json"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(meta).toMatchObject({
      enu_origin: [-75.3035, 40.0725],
      source: { file: "office_park.landcover.tif", kind: "geotiff" },
    });
    const occupancy = JSON.parse(readFileSync(join(out, "prior.occupancy.json"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(occupancy).toMatchObject({
      image: "prior.occupancy.png",
      resolution_m: 0.5,
      enu_origin: [-75.3035, 40.0725],
    });
    const graph = loadPriorGraph(out);
    expect(graph.ok && graph.value.regions.length).toBeGreaterThan(120);
  });

  it("builds from the GeoJSON, takes the origin from its header and replaces an earlier build", async () => {
    const out = join(dir, "from-geojson");
    for (let run = 0; run < 2; run += 1) {
      const { status, stdout } = await spine(
        "prior",
        "build",
        "--in",
        join(sat, "office_park.osm.geojson"),
        "--out",
        out,
      );
      expect(status).toBe(0);
      expect(stdout).toContain("ENU origin: -75.3035, 40.0725");
    }
    expect(readdirSync(dir).filter((name) => name.includes(".tmp-"))).toEqual([]);
    const world = loadWorld("office_park");
    if (!world.ok) throw new Error(world.error.join());
    const graph = loadPriorGraph(join(out, "prior.graph.json"));
    expect(graph.ok && graph.value.regions.length).toBe(
      buildWorldGraph(world.value, { view: "prior" }).regions.length,
    );
  });

  it("passes a graph file through, normalised, with no occupancy raster", async () => {
    const out = join(dir, "from-graph");
    const { status, stdout } = await spine(
      "prior",
      "build",
      "--in",
      "test/fixtures/graphs/lenient.graph.json",
      "--out",
      out,
    );
    expect(status).toBe(0);
    expect(stdout).toContain("ENU origin: unknown");
    expect(readdirSync(out).sort()).toEqual(["prior.graph.json", "prior.meta.json"]);
    const graph = loadPriorGraph(out);
    expect(graph.ok).toBe(true);
  });

  it("draws the prior it built, with every region and object, when asked for --svg", async () => {
    const svgPath = join(dir, "quarry.svg");
    const { status, stdout } = await spine(
      "prior",
      "build",
      "--in",
      "priors/examples/quarry_hill.osm.geojson",
      "--out",
      join(dir, "quarry"),
      "--svg",
      svgPath,
    );
    expect(status).toBe(0);
    expect(stdout).toContain(`wrote ${svgPath}`);
    const svg = readFileSync(svgPath, "utf8");
    const graph = loadPriorGraph(join(dir, "quarry"));
    if (!graph.ok) throw new Error(graph.error.join("\n"));
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('href="data:image/png;base64,');
    // One node circle per region (the robot's drawn larger) and one in the legend; a label per object.
    expect(svg.match(/<circle cx="[^"]+" cy="[^"]+" r="(2\.4|3\.5)"/g)).toHaveLength(
      graph.value.regions.length + 1,
    );
    for (const object of graph.value.objects) expect(svg).toContain(`>${object.name}</text>`);
  });

  it("refuses to replace a directory that holds other files", async () => {
    const { status, stderr } = await spine(
      "prior",
      "build",
      "--in",
      join(sat, "office_park.osm.geojson"),
      "--out",
      sat,
    );
    expect(status).toBe(2);
    expect(stderr).toMatch(/holds other files .*refusing to replace it/);
    expect(existsSync(join(sat, "prior.graph.json"))).toBe(false);
  });
});
