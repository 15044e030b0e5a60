import { setTimeout as sleep } from "node:timers/promises";
import { describeError, describeValue, type Result } from "../../src/errors/index.js";
import type { Logger } from "../../src/log/index.js";
import { isPlainObject } from "../../src/map/index.js";
import type { RosNames } from "../../src/robot/rosbridge/index.js";
import type { ClientSession } from "./ClientSession.js";
import type { Frame } from "./readFrame.js";
import type { SimulatedRobot } from "./SimulatedRobot.js";

/** What rosbridge sends back: `values` on success, an error string when the call itself failed. */
export type ServiceReply =
  { result: true; values: Record<string, unknown> } | { result: false; values: string };

export type ServiceHandler = (args: Record<string, unknown>) => Promise<ServiceReply>;

/**
 * The contract's services over a simulation. An application failure (unknown object) is a normal reply with
 * `success: false`; only malformed arguments fail the call itself, as a type error does on a real bridge.
 * Camera calls take simulated time; with pacing, the same time passes on the wall clock before the reply.
 */
export function simServices(options: {
  robot: SimulatedRobot;
  names: RosNames;
  realtimeFactor: number;
}): Map<string, ServiceHandler> {
  const { robot, names, realtimeFactor } = options;
  const paced = async (call: () => Result<string>): Promise<Result<string>> => {
    const before = robot.nowSec();
    const result = call();
    const waitMs = ((robot.nowSec() - before) / realtimeFactor) * 1000;
    if (waitMs > 0) await sleep(waitMs);
    return result;
  };
  const answer = (result: Result<string>): ServiceReply => ({
    result: true,
    values: result.ok
      ? { success: true, answer: result.value }
      : { success: false, answer: result.error },
  });
  return new Map<string, ServiceHandler>([
    [
      names.getGraph,
      () =>
        Promise.resolve({
          result: true,
          values: { success: true, message: JSON.stringify(robot.snapshot()) },
        }),
    ],
    [
      names.setLabels,
      (args) => {
        const labels = args["labels"];
        if (!Array.isArray(labels) || !labels.every((label) => typeof label === "string")) {
          return Promise.resolve(argumentError(names.setLabels, "labels", "string[]", labels));
        }
        return robot.setLabelsByMeaning(labels).then((result) => ({
          result: true,
          values: result.ok
            ? { success: true, message: result.value }
            : { success: false, message: result.error },
        }));
      },
    ],
    [
      names.inspect,
      async (args) => {
        const { object, query } = args;
        if (typeof object !== "string")
          return argumentError(names.inspect, "object", "string", object);
        return answer(
          await paced(() => robot.inspect(object, typeof query === "string" ? query : "")),
        );
      },
    ],
    [names.describeScene, async () => answer(await paced(() => robot.describeScene()))],
  ]);
}

function argumentError(service: string, field: string, type: string, value: unknown): ServiceReply {
  return {
    result: false,
    values: `${service}: field "${field}" must be ${type}, got ${describeValue(value)}`,
  };
}

/** The `args` of a call_service frame: an object (a missing one is empty). */
export function serviceArgs(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return {};
  return isPlainObject(value) ? value : undefined;
}

/**
 * Answer one `call_service` frame (ROSBRIDGE_PROTOCOL.md §3.3.8/§3.3.9). A positive `timeout` (seconds, sent by
 * roslib 2 and by spine's ROS 2 profile) bounds the wait: past it the reply is `result: false` and the text
 * below. The ROS 2 bridge 2.1.0 read for this (capabilities/call_service.py) ignores the field and waits for the
 * service for ever once it exists, so spine keeps its own deadline either way.
 */
export async function answerServiceCall(options: {
  session: ClientSession;
  frame: Frame;
  services: Map<string, ServiceHandler>;
  /** Calls to these are received and never answered (fault injection), unless `timeout` runs out. */
  unanswered: ReadonlySet<string>;
  log: Logger;
}): Promise<void> {
  const { session, frame, services, unanswered, log } = options;
  const service = frame["service"];
  const id = frame["id"];
  if (typeof service !== "string") {
    log.warn(`"call_service" frame needs a "service": ${describeValue(frame, 120)}`);
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
  const timeout = frame["timeout"];
  const timeoutSec = typeof timeout === "number" && timeout > 0 ? timeout : undefined;
  const expired = (): Promise<ServiceReply> =>
    timeoutSec === undefined
      ? new Promise<never>(() => undefined)
      : sleep(timeoutSec * 1000).then(() => ({
          result: false,
          values: `Timeout exceeded while waiting for ${service} after ${timeoutSec} s`,
        }));
  if (unanswered.has(service)) {
    log.debug({ service }, "service call left unanswered (fault injection)");
    if (timeoutSec !== undefined) respond(await expired());
    return;
  }
  const handler = services.get(service);
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
    respond(await Promise.race([handler(args), expired()]));
  } catch (error) {
    log.error({ err: error, service }, "simulated service failed");
    respond({ result: false, values: `${service} failed: ${describeError(error)}` });
  }
}
