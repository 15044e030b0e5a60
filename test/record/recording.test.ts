import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { McapStreamReader } from "@mcap/core";
import WebSocket from "ws";
import { escapeHtml } from "../../src/console/report/reportHtml.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MissionState, type FeedItem } from "../../src/feed/index.js";
import { readRecording, TOPICS, type Recording } from "../../src/record/index.js";
import { spawnSpine } from "../cli/spawnSpine.js";
import { jsonEvents, runSpine } from "../fixtures/cli.js";

const dir = mkdtempSync(join(tmpdir(), "spine-record-"));
const file = join(dir, "mission.mcap");
let events: Record<string, unknown>[] = [];
let recording: Recording;

beforeAll(async () => {
  const run = await runSpine([
    "run",
    "--mission-file",
    "sim/worlds/riverside_comms_down.mission.json",
    "--planner",
    "rules",
    "--json",
    "--record",
    file,
  ]);
  events = jsonEvents(run.stdout);
  const read = await readRecording(file);
  if (!read.ok) throw new Error(read.error);
  recording = read.value;
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("spine run --record", () => {
  it("is an indexed MCAP: summary, chunk indexes and statistics that count every message", () => {
    const { reader } = recording;
    expect(reader.chunkIndexes.length).toBeGreaterThan(0);
    expect(reader.statistics).toBeDefined();
    const counted = [...(reader.statistics?.channelMessageCounts.values() ?? [])];
    expect(counted.reduce((sum, n) => sum + n, 0n)).toBe(reader.statistics?.messageCount);
    expect(reader.statistics?.messageCount).toBeGreaterThan(BigInt(events.length));
  });

  it("declares a JSON Schema for every channel, Foxglove's own names for the pose and the scene", () => {
    const { reader } = recording;
    const topics = [...reader.channelsById.values()].map((c) => c.topic).sort();
    expect(topics).toEqual(Object.values(TOPICS).sort());
    for (const channel of reader.channelsById.values()) {
      const schema = reader.schemasById.get(channel.schemaId);
      expect(schema, channel.topic).toBeDefined();
      expect(schema?.encoding).toBe("jsonschema");
      expect(channel.messageEncoding).toBe("json");
      const parsed = JSON.parse(new TextDecoder().decode(schema?.data)) as { title?: string };
      expect(parsed.title).toBe(schema?.name);
    }
    const schemaOf = (topic: string): string | undefined => {
      const channel = [...reader.channelsById.values()].find((c) => c.topic === topic);
      return channel === undefined ? undefined : reader.schemasById.get(channel.schemaId)?.name;
    };
    expect(schemaOf(TOPICS.pose)).toBe("foxglove.PoseInFrame");
    expect(schemaOf(TOPICS.mapScene)).toBe("foxglove.SceneUpdate");
  });

  it("writes its messages in log-time order (read as a stream, file order)", () => {
    const stream = new McapStreamReader();
    stream.append(readFileSync(file));
    let last = -1n;
    let messages = 0;
    for (let record = stream.nextRecord(); record !== undefined; record = stream.nextRecord()) {
      if (record.type !== "Message") continue;
      expect(record.logTime >= last).toBe(true);
      last = record.logTime;
      messages++;
    }
    expect(BigInt(messages)).toBe(recording.reader.statistics?.messageCount);
  });

  it("reads back as the same --json lines, and rebuilds the run's map and answer", () => {
    const recorded = recording.items.flatMap((item) => (item.kind === "event" ? [item.event] : []));
    expect(recorded).toEqual(events);
    const state = new MissionState();
    for (const item of recording.items) state.apply(item);
    const finished = events.find((e) => e["type"] === "mission-finished");
    expect(state.answer).toBe(finished?.["answer"]);
    expect([...state.nodes.values()].some((node) => !node.prior)).toBe(true);
    expect(state.track.length).toBeGreaterThan(2);
    expect(recording.items.some((item) => item.kind === "transcript")).toBe(true);
  });
});

/** The final map's node count from the --json lines alone: the start map's counts, plus added, minus removed. */
function nodeCountFromEvents(lines: readonly Record<string, unknown>[]): number {
  const start = lines.find((e) => e["type"] === "mission-start")?.["map"] as {
    regions: number;
    objects: number;
  };
  let count = start.regions + start.objects;
  for (const line of lines.filter((e) => e["type"] === "map-updated")) {
    const updates = line["updates"] as { addedNodes: unknown[]; removedNodes: unknown[] };
    count += updates.addedNodes.length - updates.removedNodes.length;
  }
  return count;
}

describe("spine replay and spine report", () => {
  it("replay serves the recording to a page: the same final map and answer as the run", async () => {
    const spine = spawnSpine(["replay", file, "--port", "0", "--speed", "0"]);
    let url = "";
    for (let i = 0; i < 300 && !/replay finished/.test(spine.stderr()); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    url = /console at (http:\/\/\S+)/.exec(spine.stderr())?.[1] ?? "";
    expect(url).not.toBe("");
    const items = await new Promise<FeedItem[]>((resolve) => {
      const ws = new WebSocket(`${url.replace("http", "ws")}feed`);
      ws.on("message", (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { type: string; items?: FeedItem[] };
        if (message.type === "history") {
          ws.close();
          resolve(message.items ?? []);
        }
      });
    });
    spine.child.kill("SIGINT");
    await spine.exited;
    const state = new MissionState();
    for (const item of items) state.apply(item);
    const finished = events.find((e) => e["type"] === "mission-finished");
    expect(state.answer).toBe(finished?.["answer"]);
    expect(state.outcome).toBe(finished?.["outcome"]);
    expect(state.nodes.size).toBe(nodeCountFromEvents(events));
  }, 60_000);

  it("report writes one self-contained page: map with track, a row per iteration, the answer", async () => {
    const out = join(dir, "run.html");
    const run = await runSpine(["report", file, "--out", out]);
    expect(run.status).toBe(0);
    const html = readFileSync(out, "utf8");
    const answer = String(events.find((e) => e["type"] === "mission-finished")?.["answer"]);
    expect(html).toContain(escapeHtml(answer));
    expect(html).toMatch(/<svg[^>]*>.*<polyline/s);
    expect(html).not.toMatch(/<script|<link|src="http/);
    const iterations = new Set(
      events.filter((e) => e["type"] === "plan-proposed").map((e) => e["iteration"]),
    );
    expect(html.match(/<tr><td>/g)?.length).toBe(iterations.size);
  });

  it("refuses a file that is not an MCAP recording, saying so", async () => {
    const bogus = join(dir, "not.mcap");
    writeFileSync(bogus, "hello");
    const run = await runSpine(["report", bogus, "--out", join(dir, "x.html")]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/not a readable indexed MCAP file/);
  });
});
