import { setTimeout as sleep } from "node:timers/promises";
import { describeValue, type Result } from "../../src/errors/index.js";
import { isPlainObject } from "../../src/map/index.js";
import type { RosNames } from "../../src/robot/rosbridge/index.js";
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
