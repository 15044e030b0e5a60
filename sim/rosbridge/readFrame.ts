import type { RawData } from "ws";
import { describeError, describeValue, fail, ok, type Result } from "../../src/errors/index.js";
import { isPlainObject, parseGraphMessage, type GraphDelta } from "../../src/map/index.js";

/** A decoded frame from a client. */
export type Frame = Record<string, unknown> & { op: string };

/** Decode one WebSocket message into a rosbridge frame, or say why it is not one. */
export function readFrame(data: RawData, isBinary: boolean): Result<Frame> {
  if (isBinary) return fail("binary frame ignored (only JSON frames are supported)");
  const text = Array.isArray(data)
    ? Buffer.concat(data).toString("utf8")
    : data instanceof ArrayBuffer
      ? Buffer.from(data).toString("utf8")
      : data.toString("utf8");
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch (error) {
    return fail(`malformed frame ignored (${describeError(error)}): ${describeValue(text)}`);
  }
  if (!isPlainObject(frame) || typeof frame["op"] !== "string") {
    return fail(`frame without an "op" ignored: ${describeValue(frame)}`);
  }
  return ok(frame as Frame);
}

/** A std_msgs/String from `/spine/agent_graph_updates`: a delta without `seq`, checked like any graph delta. */
export function readAgentUpdate(msg: unknown): Result<Omit<GraphDelta, "seq">> {
  const data = isPlainObject(msg) ? msg["data"] : undefined;
  let value: unknown;
  try {
    value = typeof data === "string" ? JSON.parse(data) : undefined;
  } catch {
    value = undefined;
  }
  if (!isPlainObject(value)) {
    return fail(`expected JSON of a delta in "data", got ${describeValue(data)}`);
  }
  const parsed = parseGraphMessage({ ...value, seq: 0 });
  if (!parsed.ok) return parsed;
  if (parsed.value.kind !== "delta") return fail("a snapshot is not an update");
  const { seq: _seq, ...delta } = parsed.value.delta;
  return ok(delta);
}
