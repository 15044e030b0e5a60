import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

/** Every frame a client sent, and a way to answer the client that sent it. */
export interface ScriptedFrame {
  readonly frame: Record<string, unknown>;
  readonly reply: (frame: Record<string, unknown>) => void;
}

/**
 * A bare ROS 2 rosbridge stand-in on loopback whose answers a test writes by hand, to pin how spine reads each
 * frame shape the protocol allows (a result per status, `result: false`, feedback) without a simulation behind it.
 */
export class ScriptedBridge {
  readonly frames: ScriptedFrame[] = [];
  readonly #wss: WebSocketServer;
  readonly #sockets = new Set<WebSocket>();
  readonly #handlers: ((seen: ScriptedFrame) => void)[] = [];

  private constructor(wss: WebSocketServer) {
    this.#wss = wss;
    wss.on("connection", (socket) => {
      this.#sockets.add(socket);
      socket.on("close", () => this.#sockets.delete(socket));
      socket.on("message", (data: Buffer) => {
        const frame = JSON.parse(data.toString("utf8")) as Record<string, unknown>;
        const seen: ScriptedFrame = {
          frame,
          reply: (answer) => {
            socket.send(JSON.stringify(answer));
          },
        };
        this.frames.push(seen);
        for (const handler of this.#handlers) handler(seen);
      });
    });
  }

  static listen(): Promise<ScriptedBridge> {
    return new Promise((resolve) => {
      const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
      wss.once("listening", () => {
        resolve(new ScriptedBridge(wss));
      });
    });
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.#wss.address() as AddressInfo).port}`;
  }

  /** Call `handler` on every frame from now on whose op is `op`. */
  on(op: string, handler: (seen: ScriptedFrame) => void): void {
    this.#handlers.push((seen) => {
      if (seen.frame["op"] === op) handler(seen);
    });
  }

  ofOp(op: string): Record<string, unknown>[] {
    return this.frames.filter(({ frame }) => frame["op"] === op).map(({ frame }) => frame);
  }

  close(): Promise<void> {
    for (const socket of this.#sockets) socket.terminate();
    return new Promise((resolve) => {
      this.#wss.close(() => {
        resolve();
      });
    });
  }
}
