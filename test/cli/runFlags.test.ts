import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveLlmConfig } from "../../src/config/index.js";
import { jsonEvents, runSpine } from "../fixtures/cli.js";

const MISSION = ["--mission", "Communications are down. Why?"];

afterEach(() => {
  delete process.env["LOG_LEVEL"];
});

describe("spine run: unusable flags exit 2 with a reason", () => {
  for (const url of ["http://localhost:9090", "localhost:9090", "not a url"]) {
    it(`--rosbridge ${url}`, async () => {
      const run = await runSpine(["run", "--rosbridge", url, ...MISSION]);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/--rosbridge must be a (ws:\/\/ or wss:\/\/|WebSocket) URL/);
    });
  }

  it("--world with --rosbridge is refused, not silently ignored", async () => {
    const run = await runSpine([
      "run",
      "--rosbridge",
      "ws://127.0.0.1:9",
      "--world",
      "riverside",
      ...MISSION,
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--world is for the built-in simulator");
  });

  it("LOG_LEVEL=bogus is refused like --log-level bogus", async () => {
    process.env["LOG_LEVEL"] = "bogus";
    const run = await runSpine(["run", "--world", "riverside", ...MISSION, "--planner", "rules"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("LOG_LEVEL must be one of");
    expect(run.stderr).toContain('"bogus"');
  });

  it("--realtime and --realtime-factor are one setting: both accepted, a disagreement refused", async () => {
    const run = await runSpine([
      "run",
      "--world",
      "riverside",
      ...MISSION,
      "--realtime",
      "2",
      "--realtime-factor",
      "3",
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--realtime is its older spelling");
    const help = await runSpine(["run", "--help"]);
    expect(help.stdout).toContain("--realtime-factor <x>");
    const serveHelp = await runSpine(["sim", "serve", "--help"]);
    expect(serveHelp.stdout).toContain("--realtime-factor <x>");
  });
});

describe("spine run --json: an event for every ending", () => {
  it("input rejected: one run-ended line, exit 2", async () => {
    const run = await runSpine(["run", "--world", "no_such_world_here", ...MISSION, "--json"]);
    expect(run.status).toBe(2);
    const events = jsonEvents(run.stdout);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      v: 1,
      type: "run-ended",
      outcome: "input-rejected",
      exitStatus: 2,
    });
    expect(String(events[0]?.["reason"])).toContain("no_such_world_here");
  });

  it("a flag the parser refuses: run-ended input-rejected, exit 2", async () => {
    const run = await runSpine(["run", "--no-such-flag", "--json"]);
    expect(run.status).toBe(2);
    expect(jsonEvents(run.stdout)).toEqual([
      expect.objectContaining({ type: "run-ended", outcome: "input-rejected", exitStatus: 2 }),
    ]);
  });

  it("robot unreachable: run-ended robot-unavailable, exit 1", async () => {
    const run = await runSpine([
      "run",
      "--rosbridge",
      "ws://127.0.0.1:1",
      ...MISSION,
      "--planner",
      "rules",
      "--json",
    ]);
    expect(run.status).toBe(1);
    expect(jsonEvents(run.stdout).at(-1)).toMatchObject({
      type: "run-ended",
      outcome: "robot-unavailable",
      exitStatus: 1,
    });
  }, 30_000);
});

describe("--log-dir with the rules planner", () => {
  it("writes the event log and the planner transcript", async () => {
    const dir = mkdtempSync(join(tmpdir(), "spine-logdir-"));
    const run = await runSpine([
      "run",
      "--world",
      "riverside",
      ...MISSION,
      "--planner",
      "rules",
      "--max-iterations",
      "2",
      "--log-dir",
      dir,
    ]);
    expect([0, 1]).toContain(run.status);
    expect(readdirSync(dir).sort()).toEqual(["events.jsonl", "planner-transcript.jsonl"]);
    const events = readFileSync(join(dir, "events.jsonl"), "utf8").trim().split("\n");
    expect(JSON.parse(events[0]!)).toMatchObject({ type: "mission-start", planner: "rules" });
    expect(JSON.parse(events.at(-1)!)).toMatchObject({ type: "run-ended" });
    const transcript = readFileSync(join(dir, "planner-transcript.jsonl"), "utf8")
      .trim()
      .split("\n");
    expect(JSON.parse(transcript[0]!)).toMatchObject({
      planner: "rules",
      iteration: 1,
      attempt: 1,
    });
    const first = JSON.parse(transcript[0]!) as { reply?: unknown };
    expect(String(first.reply)).toContain("plan");
  }, 30_000);
});

describe("configuration and messages", () => {
  it("a config file saved with a UTF-8 byte-order mark is read", () => {
    const dir = mkdtempSync(join(tmpdir(), "spine-bom-"));
    const path = join(dir, "spine.config.json");
    writeFileSync(
      path,
      `\uFEFF${JSON.stringify({ llm: { model: "m1", baseUrl: "http://127.0.0.1:1/v1" } })}`,
    );
    const config = resolveLlmConfig({ configFile: path, env: {} });
    expect(config.ok).toBe(true);
    expect(config.ok && config.value?.model).toBe("m1");
  });

  it("no message offers an --api-key flag (there is none)", async () => {
    const missingKey = resolveLlmConfig({ env: { SPINE_LLM_MODEL: "m" } });
    expect(missingKey.ok).toBe(false);
    expect(missingKey.ok ? "" : missingKey.error).not.toContain("--api-key");
    const dir = mkdtempSync(join(tmpdir(), "spine-key-"));
    writeFileSync(join(dir, "c.json"), JSON.stringify({ llm: { apiKey: "x" } }));
    const inFile = resolveLlmConfig({ configFile: join(dir, "c.json"), env: {} });
    expect(inFile.ok ? "" : inFile.error).toContain("OPENAI_API_KEY");
    expect(inFile.ok ? "" : inFile.error).not.toContain("--api-key");
    const help = await runSpine(["run", "--help"]);
    expect(help.stdout).not.toContain("--api-key");
  });

  it("validate --help names example files that exist, and they validate", async () => {
    const help = await runSpine(["validate", "--help"]);
    const files = help.stdout.match(/\S+\.(?:graph|plan)\.json/g) ?? [];
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(existsSync(file), file).toBe(true);
  });
});
