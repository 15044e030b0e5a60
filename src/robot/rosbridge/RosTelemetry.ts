import { Topic } from "roslib";
import { describeError, describeValue, type Result } from "../../errors/index.js";
import type { Logger } from "../../log/index.js";
import { isPlainObject } from "../../map/index.js";
import type { OccupancyGrid, Pose } from "../types.js";
import { occupancyGridFromMsg } from "./occupancyGridMsg.js";
import { poseFromCovarianceStampedMsg, poseFromStampedMsg } from "./poseMsgs.js";
import type { RosConnection } from "./RosConnection.js";
import { robotPoseType, rosTypes, type RosNames, type RosVersion } from "./RosNames.js";

export interface RosTelemetryOptions {
  connection: RosConnection;
  names: RosNames;
  ros: RosVersion;
  costmapThrottleMs: number;
  /**
   * ROS 2: while no message has arrived on a latched topic (pose, costmap), subscribe again this often. The ROS 2
   * bridge picks the subscription's durability from the publishers it sees when the subscribe frame arrives: a
   * subscription made before AMCL or the costmap node is up is volatile and never gets their transient-local
   * last message (AMCL publishes `/amcl_pose` only when the robot moves). 0 turns it off.
   */
  latchedRetryMs: number;
  isClosing: () => boolean;
  log: Logger;
  /** A graph message (delta or snapshot), parsed from its JSON but not validated. */
  onGraphMessage: (message: unknown) => void;
  /** Every new pose, from the pose topic or handed in with {@link RosTelemetry.setPose}. */
  onPose: (pose: Pose) => void;
}

/**
 * What the robot reports by itself over rosbridge: graph updates, its pose (a PoseStamped or AMCL's
 * PoseWithCovarianceStamped) and the local costmap (CBOR). Each message is checked at this edge; a publisher
 * that keeps sending bad messages is warned about once until it recovers.
 */
export class RosTelemetry {
  readonly #options: RosTelemetryOptions;
  readonly #poseWaiters = new Set<() => void>();
  readonly #warned = new Set<string>();
  readonly #retryTimers: NodeJS.Timeout[] = [];
  #pose: Pose = { x: 0, y: 0, yawRad: 0 };
  #poseReceived = false;
  #costmap: OccupancyGrid | undefined;

  constructor(options: RosTelemetryOptions) {
    this.#options = options;
    const { names, ros } = options;
    const types = rosTypes(ros);
    this.#subscribe(names.graphUpdates, types.string, {}, (message) => {
      this.#onGraphUpdate(message);
    });
    this.#subscribe(
      names.robotPose,
      robotPoseType(names, ros),
      {},
      (message) => {
        this.#onPose(message);
      },
      () => this.#poseReceived,
    );
    const costmapOptions = { compression: "cbor", throttle_rate: options.costmapThrottleMs };
    this.#subscribe(
      names.costmap,
      types.occupancyGrid,
      costmapOptions,
      (message) => {
        this.#onCostmap(message);
      },
      () => this.#costmap !== undefined,
    );
  }

  get pose(): Pose {
    return this.#pose;
  }

  get costmap(): OccupancyGrid | undefined {
    return this.#costmap;
  }

  /** A pose from elsewhere (Nav2's feedback `current_pose`), as fresh as the pose topic's. */
  setPose(pose: Pose): void {
    this.#pose = pose;
    this.#options.onPose(pose);
    if (!this.#poseReceived) {
      this.#poseReceived = true;
      for (const waiter of [...this.#poseWaiters]) waiter();
    }
  }

  /** Resolve true once a pose has arrived (at once if one has), false after `timeoutMs`. */
  waitForPose(timeoutMs: number): Promise<boolean> {
    if (this.#poseReceived) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.#poseWaiters.delete(done);
        resolve(this.#poseReceived);
      };
      const timer = setTimeout(done, timeoutMs);
      this.#poseWaiters.add(done);
    });
  }

  dispose(): void {
    for (const timer of this.#retryTimers) clearInterval(timer);
    for (const waiter of [...this.#poseWaiters]) waiter();
  }

  #subscribe(
    name: string,
    messageType: string,
    options: { compression?: string; throttle_rate?: number },
    callback: (message: unknown) => void,
    received?: () => boolean,
  ): void {
    const { connection, log, isClosing } = this.#options;
    const topic = new Topic<unknown>({ ros: connection.ros, name, messageType, ...options });
    const handler = (message: unknown): void => {
      if (isClosing()) return;
      try {
        callback(message);
      } catch (error) {
        // A bug in a handler must not break roslib's dispatch of the other topics.
        log.error({ err: error, topic: name }, "internal error handling a rosbridge message");
      }
    };
    topic.subscribe(handler);
    const { ros, latchedRetryMs } = this.#options;
    if (received === undefined || ros === 1 || latchedRetryMs <= 0) return;
    const timer = setInterval(() => {
      if (received() || isClosing()) {
        clearInterval(timer);
        return;
      }
      if (!connection.isConnected) return;
      log.debug(`nothing on ${name} yet; subscribing again to pick up a latched message`);
      topic.unsubscribe(handler);
      topic.subscribe(handler);
    }, latchedRetryMs);
    this.#retryTimers.push(timer);
  }

  /** `data` is parsed here and handed on raw: the agent's GraphSync validates the delta itself. */
  #onGraphUpdate(message: unknown): void {
    const topic = this.#options.names.graphUpdates;
    const data = isPlainObject(message) ? message["data"] : undefined;
    if (typeof data !== "string") {
      this.#options.log.warn(
        `dropped a ${topic} message without a string "data": ${describeValue(message)}`,
      );
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch (error) {
      this.#options.log.warn(
        `dropped a ${topic} message that is not JSON (${describeError(error)}): ${describeValue(data)}`,
      );
      return;
    }
    this.#options.onGraphMessage(parsed);
  }

  #onPose(message: unknown): void {
    const { names } = this.#options;
    const pose: Result<Pose> =
      names.robotPoseMsg === "PoseStamped"
        ? poseFromStampedMsg(message, names.mapFrame)
        : poseFromCovarianceStampedMsg(message, names.mapFrame);
    if (!pose.ok) {
      this.#warnOnce("pose", `dropped a ${names.robotPose} message: ${pose.error}`);
      return;
    }
    this.#warned.delete("pose");
    this.setPose(pose.value);
  }

  #onCostmap(message: unknown): void {
    const { names } = this.#options;
    const grid = occupancyGridFromMsg(message, { frameId: names.mapFrame });
    if (!grid.ok) {
      this.#warnOnce("costmap", `dropped a malformed costmap from ${names.costmap}: ${grid.error}`);
      return;
    }
    this.#warned.delete("costmap");
    this.#costmap = grid.value;
  }

  /** A publisher sending bad messages at 50 Hz should not flood the log: one warning until it recovers. */
  #warnOnce(key: string, message: string): void {
    if (this.#warned.has(key)) {
      this.#options.log.debug(message);
      return;
    }
    this.#warned.add(key);
    this.#options.log.warn(message);
  }
}
