import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listBuiltinMissions, listBuiltinWorlds } from "../../../sim/missions/index.js";
import { worldsDir } from "./helpers.js";

function folder(): string {
  return mkdtempSync(join(tmpdir(), "spine-builtins-"));
}

describe("listBuiltinWorlds and listBuiltinMissions", () => {
  it("return [] when the folder does not exist or is empty", () => {
    const missing = join(folder(), "worlds");
    expect(listBuiltinWorlds({ dir: missing })).toEqual([]);
    expect(listBuiltinMissions({ dir: missing })).toEqual([]);
    const empty = folder();
    expect(listBuiltinWorlds({ dir: empty })).toEqual([]);
    expect(listBuiltinMissions({ dir: empty })).toEqual([]);
  });

  it("list worlds and missions by name, with the mission text and world name", () => {
    const dir = folder();
    copyFileSync(join(worldsDir, "crossing.world.geojson"), join(dir, "crossing.world.geojson"));
    writeFileSync(join(dir, "notes.txt"), "not a world");
    writeFileSync(
      join(dir, "bridge.mission.json"),
      JSON.stringify({ world: "crossing", mission: "Is the footbridge still there?" }),
    );
    writeFileSync(
      join(dir, "broken.mission.json"),
      JSON.stringify({ world: "atlantis", mission: "Find Atlantis." }),
    );
    expect(listBuiltinWorlds({ dir })).toEqual([
      { name: "crossing", path: join(dir, "crossing.world.geojson") },
    ]);
    const missions = listBuiltinMissions({ dir });
    expect(missions).toHaveLength(2);
    expect(missions[0]).toEqual({
      name: "bridge",
      path: join(dir, "bridge.mission.json"),
      mission: "Is the footbridge still there?",
      world: "crossing",
    });
    // A broken built-in shows up with its errors rather than vanishing.
    expect(missions[1]).toMatchObject({
      name: "broken",
      mission: "Find Atlantis.",
      world: "atlantis",
      errors: [expect.stringMatching(/^broken\.mission\.json: world: "atlantis" is neither/)],
    });
  });

  it("scan sim/worlds under the package root by default", () => {
    for (const world of listBuiltinWorlds()) {
      expect(world.path).toMatch(/[\\/]sim[\\/]worlds[\\/][^\\/]+\.world\.geojson$/);
    }
  });
});
