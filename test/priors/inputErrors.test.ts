import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeArrayBuffer } from "geotiff";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { buildPriorFromFile } from "../../priors/index.js";
import { runCli } from "../../src/cli/index.js";
import { plainTiff, rgbImage, writeRgbPng } from "../fixtures/priors/rasterFiles.js";

const dir = mkdtempSync(join(tmpdir(), "spine-prior-errors-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const file = (name: string, content: string | Uint8Array): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const collection = (features: unknown[], extra: object = {}): string =>
  JSON.stringify({ type: "FeatureCollection", ...extra, features });
const building = (ring: number[][]) => ({
  type: "Feature",
  properties: { building: "yes" },
  geometry: { type: "Polygon", coordinates: [ring] },
});
const square = [
  [-77.0, 40.0],
  [-76.9999, 40.0],
  [-76.9999, 40.0001],
  [-77.0, 40.0001],
  [-77.0, 40.0],
];

const cases: { name: string; input: () => string; palette?: () => string; message: RegExp }[] = [
  {
    name: "a GeoJSON whose crs member names EPSG:3857",
    input: () =>
      file(
        "webmercator.geojson",
        collection([building(square)], {
          crs: { type: "name", properties: { name: "urn:ogc:def:crs:EPSG::3857" } },
        }),
      ),
    message:
      /^webmercator\.geojson: the "crs" member says the coordinates are in urn:ogc:def:crs:EPSG::3857; GeoJSON priors must be WGS84 longitude\/latitude \(RFC 7946\)/,
  },
  {
    name: "a GeoJSON whose coordinates are metres",
    input: () =>
      file(
        "utm.geojson",
        collection([
          building(square),
          building([
            [512345.2, 4423456.1],
            [512355.2, 4423456.1],
            [512355.2, 4423466.1],
            [512345.2, 4423456.1],
          ]),
        ]),
      ),
    message:
      /^utm\.geojson: features\[1\] \(building=yes\) has coordinates \[512345\.2, 4423456\.1\], which are not degrees .* look like metres/,
  },
  {
    name: "a self-intersecting polygon",
    input: () =>
      file(
        "bowtie.geojson",
        collection([
          building(square),
          building([
            [-77, 40],
            [-76.9999, 40.0001],
            [-76.9999, 40],
            [-77, 40.0001],
            [-77, 40],
          ]),
        ]),
      ),
    message:
      /^bowtie\.geojson: features\[1\] \(building=yes\) is a self-intersecting polygon: its outline crosses itself at \[-76\.99995, 40\.00005\]/,
  },
  {
    name: "a GeoTIFF without GeoKeys",
    input: () => file("plain.tif", plainTiff(4, 4, new Uint8Array(16).fill(1))),
    palette: () => file("plain.palette.json", JSON.stringify({ "1": "grass" })),
    message: /^plain\.tif has no GeoKeys: it is a plain TIFF, not georeferenced/,
  },
  {
    name: "a GeoTIFF in a CRS we do not read",
    input: () =>
      file(
        "mercator.tif",
        new Uint8Array(
          writeArrayBuffer(new Uint8Array(16).fill(1), {
            width: 4,
            height: 4,
            ModelPixelScale: [1, 1, 0],
            ModelTiepoint: [0, 0, 0, -8570000, 4870000, 0],
            GTModelTypeGeoKey: 1,
            GTRasterTypeGeoKey: 1,
            ProjectedCSTypeGeoKey: 3857,
          }),
        ),
      ),
    palette: () => file("mercator.palette.json", JSON.stringify({ "1": "grass" })),
    message:
      /^mercator\.tif: its CRS EPSG:3857 is not supported; supported are EPSG:4326 and the WGS84 UTM zones/,
  },
  {
    name: "a PNG without a world file",
    input: () =>
      writeRgbPng(dir, "nowhere", { width: 2, height: 2, rgb: rgbImage(2, 2, () => 0x808080) }),
    palette: () => file("nowhere.palette.json", JSON.stringify({ "#808080": "road" })),
    message:
      /^nowhere\.png has no world file: a PNG carries no georeferencing, so it needs nowhere\.pgw/,
  },
  {
    name: "an empty raster file",
    input: () => file("empty.tif", new Uint8Array(0)),
    message: /^empty\.tif is empty/,
  },
  {
    name: "an unreadable raster",
    input: () => file("garbage.tif", new TextEncoder().encode("this is not a TIFF at all")),
    palette: () => file("garbage.palette.json", JSON.stringify({ "1": "grass" })),
    message: /^garbage\.tif is not a readable TIFF/,
  },
  {
    name: "a raster without a palette",
    input: () => file("lonely.tif", plainTiff(2, 2, new Uint8Array(4))),
    message: /^lonely\.tif is a land-cover raster: it needs a class palette \(--palette <file>/,
  },
  {
    name: "a colour missing from the palette",
    input: () =>
      writeRgbPng(dir, "patchy", {
        width: 4,
        height: 3,
        rgb: rgbImage(4, 3, (col, row) => (col === 3 && row > 0 ? 0xff0000 : 0x808080)),
        worldFile: [0.00001, 0, 0, -0.00001, -77, 40],
      }),
    palette: () => file("patchy.palette.json", JSON.stringify({ "#808080": "road" })),
    message:
      /^patchy\.png: a pixel value is not in the palette patchy\.palette\.json: colour #ff0000 \(2 pixels, the first at column 3, row 1 — lon -76\.99997\d*, lat 39\.99999\d*\)/,
  },
];

describe("unusable prior inputs", () => {
  it.each(cases)(
    "rejects $name with a message naming the file",
    async ({ input, palette, message }) => {
      const path = input();
      palette?.();
      const built = await buildPriorFromFile({ input: path });
      expect(built.ok).toBe(false);
      if (built.ok) return;
      expect(built.error.join("\n")).toMatch(message);
    },
  );

  it.each(cases)("exits 2 on $name and writes nothing", async ({ input, palette, message }) => {
    const path = input();
    palette?.();
    const stderr: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      stderr.push(String(chunk));
      return true;
    });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const out = join(dir, "out");
    const before = readdirSync(dir).length;
    expect(await runCli(["prior", "build", "--in", path, "--out", out])).toBe(2);
    expect(stderr.join("")).toMatch(new RegExp(`spine: ${message.source.replace(/^\^/, "")}`));
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).length).toBe(before);
  });

  it("rejects bad flags before reading anything", async () => {
    const stderr: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      stderr.push(String(chunk));
      return true;
    });
    expect(
      await runCli([
        "prior",
        "build",
        "--in",
        "x.geojson",
        "--origin",
        "512345,4423456",
        "--out",
        join(dir, "o"),
      ]),
    ).toBe(2);
    expect(stderr.join("")).toContain(`--origin must be "lon,lat" in degrees`);
  });
});
