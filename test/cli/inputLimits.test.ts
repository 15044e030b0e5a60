import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INPUT_LIMIT_NAMES, limitFlagName } from "../../src/config/index.js";
import { INPUT_LIMIT_DEFAULTS } from "../../src/cli/commands/limitFlags.js";
import { runSpine } from "../fixtures/cli.js";
import { enuWorldJson, rect } from "../fixtures/worlds/enuWorld.js";

const grass = { layer: "surface", class: "grass" };

/**
 * A world 3.2 km long (above the default 3 km extent) but only 50 m wide, so its rasters stay small: two
 * fields joined by a road.
 */
function longWorld(dir: string): string {
  const path = join(dir, "long.world.geojson");
  const world = enuWorldJson([
    { properties: grass, polygon: rect(0, 0, 50, 50) },
    { properties: { layer: "surface", class: "road" }, polygon: rect(0, 20, 3200, 30) },
    { properties: grass, polygon: rect(3150, 0, 3200, 50) },
  ]);
  writeFileSync(path, JSON.stringify(world));
  return path;
}

const tempDir = (): string => mkdtempSync(join(tmpdir(), "spine-limits-cli-"));

function runLong(world: string, extra: readonly string[] = []): ReturnType<typeof runSpine> {
  return runSpine([
    "run",
    "--world",
    world,
    "--mission",
    "Is the far field reachable?",
    "--planner",
    "rules",
    "--max-iterations",
    "1",
    ...extra,
  ]);
}

describe("input limits set by the user (issue 14, finding 8)", () => {
  it("a world longer than the default extent is refused, naming the flag and the config key", async () => {
    const run = await runLong(longWorld(tempDir()));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      "the world spans 3200 m × 50 m, more than the limit maxWorldExtentM = 3000 m",
    );
    expect(run.stderr).toContain("--max-world-extent-m or limits.maxWorldExtentM");
  });

  it("the same world runs with --max-world-extent-m raised", async () => {
    const run = await runLong(longWorld(tempDir()), ["--max-world-extent-m", "4000"]);
    expect(run.stderr).not.toContain("maxWorldExtentM");
    expect(run.stdout).toContain("iterations 1");
    expect(run.status).not.toBe(2); // the world was accepted: not an input error
  });

  it("the same world runs with limits.maxWorldExtentM in the config file; the flag wins over the file", async () => {
    const dir = tempDir();
    const world = longWorld(dir);
    const config = join(dir, "spine.config.json");
    writeFileSync(config, JSON.stringify({ limits: { maxWorldExtentM: 4000 } }));
    const fromFile = await runLong(world, ["--config", config]);
    expect(fromFile.stdout).toContain("iterations 1");
    expect(fromFile.status).not.toBe(2);
    const flagWins = await runLong(world, ["--config", config, "--max-world-extent-m", "3100"]);
    expect(flagWins.status).toBe(2);
    expect(flagWins.stderr).toContain("maxWorldExtentM = 3100 m");
  });

  it("sim render takes the same flag", async () => {
    const dir = tempDir();
    const world = longWorld(dir);
    const out = join(dir, "long.svg");
    expect((await runSpine(["sim", "render", "--world", world, "--out", out])).status).toBe(2);
    const raised = await runSpine([
      "sim",
      "render",
      "--world",
      world,
      "--out",
      out,
      "--max-world-extent-m",
      "4000",
    ]);
    expect(raised.status).toBe(0);
    expect(raised.stdout).toContain(`wrote ${out}`);
  });

  for (const [value, expected] of [
    ["-3", '--max-world-extent-m: must be more than 0 (a number of metres) (got "-3")'],
    ["abc", '--max-world-extent-m: must be a number of metres (got "abc")'],
    ["0", '--max-world-extent-m: must be more than 0 (a number of metres) (got "0")'],
  ] as const) {
    it(`--max-world-extent-m ${value} is a usage error (exit 2) naming the flag`, async () => {
      const run = await runLong(longWorld(tempDir()), ["--max-world-extent-m", value]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(expected);
    });
  }

  it("prior build refuses the long world as a GeoJSON prior by default and builds it with the flag", async () => {
    const dir = tempDir();
    const world = longWorld(dir);
    const refused = await runSpine(["prior", "build", "--in", world, "--out", join(dir, "p1")]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("more than the limit maxWorldExtentM = 3000 m");
    const built = await runSpine([
      "prior",
      "build",
      "--in",
      world,
      "--out",
      join(dir, "p2"),
      "--max-world-extent-m",
      "4000",
    ]);
    expect(built.status).toBe(0);
    expect(built.stdout).toContain(`wrote ${join(dir, "p2")}`);
  });

  it("a fractional --max-png-pixels is refused by prior build before anything is read", async () => {
    const dir = tempDir();
    const run = await runSpine([
      "prior",
      "build",
      "--in",
      longWorld(dir),
      "--out",
      join(dir, "prior"),
      "--max-png-pixels",
      "1.5",
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--max-png-pixels: must be a whole number of pixels (got "1.5")');
  });

  it("a bad limits key in the config file is a usage error naming the file and the key", async () => {
    const dir = tempDir();
    const config = join(dir, "spine.config.json");
    writeFileSync(config, JSON.stringify({ limits: { maxWorldExtentM: -1, maxPngPixel: 5 } }));
    const run = await runLong(longWorld(dir), ["--config", config]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `${config}: limits.maxWorldExtentM: must be more than 0 (a number of metres) (got -1)`,
    );
    expect(run.stderr).toMatch(/limits: Unrecognized key: "maxPngPixel"/);
  });

  it("--max-mission-file-bytes lowers the mission file limit, --max-mission-text-chars the text's", async () => {
    const dir = tempDir();
    const file = join(dir, "m.mission.json");
    writeFileSync(
      file,
      JSON.stringify({ world: longWorld(dir), mission: "Is the far field reachable?" }),
    );
    const bytes = await runSpine(["run", "--mission-file", file, "--max-mission-file-bytes", "10"]);
    expect(bytes.status).toBe(2);
    expect(bytes.stderr).toContain("more than the limit maxMissionFileBytes = 10");
    const chars = await runSpine(["run", "--mission-file", file, "--max-mission-text-chars", "5"]);
    expect(chars.status).toBe(2);
    expect(chars.stderr).toContain("m.mission.json: mission: must be at most 5 characters");
  });

  it("--help lists each limit with its default", async () => {
    const help = await runSpine(["run", "--help"]);
    expect(help.stdout).toMatch(/--max-world-extent-m <m>[\s\S]*default\s+3000/);
    expect(help.stdout).toMatch(/--max-mission-file-bytes <bytes>[\s\S]*default\s+1048576/);
    const prior = await runSpine(["prior", "build", "--help"]);
    expect(prior.stdout).toMatch(/--max-png-pixels <n>[\s\S]*default\s+100000000/);
  });

  it("the README's table lists every limit with its flag, key and the default the code applies", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    for (const name of INPUT_LIMIT_NAMES) {
      const row = readme.split("\n").find((line) => line.includes(`\`${limitFlagName(name)} <`));
      expect(row, name).toBeDefined();
      const cells = (row ?? "").split("|").map((cell) => cell.trim());
      expect(cells[2], name).toBe(`\`${name}\``);
      expect(cells[3], name).toBe(String(INPUT_LIMIT_DEFAULTS[name]));
    }
  });
});
