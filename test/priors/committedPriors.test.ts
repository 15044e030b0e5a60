import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  buildPriorFromFile,
  builtinPriorPath,
  builtinPriors,
  loadPriorGraph,
} from "../../priors/index.js";

describe("the committed priors", () => {
  it("holds the built-in worlds' priors exactly as the simulator derives them", () => {
    const priors = builtinPriors();
    expect([...priors.keys()].sort()).toEqual([
      "hillside_campus",
      "marina",
      "meadow_farm",
      "office_park",
      "pine_camp",
      "riverside",
    ]);
    for (const [name, graph] of priors) {
      const committed = loadPriorGraph(builtinPriorPath(name));
      expect(
        committed.ok ? committed.value : committed.error,
        `${name}: run npx tsx priors/builtin/generateBuiltinPriors.ts`,
      ).toEqual(graph);
    }
  });

  it("holds the example site's prior exactly as spine prior build makes it", async () => {
    const built = await buildPriorFromFile({ input: "priors/examples/quarry_hill.osm.geojson" });
    if (!built.ok) throw new Error(built.error.join("\n"));
    const committed = loadPriorGraph("priors/examples/quarry_hill.prior");
    expect(committed.ok ? committed.value : committed.error).toEqual(built.value.graph);
    const meta = JSON.parse(
      readFileSync("priors/examples/quarry_hill.prior/prior.meta.json", "utf8"),
    ) as Record<string, unknown>;
    expect(meta["enu_origin"]).toEqual([-105.2705, 40.015]);
  });

  it("gives the example site's named things their names and leaves out what it cannot map, saying so", async () => {
    const built = await buildPriorFromFile({ input: "priors/examples/quarry_hill.osm.geojson" });
    if (!built.ok) throw new Error(built.error.join("\n"));
    const objects = built.value.graph.objects.map((node) => node.name);
    expect(objects).toEqual(
      expect.arrayContaining([
        "hill_mast",
        "ranger_station",
        "mill_pond",
        "north_woods",
        "bear_creek",
      ]),
    );
    expect(built.value.graph.objects.find((node) => node.name === "hill_mast")?.["class"]).toBe(
      "radio_tower",
    );
    expect(built.value.warnings).toEqual([
      "quarry_hill.osm.geojson: features with tags the tag table does not know were ignored: shop=kiosk (1)",
      "quarry_hill.osm.geojson: features whose tags carry no ground feature were left out: landuse=residential: zoning, not a ground surface (1)",
    ]);
  });
});

describe("loadPriorGraph", () => {
  it("says what is missing when a path is neither a graph nor a build directory", () => {
    const missing = loadPriorGraph("priors/examples/nothing-here");
    expect(missing.ok ? [] : missing.error).toEqual([
      "no prior at priors/examples/nothing-here: no such file or directory",
    ]);
    const notBuild = loadPriorGraph("priors/tags");
    expect(notBuild.ok ? "" : notBuild.error[0]).toMatch(
      /^priors\/tags is not a prior build directory \(no readable prior\.graph\.json\)/,
    );
    const elsewhere = loadPriorGraph("priors/examples/quarry_hill.prior", {
      origin: [-77.3968, 40.5695],
    });
    expect(elsewhere.ok ? "" : elsewhere.error[0]).toBe(
      "priors/examples/quarry_hill.prior/prior.meta.json: the prior was built with ENU origin -105.2705, 40.015, but the world's is -77.3968, 40.5695; rebuild it with --origin -77.3968,40.5695",
    );
    expect(
      loadPriorGraph("priors/examples/quarry_hill.prior", { origin: [-105.2705, 40.015] }).ok,
    ).toBe(true);
    const broken = loadPriorGraph("test/fixtures/graphs/broken.graph.json");
    expect(broken.ok ? "" : broken.error[0]).toMatch(
      /^test\/fixtures\/graphs\/broken\.graph\.json: /,
    );
  });
});
