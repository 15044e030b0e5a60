import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseConfigFile, spineConfigSchema } from "../../src/config/index.js";
import { parseGraphJson } from "../../src/map/index.js";
import { graphJsonSchema } from "../../src/map/schemas/index.js";
import { missionFileSchema } from "../../sim/missions/missionSchema.js";
import { renderJsonSchemas } from "../../sim/schemas/index.js";
import { worldFileSchema } from "../../sim/world/worldSchema.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Committed files ending in `suffix`, outside node_modules and dist. */
function committed(suffix: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith("."))
        continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(suffix)) found.push(path);
    }
  };
  walk(root);
  return found;
}

function problems(schema: z.ZodType, paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const parsed = schema.safeParse(JSON.parse(readFileSync(path, "utf8")));
    return parsed.success ? [] : [`${relative(root, path)}: ${z.prettifyError(parsed.error)}`];
  });
}

describe("JSON Schemas of the file formats (issue 14, finding 10)", () => {
  it("the checked-in docs/schemas files equal the ones generated from the zod schemas (npm run schemas)", () => {
    for (const [file, text] of Object.entries(renderJsonSchemas())) {
      expect(readFileSync(join(root, "docs/schemas", file), "utf8"), file).toBe(text);
    }
  });

  it("every committed mission file fits the mission schema", () => {
    const missions = committed(".mission.json");
    expect(missions.length).toBeGreaterThan(20);
    expect(problems(missionFileSchema, missions)).toEqual([]);
  });

  it("every committed world fits the world schema", () => {
    const worlds = committed(".world.geojson");
    expect(worlds.length).toBeGreaterThan(5);
    expect(problems(worldFileSchema, worlds)).toEqual([]);
  });

  it("every graph parseGraphJson accepts fits the graph schema", () => {
    const graphs = committed(".graph.json").filter(
      (path) => parseGraphJson(JSON.parse(readFileSync(path, "utf8"))).ok,
    );
    expect(graphs.length).toBeGreaterThan(5);
    expect(problems(graphJsonSchema, graphs)).toEqual([]);
  });

  it("the schemas refuse what the parsers refuse: a world without a start, a mission without words", () => {
    expect(
      worldFileSchema.safeParse({
        type: "FeatureCollection",
        spine: { origin: [0, 0] },
        features: [],
      }).success,
    ).toBe(false);
    expect(missionFileSchema.safeParse({ world: "riverside", mission: "" }).success).toBe(false);
    expect(
      graphJsonSchema.safeParse({ regions: [{ name: "a", coords: [1e308, 0] }], objects: [] })
        .success,
    ).toBe(false);
  });

  it("the config schema is the config file's reader: both accept and refuse the same files", () => {
    const files: unknown[] = [
      { llm: { model: "qwen", timeoutMs: 5000 }, limits: { maxWorldExtentM: 8000 } },
      { limits: { maxPngPixels: 2.5 } },
      { limits: { maxWorldExtentM: 0 } },
      { limits: { maxWorldExtentM: 100, extra: 1 } },
      { llm: { temperature: 5 } },
      { other: { tool: true } },
    ];
    const verdicts = files.map((file) => [
      spineConfigSchema.safeParse(file).success,
      parseConfigFile("c.json", file).ok,
    ]);
    expect(verdicts).toEqual([
      [true, true],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
      [true, true],
    ]);
  });
});
