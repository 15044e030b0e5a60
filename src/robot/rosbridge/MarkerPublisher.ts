import { Topic, type Ros } from "roslib";
import { applyDelta, GraphSync, SemanticMap, type GraphDelta } from "../../map/index.js";
import type { Pose } from "../types.js";
import { buildMarkerArray, type MarkerExtras } from "./markers.js";
import type { MarkerArrayMsg } from "./msgs.js";
import type { RosVersion } from "./RosNames.js";
import { toWire } from "./rosWire.js";
import { Throttle } from "./Throttle.js";

export interface MarkerPublisherOptions {
  ros: Ros;
  topic: string;
  frameId: string;
  intervalMs: number;
  labels: boolean;
  /** Draw the robot's map (mirrored from graph messages) until someone passes a map. */
  auto: boolean;
  isConnected: () => boolean;
  robotPose: () => Pose;
  /** `visualization_msgs/MarkerArray` in the profile's spelling. */
  messageType: string;
  rosVersion: RosVersion;
}

/**
 * `/spine/markers`, rebuilt from a whole map at most once per interval. The map drawn is the one last given to
 * {@link publish} (the agent's), or else a mirror of the robot's map kept from the same graph messages and
 * snapshots the agent receives, so markers work without any wiring.
 */
export class MarkerPublisher {
  readonly #options: MarkerPublisherOptions;
  readonly #topic: Topic<MarkerArrayMsg>;
  readonly #throttle: Throttle;
  readonly #mirror = new SemanticMap();
  readonly #mirrorSync = new GraphSync(this.#mirror);
  #map: SemanticMap | undefined;
  #extras: MarkerExtras = {};

  constructor(options: MarkerPublisherOptions) {
    this.#options = options;
    this.#topic = new Topic({
      ros: options.ros,
      name: options.topic,
      messageType: options.messageType,
    });
    this.#throttle = new Throttle({
      intervalMs: options.intervalMs,
      action: () => {
        this.#publishNow();
      },
    });
  }

  /** Draw `map` with `extras` from now on. */
  publish(map: SemanticMap, extras: MarkerExtras): void {
    this.#map = map;
    this.#extras = extras;
    this.#throttle.request();
  }

  /** A graph message (or a snapshot, `force` for one fetched on purpose) as the agent receives it. */
  onGraphMessage(message: unknown, options: { force?: boolean } = {}): void {
    if (!this.#options.auto) return;
    this.#mirrorSync.receive(message, options);
    this.#throttle.request();
  }

  onAgentUpdate(delta: Omit<GraphDelta, "seq">): void {
    if (!this.#options.auto) return;
    applyDelta(this.#mirror, { seq: 0, ...delta });
    this.#throttle.request();
  }

  dispose(): void {
    this.#throttle.dispose();
  }

  #publishNow(): void {
    const map = this.#map ?? (this.#options.auto ? this.#mirror : undefined);
    // Skipped while disconnected: roslib would queue stale drawings until the link is back.
    if (map === undefined || !this.#options.isConnected()) return;
    const { frameId, labels, robotPose, rosVersion } = this.#options;
    const markers = buildMarkerArray(
      map,
      { robot: robotPose(), ...this.#extras },
      { frameId, labels },
    );
    this.#topic.publish(toWire(markers, rosVersion));
  }
}
