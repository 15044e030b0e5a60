import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadMissionFile } from "../../../sim/missions/index.js";
import { runSpine } from "../../fixtures/cli.js";
import { errorsOf, worldsDir } from "./helpers.js";

/** A mission file on the crossing fixture world whose text is `chars` characters long. */
function missionFile(chars: number): string {
  const path = join(mkdtempSync(join(tmpdir(), "spine-mission-")), "long.mission.json");
  const mission =
    `Is the footbridge standing? ${"Please check. ".repeat(Math.ceil(chars / 14))}`.slice(0, chars);
  writeFileSync(
    path,
    JSON.stringify({ world: join(worldsDir, "crossing.world.geojson"), mission }),
  );
  return path;
}

describe("mission size gates (issue 14, finding 8)", () => {
  it("refuses a mission file above the size limit before reading it, naming the limit", () => {
    const path = missionFile(2_000_000);
    const loaded = loadMissionFile(path);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok)
      expect(loaded.error[0]).toMatch(
        /is 2000\d+ bytes, more than the limit maxMissionFileBytes = 1048576 \(refused before reading; raise it with --max-mission-file-bytes/,
      );
    expect(loadMissionFile(path, { maxBytes: 4_000_000 }).ok).toBe(false); // then the text limit
  });

  it("refuses mission text longer than 10 000 characters, with the field named", () => {
    const errors = errorsOf({ world: "crossing", mission: "x".repeat(10_001) });
    expect(errors).toContain(
      "t.mission.json: mission: must be at most 10000 characters (the operator's words), got 10001; " +
        "raise the limit with --max-mission-text-chars or limits.maxMissionTextChars in spine.config.json",
    );
  });

  it("spine run exits 2 on a 2 MB mission file and does not echo it", async () => {
    const run = await runSpine([
      "run",
      "--mission-file",
      missionFile(2_000_000),
      "--planner",
      "rules",
    ]);
    expect(run.status).toBe(2);
    expect(run.stdout.length + run.stderr.length).toBeLessThan(10_000);
  });
});
