import { fail, type Result } from "../../src/errors/index.js";
import { silentLogger, type Logger } from "../../src/log/index.js";
import {
  resolveRosNames,
  type RosNames,
  type RosVersion,
} from "../../src/robot/rosbridge/index.js";
import type { SimulatedRobot } from "./SimulatedRobot.js";
import { SimServer } from "./SimServer.js";

export interface ServeSimulationOptions {
  /** The engine's `Simulation`, or anything with the same surface. */
  simulation: SimulatedRobot;
  /** Loopback by default: the bridge has no authentication. */
  host?: string;
  /** 9090 like rosbridge_server; 0 picks a free port (tests). */
  port?: number;
  /** Which bridge to be: 2 (default) the ROS 2 rosbridge in front of Nav2, 1 the ROS 1 one in front of move_base. */
  ros?: RosVersion;
  names?: Partial<RosNames>;
  /** Simulated seconds per wall second while driving and using the camera; default 1 (real time). */
  realtimeFactor?: number;
  /** Wall-clock length of one drive slice; default 50. */
  sliceMs?: number;
  /** The simulated controller's goal tolerance (move_base goals carry none); default 1. */
  goalToleranceM?: number;
  /**
   * Seconds a finished goal stays in `/move_base/status`; default 5, actionlib's `status_list_timeout`. The result
   * is published once, not latched: a client that is away longer never hears how its goal ended.
   */
  keepFinishedSec?: number;
  /** Pose topic rate; default 10. */
  poseRateHz?: number;
  /** ROS 1 `/move_base/status` rate; default 5 (actionlib's). */
  statusRateHz?: number;
  /** At most one costmap per this interval while the robot moves; default 500. */
  costmapIntervalMs?: number;
  log?: Logger;
}

/**
 * Serve a simulation over the rosbridge v2 protocol (shared/spec/ros-interface.md), for `spine sim serve` and
 * for testing the rosbridge robot port without ROS.
 *
 * @example
 * const server = await serveSimulation({ simulation, port: 9090, realtimeFactor: 5, log });
 * if (!server.ok) throw new Error(server.error);
 * // … `spine run --rosbridge ws://127.0.0.1:9090` …
 * await server.value.close();
 */
export async function serveSimulation(options: ServeSimulationOptions): Promise<Result<SimServer>> {
  const {
    simulation,
    host = "127.0.0.1",
    port = 9090,
    ros = 2,
    realtimeFactor = 1,
    sliceMs = 50,
    goalToleranceM = 1,
    keepFinishedSec = 5,
    poseRateHz = 10,
    statusRateHz = 5,
    costmapIntervalMs = 500,
    log = silentLogger,
  } = options;
  const positive = { realtimeFactor, sliceMs, goalToleranceM, poseRateHz, statusRateHz };
  for (const [name, value] of Object.entries(positive)) {
    if (!(Number.isFinite(value) && value > 0))
      return fail(`${name} must be a positive number, got ${value}`);
  }
  if (!(Number.isFinite(keepFinishedSec) && keepFinishedSec >= 0)) {
    return fail(`keepFinishedSec must be a non-negative number, got ${keepFinishedSec}`);
  }
  if (!(Number.isFinite(costmapIntervalMs) && costmapIntervalMs >= 0)) {
    return fail(`costmapIntervalMs must be a non-negative number, got ${costmapIntervalMs}`);
  }
  if (!(Number.isInteger(port) && port >= 0 && port <= 65535))
    return fail(`port must be 0…65535, got ${port}`);
  return SimServer.listen({
    robot: simulation,
    host,
    port,
    settings: {
      ros,
      names: resolveRosNames(options.names, ros),
      realtimeFactor,
      sliceMs,
      goalToleranceM,
      keepFinishedSec,
      poseRateHz,
      statusRateHz,
      costmapIntervalMs,
    },
    log,
  });
}
