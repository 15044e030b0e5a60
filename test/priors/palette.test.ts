import { describe, expect, it } from "vitest";
import { parsePalette } from "../../priors/index.js";
import { classifyPixels, crsFromEpsg, type LandCoverImage } from "../../priors/landcover/index.js";

const wgs84 = (() => {
  const crs = crsFromEpsg(4326);
  if (!crs.ok) throw new Error(crs.error);
  return crs.value;
})();

function image(channels: 1 | 3, data: number[], width: number): LandCoverImage {
  return {
    source: "cover.png",
    width,
    height: data.length / channels / width,
    channels,
    data,
    // 1e-5° pixels from (-77, 40) at the top-left corner.
    georef: { x0: -77, y0: 40, xPerCol: 1e-5, xPerRow: 0, yPerCol: 0, yPerRow: -1e-5 },
    crs: wgs84,
    warnings: [],
  };
}

describe("the land-cover palette", () => {
  it("maps pixel values to classes with their attributes from the class tables", () => {
    const palette = parsePalette(
      { "0": null, "1": "road", "2": "water", "3": "tree_cover", "4": "fence" },
      { source: "p.json" },
    );
    if (!palette.ok) throw new Error(palette.error.join());
    const { classes, byKey, keys } = palette.value;
    expect(keys).toBe("values");
    expect(byKey.get(0)).toBe(0);
    const info = (value: number) => classes[(byKey.get(value) ?? 0) - 1]?.info;
    expect(info(1)).toMatchObject({ layer: "surface", traversable: true, occludes: false });
    expect(info(2)).toMatchObject({ layer: "surface", traversable: false, occludes: false });
    expect(info(3)).toMatchObject({ coveredFromAir: true, cover: "trees" });
    expect(info(4)).toMatchObject({ layer: "obstacle", occludes: true });
  });

  it("maps colours, folds several colours of one class into one class, and takes attributes for new classes", () => {
    const palette = parsePalette(
      {
        $comment: "test",
        "#808080": "road",
        "#888888": "road",
        "#00ff00": { class: "crops", traversable: false },
      },
      { source: "p.json" },
    );
    if (!palette.ok) throw new Error(palette.error.join());
    expect(palette.value.keys).toBe("colours");
    expect(palette.value.classes.map((c) => c.className)).toEqual(["road", "crops"]);
    expect(palette.value.classes[1]?.info.traversable).toBe(false);
    expect(palette.value.warnings).toEqual([]);
  });

  it("warns about classes it does not know and makes --traversable classes drivable", () => {
    const palette = parsePalette(
      { "1": "moss", "2": "scrub" },
      { source: "p.json", traversableClasses: ["scrub"] },
    );
    if (!palette.ok) throw new Error(palette.error.join());
    expect(palette.value.warnings).toEqual([
      `p.json: "1": class "moss" is in no class table; read as a drivable surface (give "traversable": false to say otherwise)`,
    ]);
    expect(palette.value.classes[1]?.info.traversable).toBe(true);
  });

  it("rejects bad keys, object layers and mixed keys with messages naming the entry", () => {
    const bad = parsePalette(
      { red: "road", "1": { class: "radio_tower", layer: "object" }, "#ffffff": "road", "2": 7 },
      { source: "p.json" },
    );
    expect(bad.ok ? [] : bad.error).toEqual([
      `p.json: "1": "layer" must be "surface" or "obstacle" (objects are points, not land cover), got "object"`,
      `p.json: "2": an entry must be a snake_case class name, { "class": … } or null, got 7`,
      `p.json: key "red" must be a pixel value (0, 1, 2, …) or a colour "#rrggbb"`,
      "p.json: mixes pixel values and colours; use one kind of key",
    ]);
  });

  it("classifies pixels and treats no-data and null entries as nothing", () => {
    const palette = parsePalette(
      { "0": null, "1": "grass", "2": "building" },
      { source: "p.json" },
    );
    if (!palette.ok) throw new Error(palette.error.join());
    const classes = classifyPixels({ ...image(1, [0, 1, 2, 9], 2), noData: 9 }, palette.value);
    expect(classes.ok && [...classes.value]).toEqual([0, 1, 2, 0]);
  });

  it("names an unknown colour, how many pixels have it and where the first one is", () => {
    const palette = parsePalette({ "#808080": "road" }, { source: "p.json" });
    if (!palette.ok) throw new Error(palette.error.join());
    const grey = [128, 128, 128];
    const odd = [0x12, 0xab, 0x34];
    const pixels = image(3, [...grey, ...odd, ...grey, ...odd, ...odd, ...grey], 3);
    const classes = classifyPixels(pixels, palette.value);
    expect(classes.ok ? "" : classes.error).toBe(
      'cover.png: a pixel value is not in the palette p.json: colour #12ab34 (3 pixels, the first at column 1, row 0 — lon -76.999985, lat 39.999995). Add it to the palette (null for "nothing")',
    );
  });

  it("refuses value keys for a colour image", () => {
    const palette = parsePalette({ "1": "road" }, { source: "p.json" });
    if (!palette.ok) throw new Error(palette.error.join());
    const classes = classifyPixels(image(3, [1, 1, 1], 1), palette.value);
    expect(classes.ok ? "" : classes.error).toMatch(
      /has colour pixels .* key the palette by "#rrggbb" colours/,
    );
  });
});
