import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadWorldFile, parseWorld } from "../../sim/world/index.js";
import { enuWorldJson, rect } from "../fixtures/worlds/enuWorld.js";

function errorsOf(json: unknown): string[] {
  const result = parseWorld(json, { source: "bad.world.geojson" });
  if (result.ok) throw new Error("expected the world to be rejected");
  return result.error;
}

/** A valid world JSON whose features we then break one at a time. */
function worldWith(features: object[]): Record<string, unknown> {
  const json = enuWorldJson([]) as Record<string, unknown>;
  return { ...json, features };
}

describe("parseWorld on bad world files", () => {
  it("rejects a file without spine.origin", () => {
    const json = enuWorldJson([]) as { spine: Record<string, unknown> };
    delete json.spine["origin"];
    expect(errorsOf(json)).toEqual([
      "bad.world.geojson: spine.origin (required) must be [lon, lat] in degrees, got nothing",
    ]);
  });

  it("reads the spine header with its schema: each bad key named, the features still checked", () => {
    const json = enuWorldJson([
      { properties: { layer: "object", class: "barrel", inPrior: "yes" }, point: [0, 0] },
    ]) as { spine: Record<string, unknown> };
    json.spine["version"] = 2;
    json.spine["name"] = 5;
    expect(errorsOf(json)).toEqual([
      "bad.world.geojson: spine.version must be 1, got 2",
      "bad.world.geojson: spine.name must be a string, got 5",
      'bad.world.geojson: features[0] (class "barrel"): properties.inPrior must be true or false, got "yes"',
    ]);
    json.spine["version"] = 1;
    json.spine["name"] = "w";
    json.spine["origin"] = [500, 0];
    expect(errorsOf(json)).toEqual([
      "bad.world.geojson: spine.origin must be [lon, lat] in degrees, got the array [500,0]",
      'bad.world.geojson: features[0] (class "barrel"): properties.inPrior must be true or false, got "yes"',
    ]);
  });

  it("reads coordinates with the geometry's schema: the first problem, by position; rings closed on a copy", () => {
    const json = worldWith([]) as { features: unknown[] };
    const grass = (coordinates: unknown): object => ({
      type: "Feature",
      properties: { layer: "surface", class: "grass" },
      geometry: { type: "Polygon", coordinates },
    });
    json.features = [
      grass([
        [
          [-75.2, 39.95],
          [-75.2, 39.951],
          [-75.2, 39.95],
        ],
      ]),
      grass([
        [
          [-75.2, 39.95],
          [-75.2, "x"],
          [-75.199, 39.951],
        ],
      ]),
    ];
    expect(errorsOf(json)).toEqual([
      'bad.world.geojson: features[0] (class "grass"): geometry.coordinates[0] must be a ring of at least 3 distinct positions, got the array [[-75.2,39.95],[-75.2,39.951],[-75.2,39.95]]',
      'bad.world.geojson: features[1] (class "grass"): geometry.coordinates[0][1] must be [lon, lat] in degrees, got the array [-75.2,"x"]',
    ]);
    const open = worldWith([
      grass([
        [
          [-75.2, 39.95],
          [-75.2, 39.951],
          [-75.199, 39.951],
        ],
      ]),
    ]);
    const text = JSON.stringify(open);
    const world = parseWorld(open, { source: "open.world.geojson" });
    expect(world.ok && world.value.warnings).toContain(
      'open.world.geojson: features[0] (class "grass"): geometry.coordinates[0] is not closed; closed it',
    );
    expect(world.ok && world.value.features[0]?.footprint[0]?.[0]).toHaveLength(4);
    expect(JSON.stringify(open)).toBe(text);
  });

  it("reads the envelope with its schema: the collection's and each feature's type, the feature list", () => {
    const json = worldWith([
      "road" as unknown as object,
      {
        type: "Fature",
        properties: { layer: "object", class: "barrel" },
        geometry: { type: "Point", coordinates: [-75.2, 39.95] },
      },
    ]);
    expect(errorsOf(json)).toEqual([
      'bad.world.geojson: features[0]: must be a GeoJSON Feature object, got "road"',
      'bad.world.geojson: features[1]: "type" must be "Feature", got "Fature"',
    ]);
    expect(errorsOf({ ...json, type: "Collection", features: {} })).toEqual([
      'bad.world.geojson: "type" must be "FeatureCollection", got "Collection"',
      'bad.world.geojson: "features" must be an array of GeoJSON features, got the object {}',
    ]);
  });

  it("rejects a feature with an unknown layer, naming the feature and the property", () => {
    const errors = errorsOf(
      worldWith([
        { type: "Feature", properties: { layer: "terrain", class: "road" }, geometry: null },
      ]),
    );
    expect(errors).toEqual([
      'bad.world.geojson: features[0] (class "road"): properties.layer must be one of "surface", "obstacle", "object", got "terrain"',
    ]);
  });

  it("rejects an object that is a Polygon", () => {
    const json = enuWorldJson([
      {
        properties: { layer: "surface", class: "road" },
        line: [
          [0, 0],
          [5, 0],
        ],
      },
      { properties: { layer: "object", class: "shed" }, polygon: rect(0, 0, 2, 2) },
    ]);
    expect(errorsOf(json)).toEqual([
      'bad.world.geojson: features[1] (class "shed"): geometry.type must be Point for the object layer, got "Polygon"',
    ]);
  });

  it("rejects a width that is not a number of metres, in the promised words", () => {
    const json = enuWorldJson(
      Array.from({ length: 13 }, (_, i) => ({
        properties: { layer: "surface", class: "road", ...(i === 12 ? { width: "wide" } : {}) },
        line: [
          [0, i],
          [5, i],
        ],
      })),
    );
    const result = parseWorld(json, { source: "riverside.world.geojson" });
    expect(result.ok ? [] : result.error).toEqual([
      'riverside.world.geojson: features[12] (class "road"): properties.width must be a positive number of metres, got "wide"',
    ]);
  });

  it("rejects two features with the same explicit name, naming both", () => {
    const json = enuWorldJson([
      { properties: { layer: "object", class: "barrel", name: "drum" }, point: [0, 0] },
      { properties: { layer: "object", class: "truck", name: "drum" }, point: [1, 0] },
    ]);
    expect(errorsOf(json)).toEqual([
      'bad.world.geojson: features[1] (class "truck"): properties.name "drum" must be unique, but features[0] already uses it',
    ]);
  });

  it("collects every error in the file instead of stopping at the first", () => {
    const errors = errorsOf(
      worldWith([
        { type: "Feature", properties: { layer: "object", class: "Radio Tower" }, geometry: null },
        {
          type: "Feature",
          properties: { layer: "surface", class: "road", inPrior: "yes" },
          geometry: { type: "Point", coordinates: [0, 0] },
        },
        {
          type: "Feature",
          properties: { layer: "object", class: "barrel" },
          geometry: { type: "Point", coordinates: [500, 0] },
        },
      ]),
    );
    expect(errors).toEqual([
      'bad.world.geojson: features[0]: properties.class must be a snake_case string such as "parking_lot", got "Radio Tower"',
      'bad.world.geojson: features[1] (class "road"): properties.inPrior must be true or false, got "yes"',
      'bad.world.geojson: features[1] (class "road"): geometry.type must be Polygon or MultiPolygon or LineString or MultiLineString for the surface layer, got "Point"',
      'bad.world.geojson: features[2] (class "barrel"): geometry.coordinates must be [lon, lat] in degrees, got the array [500,0]',
    ]);
  });

  it("reports a file that is not JSON, naming the file", () => {
    const dir = mkdtempSync(join(tmpdir(), "spine-world-"));
    const path = join(dir, "broken.world.geojson");
    writeFileSync(path, "{ not json");
    const result = loadWorldFile(path);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toHaveLength(1);
      expect(result.error[0]).toMatch(/^world file .*broken\.world\.geojson is not valid JSON: /);
    }
  });

  it("reports a missing file, naming it", () => {
    const result = loadWorldFile("/nonexistent/gone.world.geojson");
    expect(result.ok ? "" : result.error[0]).toMatch(
      /^cannot read world file \/nonexistent\/gone\.world\.geojson/,
    );
  });
});
