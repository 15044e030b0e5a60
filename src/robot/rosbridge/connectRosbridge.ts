import type { ITransportFactory } from "roslib";
import { fail, ok, type Result } from "../../errors/index.js";
import { silentLogger, type Logger } from "../../log/index.js";
import { RosbridgeRobotPort } from "./RosbridgeRobotPort.js";
import { RosConnection } from "./RosConnection.js";
import { resolveRosNames, type RosNames, type RosVersion } from "./RosNames.js";

export interface RosbridgeOptions {
  /** `ws://host:9090` */
  url: string;
  /**
   * The robot's ROS generation; default 2 (Nav2 through the ROS 2 bridge's action ops). 1 drives move_base over
   * actionlib. It picks the default names, the type spellings and the action adapter; nothing else changes.
   */
  ros?: RosVersion;
  /** Overrides of the profile's topic, service and action names. */
  names?: Partial<RosNames>;
  /** The first connection must be up by then (retried meanwhile); default 5000. */
  connectTimeoutMs?: number;
  /** Deadline of every service call (get_graph, set_labels, inspect, describe_scene); default 20000. */
  serviceTimeoutMs?: number;
  /** A goal without 0.25 m of progress for this long is cancelled and reported `stalled`; default 20. */
  stallTimeoutSec?: number;
  /** Any goal is cancelled and reported `failed` after this long; default 600. */
  navigationTimeoutSec?: number;
  /** After cancelling a goal, how long to wait for move_base to confirm; default 1000. */
  cancelSettleMs?: number;
  /**
   * How long a goal waits for a link that is down — to be sent, or to learn how it ended — before it is reported
   * `unavailable` (an infrastructure fault; the agent ends the mission); default 30.
   */
  linkTimeoutSec?: number;
  /** First reconnect delay after a drop, doubling up to `reconnectMaxDelayMs`; defaults 250 and 5000. */
  reconnectDelayMs?: number;
  reconnectMaxDelayMs?: number;
  /** How long connecting waits for the first robot pose before going on with (0, 0); default 2000. */
  firstPoseTimeoutMs?: number;
  /** rosbridge-side throttle of the costmap subscription; default 250. */
  costmapThrottleMs?: number;
  /** At most one MarkerArray per this interval; default 1000. */
  markerIntervalMs?: number;
  /** Text labels on markers; default true. */
  markerLabels?: boolean;
  /** Publish markers of the robot's map after every change without being asked; default true. */
  autoMarkers?: boolean;
  /** ROS 2: subscribe again to a latched topic (pose, costmap) silent this long; default 2000, 0 never. */
  latchedRetryMs?: number;
  /** Replaces the `ws` transport (tests, custom sockets). */
  transportFactory?: ITransportFactory;
  log?: Logger;
}

/**
 * Connect to rosbridge and return a {@link RosbridgeRobotPort}, or a failure such as
 * "no rosbridge at ws://localhost:9090: is rosbridge_server running?" once `connectTimeoutMs` has passed.
 *
 * @example
 * const port = await connectRosbridge({ url: "ws://localhost:9090", log });
 * if (!port.ok) throw new Error(port.error);
 * const result = await port.value.navigate({ x: 10, y: 5, yawRad: 0 });
 * await port.value.close();
 */
export async function connectRosbridge(
  options: RosbridgeOptions,
): Promise<Result<RosbridgeRobotPort>> {
  const {
    url,
    ros = 2,
    connectTimeoutMs = 5000,
    firstPoseTimeoutMs = 2000,
    log = silentLogger,
  } = options;
  const checked = checkUrl(url);
  if (!checked.ok) return checked;
  const connection = await RosConnection.open({
    url,
    connectTimeoutMs,
    log,
    ...definedOnly({
      reconnectDelayMs: options.reconnectDelayMs,
      reconnectMaxDelayMs: options.reconnectMaxDelayMs,
      transportFactory: options.transportFactory,
    }),
  });
  if (!connection.ok) return connection;
  const port = new RosbridgeRobotPort(
    connection.value,
    {
      ros,
      names: resolveRosNames(options.names, ros),
      serviceTimeoutMs: options.serviceTimeoutMs ?? 20_000,
      stallTimeoutSec: options.stallTimeoutSec ?? 20,
      navigationTimeoutSec: options.navigationTimeoutSec ?? 600,
      cancelSettleMs: options.cancelSettleMs ?? 1000,
      linkTimeoutSec: options.linkTimeoutSec ?? 30,
      costmapThrottleMs: options.costmapThrottleMs ?? 250,
      markerIntervalMs: options.markerIntervalMs ?? 1000,
      markerLabels: options.markerLabels ?? true,
      autoMarkers: options.autoMarkers ?? true,
      latchedRetryMs: options.latchedRetryMs ?? 2000,
    },
    log,
  );
  log.info({ url, ros }, `connected to rosbridge (ROS ${ros})`);
  if (!(await port.waitForPose(firstPoseTimeoutMs))) {
    log.warn(
      `no robot pose on ${port.names.robotPose} within ${firstPoseTimeoutMs} ms; assuming (0, 0) until one arrives`,
    );
  }
  return ok(port);
}

/** A typo in the URL should say so at once, not after a connect timeout. */
function checkUrl(url: string): Result<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(`the rosbridge URL must look like ws://host:9090, got "${url}"`);
  }
  if (parsed.protocol !== "ws:" && parsed.protocol !== "wss:") {
    return fail(`the rosbridge URL must start with ws:// or wss://, got "${url}"`);
  }
  return ok(undefined);
}

function definedOnly<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) result[key] = value;
  return result as { [K in keyof T]?: Exclude<T[K], undefined> };
}
