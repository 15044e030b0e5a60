import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { runSpine } from "../../fixtures/cli.js";

const run = runSpine;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("spine worlds", () => {
  it("lists the built-in worlds and the five paper missions as JSON", async () => {
    const { status, stdout } = await run(["worlds", "--json"]);
    expect(status).toBe(0);
    const listing = JSON.parse(stdout) as {
      worlds: { name: string; widthM: number; heightM: number; description: string }[];
      missions: { name: string; world: string; mission: string }[];
    };
    expect(listing.worlds.map((w) => w.name)).toEqual([
      "hillside_campus",
      "marina",
      "meadow_farm",
      "office_park",
      "pine_camp",
      "riverside",
    ]);
    const riverside = listing.worlds.find((w) => w.name === "riverside")!;
    expect(riverside.widthM).toBeGreaterThanOrEqual(250);
    expect(riverside.description).toMatch(/storm/);
    expect(listing.missions.map((m) => [m.name, m.world])).toEqual([
      ["office_park_construction_dock", "office_park"],
      ["office_park_triage", "office_park"],
      ["riverside_comms_down", "riverside"],
      ["riverside_missing_robot", "riverside"],
      ["riverside_storm_logistics", "riverside"],
    ]);
  });

  it("prints a table a person can read", async () => {
    const { status, stdout } = await run(["worlds"]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/riverside\s+\d+ m × \d+ m\s+rural river crossing/);
    expect(stdout).toContain("Communications are down. Why?");
  });
});

describe("spine sim render", () => {
  const dir = mkdtempSync(join(tmpdir(), "spine-render-"));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("draws a built-in world's truth and prior with both graphs", async () => {
    const out = join(dir, "office_park.svg");
    const { status, stdout } = await run(["sim", "render", "--world", "office_park", "--out", out]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/wrote .*office_park\.svg: office_park, prior \d+ regions/);
    const svg = readFileSync(out, "utf8");
    expect(svg).toContain("Truth (what is on the ground)");
    expect(svg).toContain("Prior (satellite map and prior graph)");
    expect(svg).toContain("fence_1 (new)");
  });

  it("exits with status 2 and says why for a world that does not exist", async () => {
    const { status, stderr } = await run([
      "sim",
      "render",
      "--world",
      "atlantis",
      "--out",
      join(dir, "x.svg"),
    ]);
    expect(status).toBe(2);
    expect(stderr).toMatch(
      /no world "atlantis".*built-in: hillside_campus, marina, meadow_farm, office_park, pine_camp, riverside/,
    );
  });

  it("exits with status 2 when --out is missing", async () => {
    const { status, stderr } = await run(["sim", "render", "--world", "riverside"]);
    expect(status).toBe(2);
    expect(stderr).toMatch(/--out/);
  });
});
