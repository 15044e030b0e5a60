import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { McapStreamReader } from "@mcap/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MissionState } from "../../src/feed/index.js";
import { readRecording, TOPICS, type Recording } from "../../src/record/index.js";
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
