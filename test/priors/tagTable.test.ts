import { describe, expect, it } from "vitest";
import { mapOsmTags, osmTagsFor, type TagMapping } from "../../priors/index.js";
import type { GeometryKind } from "../../priors/tags/index.js";

const mapped = (tags: Record<string, string>, geometry: GeometryKind) => {
  const mapping: TagMapping = mapOsmTags(tags, geometry);
  if (mapping.kind !== "mapped")
    throw new Error(`${JSON.stringify(tags)} did not map: ${mapping.kind}`);
  return mapping.mapped;
};
const classOf = (tags: Record<string, string>, geometry: GeometryKind): string =>
  mapped(tags, geometry).className;

describe("the OSM tag table", () => {
  it("maps highways to roads, trails, paths and sidewalks with widths by highway type", () => {
    expect(mapped({ highway: "residential" }, "line")).toMatchObject({
      layer: "surface",
      className: "road",
      widthM: 5,
      traversable: true,
    });
    expect(mapped({ highway: "primary" }, "line").widthM).toBe(8);
    expect(mapped({ highway: "service" }, "line").widthM).toBe(4);
    expect(mapped({ highway: "track" }, "line")).toMatchObject({ className: "trail", widthM: 3 });
    expect(classOf({ highway: "path" }, "line")).toBe("trail");
    expect(classOf({ highway: "footway" }, "line")).toBe("path");
    expect(classOf({ highway: "footway", footway: "sidewalk" }, "line")).toBe("sidewalk");
    expect(mapped({ highway: "steps" }, "line")).toMatchObject({
      className: "steps",
      traversable: false,
    });
    expect(classOf({ highway: "pedestrian" }, "area")).toBe("courtyard");
  });

  it("lets the width tag override the table, in metres", () => {
    expect(mapped({ highway: "residential", width: "7.5" }, "line").widthM).toBe(7.5);
    expect(mapped({ highway: "residential", width: "6 m" }, "line").widthM).toBe(6);
    expect(mapped({ highway: "residential", width: "wide" }, "line").widthM).toBe(5);
  });

  it("maps bridges and piers over whatever they cross", () => {
    expect(mapped({ highway: "secondary", bridge: "yes" }, "line")).toMatchObject({
      className: "bridge",
      widthM: 7,
      drawRank: 3,
    });
    expect(classOf({ highway: "secondary", bridge: "no" }, "line")).toBe("road");
    expect(classOf({ man_made: "bridge" }, "area")).toBe("bridge");
    expect(mapped({ man_made: "pier" }, "line")).toMatchObject({ className: "dock", widthM: 3 });
  });

  it("maps buildings to outlines, roofs to covered ground and building points to objects", () => {
    expect(mapped({ building: "yes" }, "area")).toMatchObject({
      className: "building",
      traversable: false,
      occludes: true,
      drawRank: 4,
    });
    expect(mapped({ building: "roof" }, "area")).toMatchObject({
      className: "roof",
      coveredFromAir: true,
      cover: "roof",
    });
    expect(mapped({ building: "cabin" }, "point")).toMatchObject({
      layer: "object",
      className: "cabin",
    });
    expect(classOf({ building: "yes" }, "point")).toBe("building");
  });

  it("maps natural, water and land-cover tags to surfaces", () => {
    expect(mapped({ natural: "water" }, "area")).toMatchObject({
      className: "water",
      traversable: false,
      occludes: false,
    });
    expect(mapped({ waterway: "river" }, "line")).toMatchObject({ className: "water", widthM: 12 });
    expect(mapped({ waterway: "stream" }, "line").widthM).toBe(3);
    expect(mapped({ natural: "wood" }, "area")).toMatchObject({
      className: "forest",
      occludes: true,
    });
    expect(classOf({ landuse: "forest" }, "area")).toBe("forest");
    expect(mapped({ natural: "scrub" }, "area")).toMatchObject({
      className: "scrub",
      traversable: false,
    });
    expect(classOf({ natural: "bare_rock" }, "area")).toBe("rock");
    expect(mapped({ natural: "cliff" }, "line")).toMatchObject({ className: "cliff", widthM: 2 });
    expect(mapped({ landcover: "trees" }, "area")).toMatchObject({
      className: "tree_cover",
      coveredFromAir: true,
      cover: "trees",
    });
    expect(classOf({ landcover: "gravel" }, "area")).toBe("gravel");
  });

  it("maps landuse and leisure areas, and leaves zoning out on purpose", () => {
    expect(classOf({ landuse: "grass" }, "area")).toBe("grass");
    expect(classOf({ landuse: "meadow" }, "area")).toBe("grass");
    expect(classOf({ landuse: "farmland" }, "area")).toBe("field");
    expect(classOf({ landuse: "industrial" }, "area")).toBe("gravel");
    expect(classOf({ leisure: "park" }, "area")).toBe("grass");
    expect(classOf({ leisure: "pitch" }, "area")).toBe("field");
    expect(mapOsmTags({ landuse: "residential" }, "area")).toMatchObject({
      kind: "ignored",
      reason: "zoning, not a ground surface",
    });
  });

  it("maps amenities to parking lots and objects", () => {
    expect(mapped({ amenity: "parking" }, "area")).toMatchObject({
      className: "parking_lot",
      traversable: true,
    });
    expect(mapped({ amenity: "bench" }, "point")).toMatchObject({
      layer: "object",
      className: "bench",
    });
    expect(classOf({ amenity: "waste_disposal" }, "point")).toBe("dumpster");
    expect(classOf({ highway: "street_lamp" }, "point")).toBe("light_pole");
  });

  it("maps barriers to obstacles, except gates, which are objects", () => {
    expect(mapped({ barrier: "fence" }, "line")).toMatchObject({
      layer: "obstacle",
      className: "fence",
      widthM: 0.5,
      occludes: true,
    });
    expect(mapped({ barrier: "retaining_wall" }, "line")).toMatchObject({
      layer: "obstacle",
      className: "wall",
    });
    expect(mapped({ barrier: "gate" }, "point")).toMatchObject({
      layer: "object",
      className: "gate",
    });
    expect(mapOsmTags({ barrier: "kerb" }, "line").kind).toBe("ignored");
  });

  it("maps towers and masts to objects, communication towers to radio towers", () => {
    expect(mapped({ man_made: "tower", "tower:type": "communication" }, "point")).toMatchObject({
      layer: "object",
      className: "radio_tower",
    });
    expect(classOf({ man_made: "mast" }, "point")).toBe("radio_tower");
    expect(classOf({ man_made: "tower" }, "point")).toBe("tower");
    expect(classOf({ man_made: "water_tower" }, "area")).toBe("water_tower");
    expect(classOf({ power: "tower" }, "point")).toBe("power_tower");
  });

  it("says when tags are unknown or on the wrong kind of geometry", () => {
    expect(mapOsmTags({ shop: "bakery" }, "point")).toEqual({ kind: "unknown" });
    expect(mapOsmTags({ highway: "residential" }, "point").kind).toBe("wrong-geometry");
    expect(mapOsmTags({ natural: "water" }, "line").kind).toBe("wrong-geometry");
  });

  it("inverts for every class the built-in worlds show, giving tags that map back to the class", () => {
    const cases: [string, "surface" | "obstacle" | "object", GeometryKind][] = [
      ["road", "surface", "line"],
      ["bridge", "surface", "line"],
      ["dock", "surface", "line"],
      ["path", "surface", "line"],
      ["sidewalk", "surface", "line"],
      ["trail", "surface", "line"],
      ["grass", "surface", "area"],
      ["field", "surface", "area"],
      ["gravel", "surface", "area"],
      ["dirt", "surface", "area"],
      ["parking_lot", "surface", "area"],
      ["courtyard", "surface", "area"],
      ["forest", "surface", "area"],
      ["rock", "surface", "area"],
      ["water", "surface", "area"],
      ["building", "surface", "area"],
      ["tree_cover", "surface", "area"],
      ["tree_cover", "surface", "line"],
      ["roof", "surface", "area"],
      ["wall", "obstacle", "line"],
      ["fence", "obstacle", "line"],
      ["radio_tower", "object", "point"],
      ["light_pole", "object", "point"],
    ];
    for (const [className, layer, geometry] of cases) {
      const tags = osmTagsFor(layer, className, geometry);
      expect(tags, className).toBeDefined();
      expect(mapped(tags!, geometry), className).toMatchObject({ className, layer });
    }
    expect(osmTagsFor("surface", "road", "line")).toEqual({ highway: "residential" });
    expect(osmTagsFor("object", "radio_tower", "point")).toEqual({
      man_made: "tower",
      "tower:type": "communication",
    });
    expect(osmTagsFor("object", "truck", "point")).toBeUndefined();
  });
});
