import type { AddressInfo } from "node:net";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { describeValue, fail, ok, type Result } from "../../src/errors/index.js";
import type { Logger } from "../../src/log/index.js";
import {
  rosTypes,
  toWire,
  type RosNames,
  type RosVersion,
} from "../../src/robot/rosbridge/index.js";
import { ClientSession } from "./ClientSession.js";
import { MoveBaseServer } from "./MoveBaseServer.js";
import { NavigateToPoseServer } from "./NavigateToPoseServer.js";
import { readAgentUpdate, readFrame, type Frame } from "./readFrame.js";
import type { SimulatedRobot } from "./SimulatedRobot.js";
import { answerServiceCall, simServices, type ServiceHandler } from "./simServices.js";
import { noFaults, type SimServerFaults, type SimServerSettings } from "./SimServerTypes.js";
import { SimTelemetry } from "./SimTelemetry.js";

export type { Frame } from "./readFrame.js";
export type { SimServerFaults, SimServerSettings } from "./SimServerTypes.js";

const TOPIC_OPS = new Set(["subscribe", "unsubscribe", "publish"]);

/**
 * A rosbridge v2 server (the subset the contract uses) in front of a simulation, so the agent reaches the
 * built-in simulator over the same wire as a real robot. Create it with `serveSimulation`.
 *
 * Ops: advertise, unadvertise, publish (routed to subscribers, like rosbridge), subscribe (with
 * `compression: "cbor"`), unsubscribe, call_service → service_response (honouring a ROS 2 `timeout`);
 * advertise_service and the status and auth ops are accepted and ignored; anything else is logged and ignored.
 * ROS 1: `move_base` is an action server over its five topics ({@link MoveBaseServer}). ROS 2: Nav2's
 * `navigate_to_pose` over send_action_goal / cancel_action_goal ({@link NavigateToPoseServer}), messages in ROS 2
 * shape (no header `seq`, `{sec, nanosec}` times), and pose and costmap latched (transient local) as Nav2 and
 * AMCL publish them: a new subscriber gets the last message at once.
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
  readonly #navigateToPose: NavigateToPoseServer;
  readonly #ros: RosVersion;
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
    this.#ros = settings.ros;
    this.#log = log;
    this.host = address.address;
    this.port = address.port;
    this.url = `ws://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
    this.faults = noFaults(this.#sessions);
    const publish = (topic: string, msg: unknown): void => {
      this.publish(topic, msg);
    };
    const { names, realtimeFactor } = settings;
    const moved = ({ final }: { final: boolean }): void => {
      this.#telemetry.publishPose();
      this.#telemetry.publishCostmap({ force: final });
    };
    this.#services = simServices({ robot, names, realtimeFactor });
    this.#telemetry = new SimTelemetry({
      robot,
      names,
      ros: settings.ros,
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
      moved,
      log,
    });
    this.#navigateToPose = new NavigateToPoseServer({
      robot,
      names,
      types: rosTypes(settings.ros),
      realtimeFactor,
      sliceMs: settings.sliceMs,
      goalToleranceM: settings.goalToleranceM,
      isFrozen: () => this.faults.freezeNavigation,
      rejectsGoals: () => this.faults.rejectGoals,
      moved,
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
        if (settings.ros === 1 && this.#anySubscribed(`${names.moveBase}/status`))
          this.#moveBase.publishStatus();
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

  /** Publish `msg` (built in ROS 1 shape) on `topic` to every subscribed client, in the profile's shape. */
  publish(topic: string, msg: unknown): void {
    if (this.faults.droppedTopics.has(topic)) return;
    const wire = toWire(msg, this.#ros);
    for (const session of this.#sessions) session.publish(topic, wire);
  }

  /** Stop the robot, disconnect every client and stop listening. The simulation itself is left as it is. */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    this.#moveBase.close();
    this.#navigateToPose.close();
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
        if (!(this.#ros === 2 && this.faults.latchMissed.has(topic)))
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
        void answerServiceCall({
          session,
          frame,
          services: this.#services,
          unanswered: this.faults.unansweredServices,
          log: this.#log,
        });
        return;
      case "send_action_goal":
      case "cancel_action_goal":
        // Only the ROS 2 bridge has the action capability; the ROS 1 one drops these ops.
        if (this.#ros === 1) break;
        if (frame.op === "send_action_goal") this.#navigateToPose.onGoal(session, frame);
        else this.#navigateToPose.onCancel(frame);
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
        break;
    }
    this.#warnFrame(
      session,
      frame,
      TOPIC_OPS.has(frame.op)
        ? 'needs a "topic"'
        : `has an op this bridge does not support; ignored (a ROS ${this.#ros} bridge)`,
    );
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
