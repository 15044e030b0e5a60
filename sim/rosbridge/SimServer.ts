import type { AddressInfo } from "node:net";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { describeError, describeValue, fail, ok, type Result } from "../../src/errors/index.js";
import type { Logger } from "../../src/log/index.js";
import type { RosNames } from "../../src/robot/rosbridge/index.js";
import { ClientSession } from "./ClientSession.js";
import { MoveBaseServer } from "./MoveBaseServer.js";
import { readAgentUpdate, readFrame, type Frame } from "./readFrame.js";
import type { SimulatedRobot } from "./SimulatedRobot.js";
import { serviceArgs, simServices, type ServiceHandler, type ServiceReply } from "./simServices.js";
import { SimTelemetry } from "./SimTelemetry.js";

export type { Frame } from "./readFrame.js";

/** Hooks for tests: break the link in the ways a real network and a real robot do. */
export interface SimServerFaults {
  /** Terminate every client socket at once (no close handshake), as a dropped link does. */
  dropConnections(): void;
  /** Send these bytes to every client as they are (malformed JSON, a truncated CBOR frame…). */
  sendRaw(data: string | Uint8Array): void;
  /** Calls to these services are received and never answered. */
  readonly unansweredServices: Set<string>;
  /** Publishes on these topics are silently dropped (lost messages). */
  readonly droppedTopics: Set<string>;
  /** While true, goals are accepted but the robot does not move. */
  freezeNavigation: boolean;
  /**
   * While true, new clients are refused at the handshake, as a bridge that is down refuses them; with
   * `dropConnections()` this is an outage of any length while the simulation (and a goal in it) goes on.
   */
  refuseConnections: boolean;
}

export interface SimServerSettings {
  names: RosNames;
  realtimeFactor: number;
  sliceMs: number;
  goalToleranceM: number;
  /** How long a finished goal stays in `/move_base/status` (actionlib's `status_list_timeout`). */
  keepFinishedSec: number;
  poseRateHz: number;
  statusRateHz: number;
  costmapIntervalMs: number;
}

/**
 * A rosbridge v2 server (the subset the contract uses) in front of a simulation, so the agent reaches the
 * built-in simulator over the same wire as a real robot. Create it with `serveSimulation`.
 *
 * Ops: advertise, unadvertise, publish (routed to subscribers, like rosbridge), subscribe (with
 * `compression: "cbor"`), unsubscribe, call_service → service_response; advertise_service and the status and
 * auth ops are accepted and ignored; anything else is logged and ignored. `move_base` is a ROS 1 action server
 * over its five topics ({@link MoveBaseServer}).
 */
export class SimServer {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly faults: SimServerFaults;
  readonly #wss: WebSocketServer;
  readonly #robot: SimulatedRobot;
  readonly #names: RosNames;
  readonly #log: Logger;
  readonly #sessions = new Set<ClientSession>();
  readonly #frameListeners = new Set<(frame: Frame, clientId: number) => void>();
  readonly #services: Map<string, ServiceHandler>;
  readonly #telemetry: SimTelemetry;
  readonly #moveBase: MoveBaseServer;
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #unsubscribeGraph: () => void;
  #sessionCounter = 0;
  #closing: Promise<void> | undefined;

  private constructor(
    wss: WebSocketServer,
    robot: SimulatedRobot,
    settings: SimServerSettings,
    log: Logger,
  ) {
    const address = wss.address() as AddressInfo;
    this.#wss = wss;
    this.#robot = robot;
    this.#names = settings.names;
    this.#log = log;
    this.host = address.address;
    this.port = address.port;
    this.url = `ws://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
    const sessions = this.#sessions;
    this.faults = {
      dropConnections: () => {
        for (const session of sessions) session.socket.terminate();
      },
      sendRaw: (data) => {
        for (const session of sessions) session.sendRaw(data);
      },
      unansweredServices: new Set(),
      droppedTopics: new Set(),
      freezeNavigation: false,
      refuseConnections: false,
    };
    const publish = (topic: string, msg: unknown): void => {
      this.publish(topic, msg);
    };
    const { names, realtimeFactor } = settings;
    this.#services = simServices({ robot, names, realtimeFactor });
    this.#telemetry = new SimTelemetry({
      robot,
      names,
      costmapIntervalMs: settings.costmapIntervalMs,
      publish,
      isSubscribed: (topic) => this.#anySubscribed(topic),
    });
    this.#moveBase = new MoveBaseServer({
      robot,
      names,
      realtimeFactor,
      sliceMs: settings.sliceMs,
      goalToleranceM: settings.goalToleranceM,
      keepFinishedSec: settings.keepFinishedSec,
      isFrozen: () => this.faults.freezeNavigation,
      publish,
      moved: ({ final }) => {
        this.#telemetry.publishPose();
        this.#telemetry.publishCostmap({ force: final });
      },
      log,
    });
    this.#unsubscribeGraph = robot.onGraphMessage((delta) => {
      this.publish(names.graphUpdates, { data: JSON.stringify(delta) });
    });
    // Refused at the handshake (HTTP 401), so a client never sees the link come up during an outage.
    wss.options.verifyClient = () => !this.faults.refuseConnections;
    wss.on("connection", (socket) => {
      this.#accept(socket);
    });
    this.#timers.push(
      setInterval(() => {
        this.#telemetry.publishPose();
        this.#telemetry.publishCostmap({ force: false });
      }, 1000 / settings.poseRateHz),
      setInterval(() => {
        if (this.#anySubscribed(`${names.moveBase}/status`)) this.#moveBase.publishStatus();
      }, 1000 / settings.statusRateHz),
    );
  }

  /** Listen on `host:port` (0 for an ephemeral port); fails with the reason (port in use…). */
  static listen(options: {
    robot: SimulatedRobot;
    host: string;
    port: number;
    settings: SimServerSettings;
    log: Logger;
  }): Promise<Result<SimServer>> {
    const { robot, host, port, settings, log } = options;
    return new Promise((resolve) => {
      const wss = new WebSocketServer({ host, port, maxPayload: 64 * 1024 * 1024 });
      const onError = (error: Error): void => {
        wss.close();
        resolve(fail(`the simulated rosbridge cannot listen on ${host}:${port}: ${error.message}`));
      };
      wss.once("error", onError);
      wss.once("listening", () => {
        wss.off("error", onError);
        wss.on("error", (error) => {
          log.error({ err: error }, "simulated rosbridge server error");
        });
        const server = new SimServer(wss, robot, settings, log);
        log.info({ url: server.url }, "simulated rosbridge listening");
        resolve(ok(server));
      });
    });
  }

  get clientCount(): number {
    return this.#sessions.size;
  }

  /** Every frame a client sends, decoded, before it is handled (tests assert on cancels and subscriptions). */
  onFrame(listener: (frame: Frame, clientId: number) => void): () => void {
    this.#frameListeners.add(listener);
    return () => {
      this.#frameListeners.delete(listener);
    };
  }

  /** Publish `msg` on `topic` to every subscribed client. */
  publish(topic: string, msg: unknown): void {
    if (this.faults.droppedTopics.has(topic)) return;
    for (const session of this.#sessions) session.publish(topic, msg);
  }

  /** Stop the robot, disconnect every client and stop listening. The simulation itself is left as it is. */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    this.#moveBase.close();
    this.#unsubscribeGraph();
    for (const session of this.#sessions) session.socket.terminate();
    this.#sessions.clear();
    await new Promise<void>((resolve) => {
      this.#wss.close(() => {
        resolve();
      });
    });
    this.#log.info({ url: this.url }, "simulated rosbridge closed");
  }

  #accept(socket: WebSocket): void {
    if (this.#closing !== undefined) {
      socket.terminate();
      return;
    }
    this.#sessionCounter += 1;
    const session = new ClientSession(this.#sessionCounter, socket);
    this.#sessions.add(session);
    this.#log.debug({ client: session.id }, "rosbridge client connected");
    socket.on("message", (data, isBinary) => {
      this.#receive(session, data, isBinary);
    });
    socket.on("close", () => {
      this.#sessions.delete(session);
      this.#log.debug({ client: session.id }, "rosbridge client disconnected");
    });
    socket.on("error", (error) => {
      this.#log.debug({ err: error, client: session.id }, "rosbridge client socket error");
    });
  }

  #receive(session: ClientSession, data: RawData, isBinary: boolean): void {
    const frame = readFrame(data, isBinary);
    if (!frame.ok) {
      this.#log.warn({ client: session.id }, frame.error);
      return;
    }
    for (const listener of [...this.#frameListeners]) listener(frame.value, session.id);
    try {
      this.#handle(session, frame.value);
    } catch (error) {
      this.#log.error(
        { err: error, op: frame.value.op },
        "internal error handling a rosbridge frame",
      );
    }
  }

  #handle(session: ClientSession, frame: Frame): void {
    const topic = typeof frame["topic"] === "string" ? frame["topic"] : undefined;
    const id = typeof frame["id"] === "string" ? frame["id"] : undefined;
    switch (frame.op) {
      case "subscribe":
        if (topic === undefined) break;
        session.subscribe(
          topic,
          id ?? `subscribe:${topic}`,
          frame["compression"] === "cbor" ? "cbor" : "none",
        );
        this.#telemetry.sendLatest(session, topic);
        return;
      case "unsubscribe":
        if (topic === undefined) break;
        session.unsubscribe(topic, id);
        return;
      case "publish":
        if (topic === undefined) break;
        this.#onPublish(topic, frame["msg"]);
        return;
      case "call_service":
        void this.#callService(session, frame);
        return;
      case "advertise":
      case "unadvertise":
      case "advertise_service":
      case "unadvertise_service":
      case "set_level":
      case "auth":
        // Nothing to set up: any client may publish any topic, and no client-side services are routed.
        return;
      default:
        this.#warnFrame(session, frame, "has an op this bridge does not support; ignored");
        return;
    }
    this.#warnFrame(session, frame, 'needs a "topic"');
  }

  #onPublish(topic: string, msg: unknown): void {
    const { moveBase, agentGraphUpdates } = this.#names;
    if (topic === `${moveBase}/goal`) this.#moveBase.onGoal(msg);
    else if (topic === `${moveBase}/cancel`) this.#moveBase.onCancel(msg);
    else if (topic === agentGraphUpdates) {
      const delta = readAgentUpdate(msg);
      if (delta.ok) this.#robot.applyAgentUpdate(delta.value);
      else this.#log.warn(`agent graph update ignored: ${delta.error}`);
    }
    // Like rosbridge, other clients subscribed to the topic receive it too (markers for a viewer).
    this.publish(topic, msg);
  }

  async #callService(session: ClientSession, frame: Frame): Promise<void> {
    const service = frame["service"];
    const id = frame["id"];
    if (typeof service !== "string") {
      this.#warnFrame(session, frame, 'needs a "service"');
      return;
    }
    if (this.faults.unansweredServices.has(service)) {
      this.#log.debug({ service }, "service call left unanswered (fault injection)");
      return;
    }
    const respond = (reply: ServiceReply): void => {
      session.sendJson({
        op: "service_response",
        service,
        values: reply.values,
        result: reply.result,
        ...(typeof id === "string" ? { id } : {}),
      });
    };
    const handler = this.#services.get(service);
    if (handler === undefined) {
      respond({ result: false, values: `Service ${service} does not exist` });
      return;
    }
    const args = serviceArgs(frame["args"]);
    if (args === undefined) {
      respond({
        result: false,
        values: `${service}: "args" must be an object, got ${describeValue(frame["args"])}`,
      });
      return;
    }
    try {
      respond(await handler(args));
    } catch (error) {
      this.#log.error({ err: error, service }, "simulated service failed");
      respond({ result: false, values: `${service} failed: ${describeError(error)}` });
    }
  }

  #anySubscribed(topic: string): boolean {
    for (const session of this.#sessions) if (session.isSubscribed(topic)) return true;
    return false;
  }

  #warnFrame(session: ClientSession, frame: Frame, problem: string): void {
    this.#log.warn(
      { client: session.id },
      `"${frame.op}" frame ${problem}: ${describeValue(frame, 120)}`,
    );
  }
}
