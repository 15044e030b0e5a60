import { Writable } from "node:stream";
import { decode } from "cbor2";
import { pino } from "pino";
import { WebSocket } from "ws";
import type { MapKeeper } from "../../../src/agent/index.js";
import type { Logger } from "../../../src/log/index.js";
import {
  connectRosbridge,
  type RosbridgeOptions,
  type RosbridgeRobotPort,
  type RosVersion,
} from "../../../src/robot/rosbridge/index.js";
import { Simulation } from "../../../sim/engine/index.js";
import {
  serveSimulation,
  type ServeSimulationOptions,
  type SimServer,
} from "../../../sim/rosbridge/index.js";
import { enuWorld, rect } from "../../fixtures/worlds/enuWorld.js";

/**
 * An open field 60 m × 20 m with a wall across it at x = 30 from y = 0 to y = 12, the robot at (2, 10).
 * Straight east along y = 10 is blocked at the wall; y = 16 is clear. A barrel the prior does not know stands
 * at (10, 14) and a crate at (45, 16): setting the label "barrel" or driving east with "crate" publishes deltas.
 */
export function walledField(): Simulation {
  return new Simulation(
    enuWorld(
      [
        { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 60, 20) },
        {
          properties: { layer: "obstacle", class: "wall", width: 0.5 },
          line: [
            [30, 0],
            [30, 12],
          ],
        },
        {
          properties: { layer: "object", class: "barrel", name: "barrel_1", inPrior: false },
          point: [10, 14],
        },
        {
          properties: { layer: "object", class: "crate", name: "crate_1", inPrior: false },
          point: [45, 16],
        },
      ],
      { start: [2, 10] },
    ),
  );
}

/**
 * Everything a test opened, closed in reverse order by {@link Harness.dispose}. `ros` is the profile both the
 * simulated bridge and the port speak unless a call says otherwise.
 */
export class Harness {
  readonly ros: RosVersion;
  readonly #closers: (() => Promise<void> | void)[] = [];

  constructor(options: { ros: RosVersion }) {
    this.ros = options.ros;
  }

  add(close: () => Promise<void> | void): void {
    this.#closers.push(close);
  }

  async serve(
    options: Partial<ServeSimulationOptions> & { simulation: ServeSimulationOptions["simulation"] },
  ): Promise<SimServer> {
    const server = await serveSimulation({
      port: 0,
      realtimeFactor: 200,
      sliceMs: 20,
      ros: this.ros,
      ...options,
    });
    if (!server.ok) throw new Error(server.error);
    this.add(() => server.value.close());
    return server.value;
  }

  async connect(url: string, options: Partial<RosbridgeOptions> = {}): Promise<RosbridgeRobotPort> {
    const port = await connectRosbridge({
      url,
      ros: this.ros,
      connectTimeoutMs: 2000,
      serviceTimeoutMs: 2000,
      reconnectDelayMs: 20,
      reconnectMaxDelayMs: 200,
      cancelSettleMs: 300,
      costmapThrottleMs: 0,
      markerIntervalMs: 50,
      ...options,
    });
    if (!port.ok) throw new Error(port.error);
    this.add(() => port.value.close());
    return port.value;
  }

  async raw(url: string): Promise<RawClient> {
    const client = await RawClient.open(url);
    this.add(() => client.close());
    return client;
  }

  async dispose(): Promise<void> {
    for (const close of this.#closers.splice(0).reverse()) await close();
  }
}

/** A frame as a raw client saw it: decoded JSON or CBOR, and which of the two it was. */
export interface SeenFrame {
  readonly binary: boolean;
  readonly frame: Record<string, unknown>;
}

/** A bare WebSocket client speaking rosbridge frames by hand, for protocol-level tests. */
export class RawClient {
  readonly socket: WebSocket;
  readonly frames: SeenFrame[] = [];
  readonly #waiters = new Set<() => void>();

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on("message", (data, isBinary) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
      const frame: unknown = isBinary
        ? decode(new Uint8Array(bytes))
        : JSON.parse(bytes.toString("utf8"));
      this.frames.push({ binary: isBinary, frame: frame as Record<string, unknown> });
      for (const wake of [...this.#waiters]) wake();
    });
  }

  static open(url: string): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once("open", () => {
        resolve(new RawClient(socket));
      });
      socket.once("error", reject);
    });
  }

  send(frame: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The first frame (already seen or still to come) that matches, or a test failure after `timeoutMs`. */
  waitFor(match: (seen: SeenFrame) => boolean, timeoutMs = 2000): Promise<SeenFrame> {
    return waitUntil(() => this.frames.find(match), {
      timeoutMs,
      what: "a matching frame",
      waiters: this.#waiters,
    });
  }

  publishesOn(topic: string): Record<string, unknown>[] {
    return this.frames
      .filter(({ frame }) => frame["op"] === "publish" && frame["topic"] === topic)
      .map(({ frame }) => frame["msg"] as Record<string, unknown>);
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once("close", () => {
        resolve();
      });
      this.socket.close();
    });
  }
}

/** Poll `probe` until it returns a value (not undefined/false), or fail after `timeoutMs`. */
export async function waitUntil<T>(
  probe: () => T | undefined | false,
  options: { timeoutMs?: number; what?: string; waiters?: Set<() => void> } = {},
): Promise<T> {
  const { timeoutMs = 2000, what = "a condition", waiters } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise<void>((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        waiters?.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.min(left, 10));
      waiters?.add(wake);
    });
  }
}

/** A logger whose lines (level and message) are kept for assertions. */
export function capturingLogger(): { log: Logger; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line.trim() === "") continue;
        const parsed = JSON.parse(line) as { level: number; msg: string };
        lines.push({ level: parsed.level, msg: parsed.msg });
      }
      callback();
    },
  });
  return { log: pino({ level: "debug" }, stream), lines };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Names of every node and region edge of a graph (a snapshot), sorted, for comparing two maps. */
export function graphContents(graph: {
  regions: { name: string }[];
  objects: { name: string }[];
  region_connections: [string, string][];
}): { regions: string[]; objects: string[]; edges: string[] } {
  return {
    regions: graph.regions.map((node) => node.name).sort(),
    objects: graph.objects.map((node) => node.name).sort(),
    edges: graph.region_connections.map(([a, b]) => [a, b].sort().join("–")).sort(),
  };
}

/** {@link graphContents} of what a simulation's mapper has published so far. */
export function simContents(sim: Simulation): ReturnType<typeof graphContents> {
  return graphContents(sim.snapshot().snapshot);
}

/** {@link graphContents} of the map an agent keeps. */
export function keeperContents(keeper: MapKeeper): ReturnType<typeof graphContents> {
  const map = keeper.map;
  return {
    regions: map.regionNames().sort(),
    objects: map.objectNames().sort(),
    edges: map
      .edges("region")
      .map(([a, b]) => [a, b].sort().join("–"))
      .sort(),
  };
}
