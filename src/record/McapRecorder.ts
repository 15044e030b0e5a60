import { closeSync, openSync, writeSync } from "node:fs";
import { McapWriter, type IWritable } from "@mcap/core";
import { describeError, fail, ok, type Result } from "../errors/index.js";
import { MissionState } from "../feed/mapState.js";
import type { FeedItem } from "../feed/types.js";
import { packageVersion } from "../config/index.js";
import { METADATA_NAME, PROFILE, TOPICS, topicSchemas, type Topic } from "./channels.js";
import { mapEntities, robotScene } from "./sceneUpdate.js";

const encoder = new TextEncoder();
const NS_PER_SEC = 1_000_000_000n;
/** Events after which the scenes are drawn whatever the time: the end of the mission. */
const FINAL_EVENTS = new Set(["mission-finished", "run-ended"]);

/** An MCAP file on disk, written synchronously in order (the writer awaits each write before the next). */
class FileWritable implements IWritable {
  readonly #fd: number;
  #position = 0n;
  constructor(fd: number) {
    this.#fd = fd;
  }
  write(buffer: Uint8Array): Promise<void> {
    writeSync(this.#fd, buffer);
    this.#position += BigInt(buffer.byteLength);
    return Promise.resolve();
  }
  position(): bigint {
    return this.#position;
  }
}

/**
 * `--record <file.mcap>`: the mission's feed written as MCAP (chunked and indexed, with statistics) with
 * Foxglove's `@mcap/core`. Log time is the wall clock at the start plus mission seconds, kept non-decreasing.
 * Items are queued and written in order; a write failure is reported once by {@link close} and never stops the
 * mission.
 */
export class McapRecorder {
  readonly path: string;
  readonly #writer: McapWriter;
  readonly #fd: number;
  readonly #startNs: bigint;
  readonly #channels = new Map<Topic, number>();
  readonly #state = new MissionState();
  readonly #sequence = new Map<Topic, number>();
  #queue: Promise<void>;
  #lastNs = 0n;
  #lastRobotSceneNs = -NS_PER_SEC;
  #lastMapSceneNs = -NS_PER_SEC;
  #mapDirty = false;
  #priorKey = "";
  #robotDirty = false;
  #error: string | undefined;

  private constructor(path: string, fd: number) {
    this.path = path;
    this.#fd = fd;
    this.#startNs = BigInt(Date.now()) * 1_000_000n;
    this.#writer = new McapWriter({ writable: new FileWritable(fd), useChunks: true });
    this.#queue = this.#begin();
  }

  static open(path: string): Result<McapRecorder> {
    try {
      return ok(new McapRecorder(path, openSync(path, "w")));
    } catch (error) {
      return fail(`cannot write the recording ${path}: ${describeError(error)}`);
    }
  }

  /** Queue one feed item (for a {@link FeedSink}). */
  readonly record = (item: FeedItem): void => {
    this.#queue = this.#queue
      .then(() => this.#write(item))
      .catch((error: unknown) => {
        this.#error ??= describeError(error);
      });
  };

  /** Finish the file (summary, indexes). Resolves to the first write error, if any. */
  async close(): Promise<Result<void>> {
    await this.#queue;
    try {
      await this.#writer.end();
    } catch (error) {
      this.#error ??= describeError(error);
    }
    closeSync(this.#fd);
    return this.#error === undefined ? ok(undefined) : fail(`${this.path}: ${this.#error}`);
  }

  async #begin(): Promise<void> {
    await this.#writer.start({ profile: PROFILE, library: `spine ${packageVersion()}` });
    await this.#writer.addMetadata({
      name: METADATA_NAME,
      metadata: new Map([
        ["startNs", this.#startNs.toString()],
        ["version", packageVersion()],
      ]),
    });
    for (const [topic, schema] of Object.entries(topicSchemas()) as [Topic, object][]) {
      const name = (schema as { title?: string }).title ?? topic;
      const schemaId = await this.#writer.registerSchema({
        name,
        encoding: "jsonschema",
        data: encoder.encode(JSON.stringify(schema)),
      });
      const id = await this.#writer.registerChannel({
        topic: TOPICS[topic],
        schemaId,
        messageEncoding: "json",
        metadata: new Map(),
      });
      this.#channels.set(topic, id);
    }
  }

  async #write(item: FeedItem): Promise<void> {
    const seconds = item.kind === "event" ? item.event.t : item.t;
    const ns =
      seconds === undefined
        ? this.#lastNs
        : this.#startNs + BigInt(Math.round(seconds * 1e6)) * 1000n;
    this.#lastNs = ns > this.#lastNs ? ns : this.#lastNs;
    const at = this.#lastNs;
    this.#state.apply(item);
    const stamp = { sec: Number(at / NS_PER_SEC), nsec: Number(at % NS_PER_SEC) };
    switch (item.kind) {
      case "event":
        await this.#message("events", at, item.event);
        if (item.event.type === "map-updated") {
          await this.#message("mapUpdates", at, item.event);
          this.#mapDirty = true;
        }
        if (item.event.type === "plan-proposed") {
          await this.#message("plan", at, item.event);
          this.#robotDirty = true;
        }
        break;
      case "snapshot":
        await this.#message("snapshot", at, { t: item.t, graph: item.graph });
        this.#mapDirty = true;
        break;
      case "pose": {
        const half = item.yawRad / 2;
        await this.#message("pose", at, {
          timestamp: stamp,
          frame_id: "map",
          pose: {
            position: { x: item.x, y: item.y, z: 0 },
            orientation: { x: 0, y: 0, z: Math.sin(half), w: Math.cos(half) },
          },
        });
        this.#robotDirty = true;
        break;
      }
      case "transcript":
        await this.#message("transcript", at, { t: item.t, entry: item.entry });
        break;
    }
    // Each scene holds the whole map (or track): at most one a mission second keeps the file linear in the
    // mission's length; the first map and the end are always drawn.
    const last = item.kind === "event" && FINAL_EVENTS.has(item.event.type);
    if (
      this.#mapDirty &&
      (last || item.kind === "snapshot" || at - this.#lastMapSceneNs >= NS_PER_SEC)
    ) {
      this.#mapDirty = false;
      this.#lastMapSceneNs = at;
      const { prior, found } = mapEntities(this.#state, stamp);
      const priorKey = JSON.stringify({ ...prior, timestamp: null });
      const entities = priorKey === this.#priorKey ? [found] : [prior, found];
      this.#priorKey = priorKey;
      await this.#message("mapScene", at, { deletions: [], entities });
    }
    if (this.#robotDirty && (last || at - this.#lastRobotSceneNs >= NS_PER_SEC)) {
      this.#robotDirty = false;
      this.#lastRobotSceneNs = at;
      await this.#message("robotScene", at, robotScene(this.#state, stamp));
    }
  }

  async #message(topic: Topic, logTime: bigint, data: unknown): Promise<void> {
    const channelId = this.#channels.get(topic);
    if (channelId === undefined) return;
    const sequence = (this.#sequence.get(topic) ?? 0) + 1;
    this.#sequence.set(topic, sequence);
    await this.#writer.addMessage({
      channelId,
      sequence,
      logTime,
      publishTime: logTime,
      data: encoder.encode(JSON.stringify(data)),
    });
  }
}
