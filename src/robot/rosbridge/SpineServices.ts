import { describeError, describeValue, fail, ok, type Result } from "../../errors/index.js";
import type { RosConnection } from "./RosConnection.js";
import type { RosNames } from "./RosNames.js";

/** The query sent with `describe_scene` (the contract leaves `object` empty; a VLM node may use its own prompt). */
export const DESCRIBE_SCENE_QUERY = "Describe the robot's current surroundings.";

/**
 * The contract's services with promise results and deadlines. A response with `success: false` is a failure
 * whose text is the robot's reason; transport failures and missed deadlines are failures naming the call
 * ("inspect timed out after 20 s"). A call that fails because the link is down (or drops while it is in
 * flight) is made once more when the link is back within `linkTimeoutMs`: the spine services are idempotent, and
 * a lost link is no answer about the robot's world.
 */
export class SpineServices {
  readonly #connection: RosConnection;
  readonly #names: RosNames;
  readonly #timeoutMs: number;
  readonly #linkTimeoutMs: number;
  readonly #sendTimeout: boolean;

  constructor(options: {
    connection: RosConnection;
    names: RosNames;
    timeoutMs: number;
    linkTimeoutMs: number;
    /** ROS 2: tell the bridge the deadline too (`timeout` in call_service). */
    sendTimeout: boolean;
  }) {
    this.#sendTimeout = options.sendTimeout;
    this.#connection = options.connection;
    this.#names = options.names;
    this.#timeoutMs = options.timeoutMs;
    this.#linkTimeoutMs = options.linkTimeoutMs;
  }

  /** `/spine/get_graph` (std_srvs/Trigger): the snapshot JSON in `message`, parsed but not validated. */
  async getGraph(): Promise<Result<unknown>> {
    const reply = await this.#call(this.#names.getGraph, "get_graph", {});
    if (!reply.ok) return reply;
    const { success, message } = reply.value;
    const text = typeof message === "string" ? message : "";
    if (success !== true)
      return fail(`get_graph failed: ${text === "" ? "no reason given" : text}`);
    try {
      return ok(JSON.parse(text) as unknown);
    } catch (error) {
      return fail(
        `get_graph returned a message that is not JSON (${describeError(error)}): ${describeValue(text)}`,
      );
    }
  }

  /** `/spine/set_labels` (spine_msgs/SetLabels). */
  async setLabels(labels: readonly string[]): Promise<Result<string>> {
    const reply = await this.#call(this.#names.setLabels, "set_labels", { labels: [...labels] });
    if (!reply.ok) return reply;
    const { success, message } = reply.value;
    const text = typeof message === "string" ? message : "";
    if (success !== true) return fail(text === "" ? "the detector refused the labels" : text);
    return ok(text === "" ? `labels set: ${labels.join(", ")}` : text);
  }

  /** `/spine/inspect` (spine_msgs/Query). */
  inspect(object: string, query: string): Promise<Result<string>> {
    return this.#query(this.#names.inspect, "inspect", object, query);
  }

  /** `/spine/describe_scene` (spine_msgs/Query with an empty object). */
  describeScene(): Promise<Result<string>> {
    return this.#query(this.#names.describeScene, "describe_scene", "", DESCRIBE_SCENE_QUERY);
  }

  async #query(
    service: string,
    what: string,
    object: string,
    query: string,
  ): Promise<Result<string>> {
    const reply = await this.#call(service, what, { object, query });
    if (!reply.ok) return reply;
    const { success, answer } = reply.value;
    const text = typeof answer === "string" ? answer : "";
    if (success !== true) return fail(text === "" ? `${service} answered without success` : text);
    return ok(text);
  }

  async #call(
    service: string,
    what: string,
    args: Record<string, unknown>,
  ): Promise<Result<Record<string, unknown>>> {
    const call = {
      service,
      args,
      timeoutMs: this.#timeoutMs,
      what,
      sendTimeout: this.#sendTimeout,
    };
    const first = await this.#connection.callService(call);
    const connection = this.#connection;
    if (first.ok || connection.isConnected || connection.isClosing) return first;
    if (!(await connection.waitForConnection(this.#linkTimeoutMs))) return first;
    return connection.callService(call);
  }
}
