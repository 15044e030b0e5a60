import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildPriorFromFile } from "../../priors/index.js";
import { crsFromEpsg, crsFromWkt, parseWorldFile } from "../../priors/landcover/index.js";
import { rgbImage, writeRgbPng } from "../fixtures/priors/rasterFiles.js";

const dir = mkdtempSync(join(tmpdir(), "spine-png-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const GRASS = 0x7cb342;
const ROAD = 0x808080;
const BUILDING = 0xd32f2f;
/** 120 × 100 px: grass, a road across the middle, a building north of it. */
const colourAt = (col: number, row: number): number =>
  row >= 46 && row < 54 ? ROAD : col >= 20 && col < 40 && row >= 15 && row < 35 ? BUILDING : GRASS;
const palette = JSON.stringify({
  [`#${GRASS.toString(16)}`]: "grass",
  "#808080": "road",
  "#d32f2f": "building",
});

describe("a PNG land-cover raster with a world file", () => {
  it("builds in EPSG:4326, with the road sampled along its centreline and the building a landmark", async () => {
    const path = writeRgbPng(dir, "site", {
      width: 120,
      height: 100,
      rgb: rgbImage(120, 100, colourAt),
      worldFile: [0.000006, 0, 0, -0.0000045, -75.3, 40.07],
    });
    writeFileSync(join(dir, "site.palette.json"), palette);
    const built = await buildPriorFromFile({ input: path });
    if (!built.ok) throw new Error(built.error.join("\n"));
    const { graph, warnings, counts } = built.value;
    expect(warnings).toEqual([
      "site.png: no --crs and no .prj beside it; reading its world file as EPSG:4326 (longitude/latitude)",
    ]);
    expect(counts).toMatchObject({ width_px: 120, height_px: 100, landmarks: 1, centrelines: 1 });
    const roads = graph.regions.filter((r) => r.name.startsWith("road_")).map((r) => r.coords);
    // ≈ 60 m of road (120 px of 0.5 m), a node about every 10 m along one line.
    expect(roads.length).toBeGreaterThanOrEqual(6);
    expect(
      Math.max(...roads.map(([, y]) => y)) - Math.min(...roads.map(([, y]) => y)),
    ).toBeLessThan(1.5);
    expect(graph.objects.map((o) => o["class"])).toEqual(["building"]);
  });

  it("reads a UTM world file with --crs, or with a .prj beside it", async () => {
    const worldFile = [0.5, 0, 0, -0.5, 455000.25, 4435000.25];
    const path = writeRgbPng(dir, "utm", {
      width: 120,
      height: 100,
      rgb: rgbImage(120, 100, colourAt),
      worldFile,
    });
    writeFileSync(join(dir, "utm.palette.json"), palette);
    const withFlag = await buildPriorFromFile({ input: path, crs: "EPSG:32618" });
    if (!withFlag.ok) throw new Error(withFlag.error.join("\n"));
    expect(withFlag.value.warnings).toEqual([]);
    writeFileSync(
      join(dir, "utm.prj"),
      'PROJCS["WGS_1984_UTM_Zone_18N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]]],PROJECTION["Transverse_Mercator"]]',
    );
    const withPrj = await buildPriorFromFile({ input: path });
    if (!withPrj.ok) throw new Error(withPrj.error.join("\n"));
    expect(withPrj.value.graph).toEqual(withFlag.value.graph);
    expect(withPrj.value.origin?.[0]).toBeCloseTo(-75.53, 1);
  });

  it("parses world files and CRS names, and says what it cannot read", () => {
    expect(parseWorldFile("1\n0\n0\n-1\n100.5\n200.5\n", "a.pgw")).toEqual({
      ok: true,
      value: { x0: 100, y0: 201, xPerCol: 1, xPerRow: 0, yPerCol: 0, yPerRow: -1 },
    });
    expect(parseWorldFile("1\n0\n0\n", "a.pgw")).toEqual({
      ok: false,
      error: "a.pgw must have six numbers, one a line (A, D, B, E, C, F), got 3 lines: 1 | 0 | 0",
    });
    expect(crsFromEpsg(32733).ok && crsFromEpsg(32733)).toMatchObject({
      value: { name: "EPSG:32733 (WGS84 / UTM zone 33S)" },
    });
    expect(crsFromWkt('GEOGCS["WGS 84",DATUM["WGS_1984"]]')).toMatchObject({
      ok: true,
      value: { epsg: 4326 },
    });
    expect(crsFromWkt('PROJCS["NAD83 / Conus Albers",GEOGCS["NAD83"]]')).toMatchObject({
      ok: false,
    });
  });
});

describe("PNG size gate (issue 14, finding 8)", () => {
  /** A PNG signature and an IHDR header declaring `width` × `height`, with no image data after it. */
  function forgedHeader(name: string, width: number, height: number): string {
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 0);
    bytes.set([...Buffer.from("IHDR")], 12);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    bytes.set([8, 2, 0, 0, 0], 24);
    const path = join(dir, `${name}.png`);
    writeFileSync(path, bytes);
    writeFileSync(join(dir, `${name}.pgw`), "0.00001\n0\n0\n-0.00001\n-75.3\n40.07\n");
    writeFileSync(join(dir, `${name}.palette.json`), palette);
    return path;
  }

  it("refuses a 30000² PNG from its header, naming the limit", async () => {
    const built = await buildPriorFromFile({ input: forgedHeader("huge", 30_000, 30_000) });
    expect(built.ok).toBe(false);
    if (!built.ok)
      expect(built.error).toEqual([
        "huge.png is 30000 × 30000 pixels, more than the limit maxPngPixels = 100000000 (refused before decoding; raise it with --max-png-pixels or limits.maxPngPixels in spine.config.json, or crop or downsample the raster)",
      ]);
  });

  it("applies a lowered limit to a real PNG, and a raised one lets it through", async () => {
    const path = writeRgbPng(dir, "small", {
      width: 120,
      height: 100,
      rgb: rgbImage(120, 100, colourAt),
      worldFile: [0.000006, 0, 0, -0.0000045, -75.3, 40.07],
    });
    writeFileSync(join(dir, "small.palette.json"), palette);
    const refused = await buildPriorFromFile({ input: path, maxPngPixels: 10_000 });
    expect(refused.ok ? [] : refused.error.join("\n")).toMatch(
      /120 × 100 pixels, more than the limit maxPngPixels = 10000/,
    );
    expect((await buildPriorFromFile({ input: path, maxPngPixels: 12_000 })).ok).toBe(true);
  });
});
