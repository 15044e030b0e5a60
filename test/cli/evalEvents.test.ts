import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { wireEventSchema } from "../../src/agent/index.js";
import { runSpine } from "../fixtures/cli.js";

describe("spine eval --events", () => {
  it("writes each run's events, one JSON event per line in the `run --json` schema, to its own file", async () => {
    const out = mkdtempSync(join(tmpdir(), "spine-eval-events-"));
    const events = join(out, "events");
    const run = await runSpine([
      "eval",
      "--missions",
      "riverside_comms_down",
      "--methods",
      "spine",
      "--trials",
      "1",
      "--no-ablation",
      "--out",
      out,
      "--events",
      events,
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(events)).toEqual(["riverside_comms_down.spine.t1.jsonl"]);
    const lines = readFileSync(join(events, "riverside_comms_down.spine.t1.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of lines)
      expect(wireEventSchema.safeParse(line).success, JSON.stringify(line)).toBe(true);
    expect(lines[0]?.["type"]).toBe("mission-start");
    expect(lines.at(-1)?.["type"]).toBe("mission-finished");
    expect(lines.some((line) => line["type"] === "action-finished")).toBe(true);
  }, 120_000);

  it("refuses a folder it cannot make with a usage error, before running anything", async () => {
    const out = mkdtempSync(join(tmpdir(), "spine-eval-events-"));
    const file = join(out, "a-file");
    writeFileSync(file, "not a folder");
    const run = await runSpine([
      "eval",
      "--missions",
      "riverside_comms_down",
      "--methods",
      "spine",
      "--trials",
      "1",
      "--no-ablation",
      "--out",
      out,
      "--events",
      join(file, "events"),
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--events: cannot make the folder");
    expect(existsSync(join(out, "results.json"))).toBe(false);
  });
});
