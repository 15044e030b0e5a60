import { encode } from "cbor2";
import { WebSocket } from "ws";

interface Subscription {
  /** "none" or "cbor" (others are sent as JSON, as rosbridge falls back). */
  compression: string;
  /** Subscribe ids; the subscription ends when the last one unsubscribes. */
  ids: Set<string>;
}

/**
 * One WebSocket client of the simulated rosbridge: its subscriptions and how to send to it. Frames are JSON text,
 * except publishes on a topic subscribed with `compression: "cbor"`, which go out as one binary CBOR frame of the
 * whole publish message (typed arrays as RFC 8746 tags, like rosbridge).
 */
export class ClientSession {
  readonly id: number;
  readonly socket: WebSocket;
  readonly #subscriptions = new Map<string, Subscription>();

  constructor(id: number, socket: WebSocket) {
    this.id = id;
    this.socket = socket;
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  subscribe(topic: string, id: string, compression: string): void {
    const existing = this.#subscriptions.get(topic);
    if (existing === undefined) {
      this.#subscriptions.set(topic, { compression, ids: new Set([id]) });
      return;
    }
    existing.ids.add(id);
    existing.compression = compression;
  }

  /** Without an id (or with the last one), the topic is unsubscribed entirely. */
  unsubscribe(topic: string, id: string | undefined): void {
    const existing = this.#subscriptions.get(topic);
    if (existing === undefined) return;
    if (id !== undefined) existing.ids.delete(id);
    if (id === undefined || existing.ids.size === 0) this.#subscriptions.delete(topic);
  }

  isSubscribed(topic: string): boolean {
    return this.#subscriptions.has(topic);
  }

  /** Send `msg` on `topic` if this client subscribed to it. */
  publish(topic: string, msg: unknown): void {
    const subscription = this.#subscriptions.get(topic);
    if (subscription === undefined) return;
    const frame = { op: "publish", topic, msg };
    if (subscription.compression === "cbor") this.sendBinary(encode(frame));
    else this.sendJson(frame);
  }

  sendJson(frame: Record<string, unknown>): void {
    if (this.isOpen) this.socket.send(JSON.stringify(frame, typedArraysAsLists));
  }

  sendBinary(data: Uint8Array): void {
    if (this.isOpen) this.socket.send(data, { binary: true });
  }

  /** Anything, for fault injection. */
  sendRaw(data: string | Uint8Array): void {
    if (this.isOpen) this.socket.send(data, { binary: typeof data !== "string" });
  }
}

/** JSON.stringify would write an Int8Array as {"0": …}; rosbridge writes int8[] as a list. */
function typedArraysAsLists(_key: string, value: unknown): unknown {
  return ArrayBuffer.isView(value) && !(value instanceof DataView)
    ? Array.from(value as unknown as ArrayLike<number>)
    : value;
}
