import { open, type FileHandle } from "node:fs/promises";
import { McapIndexedReader, type McapTypes } from "@mcap/core";
import { describeError, fail, ok, type Result } from "../errors/index.js";
import { parseFeedItem } from "../feed/schema.js";
import type { FeedItem } from "../feed/types.js";
import { METADATA_NAME, TOPICS } from "./channels.js";

const decoder = new TextDecoder();

/** A file as @mcap/core's random-access readable. */
function fileReadable(handle: FileHandle, sizeBytes: number): McapTypes.IReadable {
  return {
    size: () => Promise.resolve(BigInt(sizeBytes)),
    read: async (offset, length) => {
      const buffer = new Uint8Array(Number(length));
      await handle.read(buffer, 0, buffer.byteLength, Number(offset));
      return buffer;
    },
  };
}

export interface Recording {
  readonly reader: McapIndexedReader;
  readonly items: readonly FeedItem[];
}

/**
 * Read a recording back as the feed it was made from (events, snapshots, poses, transcript), in log-time order,
 * each message checked like any input from outside. A file that is not an indexed MCAP, or a message that is
 * not a feed item, is a failure that says which and where.
 */
export async function readRecording(path: string): Promise<Result<Recording>> {
  let handle: FileHandle;
  try {
    handle = await open(path, "r");
  } catch (error) {
    return fail(`cannot open the recording ${path}: ${describeError(error)}`);
  }
  try {
    const { size } = await handle.stat();
    const reader = await McapIndexedReader.Initialize({ readable: fileReadable(handle, size) });
    let startNs = reader.chunkIndexes[0]?.messageStartTime ?? 0n;
    for await (const metadata of reader.readMetadata({ name: METADATA_NAME })) {
      const value = metadata.metadata.get("startNs");
      if (value !== undefined && /^\d+$/.test(value)) startNs = BigInt(value);
    }
    const topicOf = new Map([...reader.channelsById].map(([id, channel]) => [id, channel.topic]));
    const items: FeedItem[] = [];
    const wanted = [TOPICS.events, TOPICS.snapshot, TOPICS.pose, TOPICS.transcript];
    for await (const message of reader.readMessages({ topics: wanted })) {
      const topic = topicOf.get(message.channelId) ?? "";
      const where = `${path}: ${topic} message ${message.sequence}`;
      let data: unknown;
      try {
        data = JSON.parse(decoder.decode(message.data));
      } catch (error) {
        return fail(`${where}: expected JSON, ${describeError(error)}`);
      }
      const item = parseFeedItem(toFeedShape(topic, data, message.logTime, startNs), where);
      if (!item.ok) return item;
      items.push(item.value);
    }
    return ok({ reader, items });
  } catch (error) {
    return fail(`${path} is not a readable indexed MCAP file: ${describeError(error)}`);
  } finally {
    await handle.close();
  }
}

/** Each topic's message back into the feed item it was written from. */
function toFeedShape(topic: string, data: unknown, logTime: bigint, startNs: bigint): unknown {
  const record = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  switch (topic) {
    case TOPICS.events:
      return { kind: "event", event: data };
    case TOPICS.snapshot:
      return { kind: "snapshot", ...record };
    case TOPICS.transcript:
      return { kind: "transcript", ...record };
    default: {
      const pose = record["pose"] as
        | { position?: { x?: number; y?: number }; orientation?: { z?: number; w?: number } }
        | undefined;
      const z = pose?.orientation?.z ?? 0;
      const w = pose?.orientation?.w ?? 1;
      return {
        kind: "pose",
        t: Number(logTime - startNs) / 1e9,
        x: pose?.position?.x,
        y: pose?.position?.y,
        yawRad: 2 * Math.atan2(z, w),
      };
    }
  }
}
