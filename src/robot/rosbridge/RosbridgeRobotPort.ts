import { Topic } from "roslib";
import type { Result } from "../../errors/index.js";
import type { Logger } from "../../log/index.js";
import type { GraphDelta, SemanticMap } from "../../map/index.js";
import type { RobotPort } from "../RobotPort.js";
import type {
  NavigateOptions,
  NavigationResult,
  OccupancyGrid,
  Pose,
  RobotClock,
} from "../types.js";
import type { MarkerExtras } from "./markers.js";
import { MarkerPublisher } from "./MarkerPublisher.js";
import { moveBaseServer } from "./moveBaseChannel.js";
import type { StringMsg } from "./msgs.js";
import { navigateToPoseServer } from "./navigateToPoseChannel.js";
import { Navigator } from "./Navigator.js";
import type { RosConnection } from "./RosConnection.js";
import { rosTypes, type RosNames, type RosVersion } from "./RosNames.js";
import { RosTelemetry } from "./RosTelemetry.js";
import { SpineServices } from "./SpineServices.js";

/** Settings of a connected port; see `connectRosbridge` for the defaults. */
export interface RosbridgePortSettings {
  /** The robot's ROS generation: it only changes the adapters (names, types, action server), not the port. */
  ros: RosVersion;
  names: RosNames;
  serviceTimeoutMs: number;
  stallTimeoutSec: number;
  navigationTimeoutSec: number;
  cancelSettleMs: number;
  /** How long a goal waits for a link that is down (to be sent, or to learn its outcome) before `unavailable`. */
  linkTimeoutSec: number;
  costmapThrottleMs: number;
  markerIntervalMs: number;
  markerLabels: boolean;
  /** Publish markers of the robot's map by itself after every map change, without `publishMarkers` calls. */
  autoMarkers: boolean;
  /** ROS 2: resubscribe to a latched topic that stays silent this long (see RosTelemetry); 0 never. */
  latchedRetryMs: number;
}

/**
 * A {@link RobotPort} over rosbridge with roslib (docs/ros-interface.md): graph messages from
 * `/spine/graph_updates`, pose, local costmap (CBOR) ({@link RosTelemetry}), navigation through the profile's
 * action server (ROS 1 move_base over actionlib, ROS 2 Nav2 `navigate_to_pose` over the bridge's action ops),
 * the spine services with deadlines, agent map changes and markers out. The profile changes only those adapters. The connection is kept up by {@link RosConnection}; after each
 * reconnection a snapshot from `/spine/get_graph` goes to the graph listeners so a `seq` gap heals.
 *
 * Create it with `connectRosbridge`.
 */
export class RosbridgeRobotPort implements RobotPort {
  readonly kind = "rosbridge";
  readonly clock: RobotClock;
  readonly names: RosNames;
  readonly #connection: RosConnection;
  readonly #settings: RosbridgePortSettings;
  readonly #log: Logger;
  readonly #services: SpineServices;
  readonly #markers: MarkerPublisher;
  readonly #telemetry: RosTelemetry;
  readonly #navigator: Navigator;
  readonly #agentUpdates: Topic<StringMsg>;
  readonly #listeners = new Set<(message: unknown) => void>();
  #unavailable: string | undefined;
  #closing: Promise<void> | undefined;

  constructor(connection: RosConnection, settings: RosbridgePortSettings, log: Logger) {
    this.#connection = connection;
    this.#settings = settings;
    this.names = settings.names;
    this.#log = log;
    const startMs = performance.now();
    this.clock = { nowSec: () => (performance.now() - startMs) / 1000 };
    const { ros } = connection;
    const { names } = settings;
    this.#services = new SpineServices({
      connection,
      names,
      timeoutMs: settings.serviceTimeoutMs,
      linkTimeoutMs: settings.linkTimeoutSec * 1000,
      sendTimeout: settings.ros === 2,
    });
    this.#markers = new MarkerPublisher({
      ros,
      topic: names.markers,
      frameId: names.mapFrame,
      intervalMs: settings.markerIntervalMs,
      labels: settings.markerLabels,
      auto: settings.autoMarkers,
      isConnected: () => connection.isConnected && this.#closing === undefined,
      robotPose: () => this.#telemetry.pose,
      messageType: rosTypes(settings.ros).markerArray,
      rosVersion: settings.ros,
    });
    this.#telemetry = new RosTelemetry({
      connection,
      names,
      ros: settings.ros,
      costmapThrottleMs: settings.costmapThrottleMs,
      latchedRetryMs: settings.latchedRetryMs,
      isClosing: () => this.#isClosing(),
      log,
      onGraphMessage: (message) => {
        this.#markers.onGraphMessage(message);
        this.#emitGraph(message);
      },
      onPose: (pose) => {
        this.#navigator.onPose(pose);
      },
    });
    const types = rosTypes(settings.ros);
    const goals =
      settings.ros === 1
        ? moveBaseServer({ ros, server: names.moveBase, frameId: names.mapFrame })
        : navigateToPoseServer({
            ros,
            action: names.navigateToPose,
            actionType: types.navigateToPose,
            frameId: names.mapFrame,
            log,
          });
    this.#navigator = new Navigator({
      connection,
      goals,
      telemetry: this.#telemetry,
      stallTimeoutSec: settings.stallTimeoutSec,
      navigationTimeoutSec: settings.navigationTimeoutSec,
      cancelSettleMs: settings.cancelSettleMs,
      linkTimeoutSec: settings.linkTimeoutSec,
      isClosing: () => this.#isClosing(),
      log,
    });
    this.#agentUpdates = new Topic({
      ros,
      name: names.agentGraphUpdates,
      messageType: types.string,
    });
    connection.onReconnected(() => {
      this.#navigator.onReconnected();
      void this.#healAfterReconnect();
    });
    connection.onDisconnected(() => {
      this.#navigator.onDisconnected();
    });
  }

  /** True while the rosbridge socket is open. */
  get connected(): boolean {
    return this.#connection.isConnected;
  }

  get url(): string {
    return this.#connection.url;
  }

  async fetchSnapshot(): Promise<Result<unknown>> {
    const snapshot = await this.#service(this.#services.getGraph());
    if (snapshot.ok) this.#markers.onGraphMessage(snapshot.value, { force: true });
    return snapshot;
  }

  onGraphMessage(listener: (message: unknown) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  pose(): Pose {
    return this.#telemetry.pose;
  }

  costmap(): OccupancyGrid | undefined {
    return this.#telemetry.costmap;
  }

  /** Resolve true once a pose has arrived (at once if one has), false after `timeoutMs`. */
  waitForPose(timeoutMs: number): Promise<boolean> {
    return this.#telemetry.waitForPose(timeoutMs);
  }

  navigate(goal: Pose, options: NavigateOptions = {}): Promise<NavigationResult> {
    return this.#navigator.navigate(goal, options);
  }

  setLabels(labels: readonly string[]): Promise<Result<string>> {
    return this.#service(this.#services.setLabels(labels));
  }

  inspect(object: string, query: string): Promise<Result<string>> {
    return this.#service(this.#services.inspect(object, query));
  }

  describeScene(): Promise<Result<string>> {
    return this.#service(this.#services.describeScene());
  }

  takeUnavailable(): string | undefined {
    const reason = this.#unavailable;
    this.#unavailable = undefined;
    return reason;
  }

  /** A call that failed with the link still down after waiting for it (SpineServices) is an infrastructure fault. */
  async #service<T>(call: Promise<Result<T>>): Promise<Result<T>> {
    const result = await call;
    if (!result.ok && !this.#connection.isConnected && !this.#isClosing()) {
      this.#unavailable ??= `the robot is unavailable: ${result.error.replace(/\.+$/, "")}; the link to rosbridge stayed down for ${this.#settings.linkTimeoutSec} s`;
    }
    return result;
  }

  /**
   * Publish on `/spine/agent_graph_updates` (std_msgs/String JSON, no `seq`). roslib queues it while disconnected
   * and sends it on reconnection, so the robot's mapper does not miss the agent's additions.
   */
  publishAgentUpdate(delta: Omit<GraphDelta, "seq">): void {
    if (this.#closing !== undefined) return;
    this.#agentUpdates.publish({ data: JSON.stringify(delta) });
    this.#markers.onAgentUpdate(delta);
  }

  /**
   * Draw `map` (the agent's map) and `extras` (plan, frontiers) on `/spine/markers`, throttled to one MarkerArray
   * per `markerIntervalMs`. Later map changes redraw this map with the same extras. Without any call, the robot's
   * map is drawn (`autoMarkers`).
   */
  publishMarkers(map: SemanticMap, extras: MarkerExtras = {}): void {
    if (this.#closing !== undefined) return;
    this.#markers.publish(map, extras);
  }

  /** A method, not a narrowed field: `close()` may begin while a goal waits for the link. */
  #isClosing(): boolean {
    return this.#closing !== undefined;
  }

  /** Cancel the active goal and wait until it has reported. */
  stop(): Promise<void> {
    return this.#navigator.stop();
  }

  /** Cancel any active goal (waiting up to `cancelSettleMs` for the server to confirm), then disconnect. */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    await this.#navigator.stop("the robot port was closed");
    this.#markers.dispose();
    this.#telemetry.dispose();
    this.#listeners.clear();
    await this.#connection.close();
  }

  async #healAfterReconnect(): Promise<void> {
    const snapshot = await this.fetchSnapshot();
    if (!snapshot.ok) {
      this.#log.warn(`no snapshot after reconnecting: ${snapshot.error}`);
      return;
    }
    this.#log.info("map resynchronised from /spine/get_graph after reconnecting");
    this.#emitGraph(snapshot.value);
  }

  #emitGraph(message: unknown): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(message);
      } catch (error) {
        this.#log.error({ err: error }, "a graph message listener threw");
      }
    }
  }
}
