import { describe, expect, it } from "vitest";
import { geoJsonToWorld } from "../../priors/index.js";
import { priorFeatures } from "../../sim/world/index.js";

const feature = (properties: object, geometry: object) => ({
  type: "Feature",
  properties,
  geometry,
});
const line = (coordinates: number[][]) => ({ type: "LineString", coordinates });
const square = (lon: number, lat: number, sizeDeg = 0.0001) => ({
  type: "Polygon",
  coordinates: [
    [
      [lon, lat],
      [lon + sizeDeg, lat],
      [lon + sizeDeg, lat + sizeDeg],
      [lon, lat + sizeDeg],
      [lon, lat],
    ],
  ],
});

describe("GeoJSON priors", () => {
  it("draws OSM features by rank, so a road drawn before the landuse under it stays on top", () => {
    const converted = geoJsonToWorld(
      {
        type: "FeatureCollection",
        features: [
          feature(
            { highway: "residential" },
            line([
              [-77.0002, 40.00005],
              [-76.9998, 40.00005],
            ]),
          ),
          feature({ landuse: "industrial" }, square(-77.0003, 40, 0.0006)),
        ],
      },
      { source: "site.geojson" },
    );
    if (!converted.ok) throw new Error(converted.error.join());
    expect(converted.value.form).toBe("osm");
    expect(converted.value.world.features.map((f) => f.className)).toEqual(["gravel", "road"]);
    expect(converted.value.world.origin).toEqual([-77, 40.0003]);
  });

  it("keeps a world-class file in file order, with its own header", () => {
    const converted = geoJsonToWorld(
      {
        type: "FeatureCollection",
        spine: { version: 1, origin: [-77, 40], start: [-77, 40] },
        features: [
          feature(
            { layer: "surface", class: "road" },
            line([
              [-77.0002, 40.00005],
              [-76.9998, 40.00005],
            ]),
          ),
          feature(
            { layer: "surface", class: "water", inPrior: false },
            square(-77.0003, 40, 0.0006),
          ),
        ],
      },
      { source: "w.geojson" },
    );
    if (!converted.ok) throw new Error(converted.error.join());
    expect(converted.value.form).toBe("world");
    expect(converted.value.world.features.map((f) => f.className)).toEqual(["road", "water"]);
    expect(priorFeatures(converted.value.world).map((f) => f.className)).toEqual(["road"]);
  });

  it("keeps the names of landmarks, objects and named ground, unique", () => {
    const converted = geoJsonToWorld(
      {
        type: "FeatureCollection",
        features: [
          feature({ building: "yes", name: "Old Mill" }, square(-77, 40)),
          feature({ building: "yes", name: "Old Mill" }, square(-77.001, 40)),
          feature(
            { highway: "service", name: "Mill Lane" },
            line([
              [-77.001, 40],
              [-77, 40],
            ]),
          ),
          feature(
            { man_made: "mast", name: "Mast #2" },
            { type: "Point", coordinates: [-77.0005, 40.0005] },
          ),
        ],
      },
      { source: "n.geojson" },
    );
    if (!converted.ok) throw new Error(converted.error.join());
    // Drawn by rank: objects, then ways, then buildings. A named way's regions get `place: "mill lane"`.
    expect(
      converted.value.world.features.map((f) => [f.className, f.nameIsExplicit ? f.name : null]),
    ).toEqual([
      ["radio_tower", "mast_2"],
      ["road", "mill_lane"],
      ["building", "old_mill"],
      ["building", "old_mill_2"],
    ]);
  });

  it("turns an object drawn as an outline into a point, and lists what it could not use", () => {
    const converted = geoJsonToWorld(
      {
        type: "FeatureCollection",
        features: [
          feature({ man_made: "tower", "tower:type": "communication" }, square(-77, 40)),
          feature({ amenity: "parking" }, { type: "Point", coordinates: [-77, 40] }),
          feature({ shop: "bakery" }, { type: "Point", coordinates: [-77, 40] }),
          feature({ shop: "bakery" }, { type: "Point", coordinates: [-77.0001, 40] }),
          feature({}, { type: "Point", coordinates: [-77, 40] }),
        ],
      },
      { source: "o.geojson" },
    );
    if (!converted.ok) throw new Error(converted.error.join());
    const [tower] = converted.value.world.features;
    expect(tower?.layer).toBe("object");
    expect(tower?.point).toBeDefined();
    expect(tower?.footprint).toEqual([]);
    expect(converted.value.counts).toEqual({ features: 5, used: 1, skipped: 4 });
    expect(converted.value.warnings).toEqual([
      "o.geojson: features with tags the tag table does not know were ignored: shop=bakery (2)",
      "o.geojson: features whose tags mean a different kind of geometry were ignored: point amenity=parking (1)",
      "o.geojson: features without tags were ignored: no tags (1)",
    ]);
  });

  it("makes --traversable classes drivable", () => {
    const converted = geoJsonToWorld(
      { type: "FeatureCollection", features: [feature({ natural: "scrub" }, square(-77, 40))] },
      { source: "s.geojson", traversableClasses: ["scrub"] },
    );
    expect(converted.ok && converted.value.world.features[0]?.traversable).toBe(true);
  });
});
