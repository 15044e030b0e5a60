import { AbstractTransport, type ITransportFactory, type RosbridgeMessage } from "roslib";
import { WebSocket, type RawData } from "ws";

export interface WsTransportOptions {
  /** A connection attempt that has not completed the WebSocket handshake by then is abandoned. */
  handshakeTimeoutMs: number;
  /** Largest frame accepted; a big costmap as JSON can exceed ws's 100 MiB default. */
  maxPayloadBytes?: number;
}

/**
 * roslib's transport over a `ws` socket, with the client options roslib's default factory does not expose
 * (handshake timeout, max payload). Decoding (JSON, CBOR, fragments, png) is roslib's own `handleRawMessage`.
 */
export class WsTransport extends AbstractTransport {
  readonly #socket: WebSocket;

  constructor(socket: WebSocket) {
    super();
    this.#socket = socket;
    socket.binaryType = "arraybuffer";
    socket.on("open", () => this.emit("open", { type: "open" }));
    socket.on("close", (code, reason) => this.emit("close", { code, reason: reason.toString() }));
    // ws throws on an 'error' nobody listens to; roslib surfaces it as the Ros 'error' event.
    socket.on("error", (error) => this.emit("error", error));
    socket.on("message", (data, isBinary) => {
      this.handleRawMessage(isBinary ? toArrayBuffer(data) : rawToText(data));
    });
  }

  send(message: RosbridgeMessage): void {
    // roslib only sends while connected, but a frame queued in the instant the socket starts closing must not throw.
    if (this.#socket.readyState === WebSocket.OPEN) this.#socket.send(JSON.stringify(message));
  }

  close(): void {
    this.#socket.close();
  }

  isConnecting(): boolean {
    return this.#socket.readyState === WebSocket.CONNECTING;
  }

  isOpen(): boolean {
    return this.#socket.readyState === WebSocket.OPEN;
  }

  isClosing(): boolean {
    return this.#socket.readyState === WebSocket.CLOSING;
  }

  isClosed(): boolean {
    return this.#socket.readyState === WebSocket.CLOSED;
  }
}

/** A roslib `transportFactory` that opens {@link WsTransport}s. */
export function wsTransportFactory(options: WsTransportOptions): ITransportFactory {
  const { handshakeTimeoutMs, maxPayloadBytes = 512 * 1024 * 1024 } = options;
  return (url: string) =>
    Promise.resolve(
      new WsTransport(
        new WebSocket(url, { handshakeTimeout: handshakeTimeoutMs, maxPayload: maxPayloadBytes }),
      ),
    );
}

function toArrayBuffer(data: RawData): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  const buffer = Array.isArray(data) ? Buffer.concat(data) : data;
  return new Uint8Array(buffer).buffer;
}

function rawToText(data: RawData): string {
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return Array.isArray(data) ? Buffer.concat(data).toString("utf8") : data.toString("utf8");
}
