import { Ros, type ITransportFactory, type RosbridgeMessage } from "roslib";
import { describeError, describeValue, fail, ok, type Result } from "../../errors/index.js";
import type { Logger } from "../../log/index.js";
import { isPlainObject } from "../../map/index.js";
import { wsTransportFactory } from "./wsTransport.js";

export interface RosConnectionOptions {
  url: string;
  /** The first connection must be up by then, or opening fails. */
  connectTimeoutMs: number;
  /** First delay before reconnecting after a drop; it doubles per failed attempt up to `reconnectMaxDelayMs`. */
  reconnectDelayMs?: number;
  reconnectMaxDelayMs?: number;
  /** Defaults to {@link wsTransportFactory}; tests may pass an in-memory one. */
  transportFactory?: ITransportFactory;
  log: Logger;
}

type State = "open" | "reconnecting" | "closing" | "closed";

interface PendingCall {
  fail(reason: string): void;
}

/**
 * One rosbridge connection, kept up. roslib never reconnects by itself: after a drop this retries with
 * exponential backoff (never once `close()` has been called), and roslib's topics re-send their subscribe and
 * advertise frames on the next 'connection'. Service calls get a deadline and fail at once when the socket
 * drops, because roslib never calls back for a call that was in flight.
 *
 * NOTE: `onReconnected` listeners run after roslib's own resubscriptions have been queued, so a snapshot
 * requested there is answered after the subscriptions are back (no update can fall between the two).
 */
export class RosConnection {
  readonly ros: Ros;
  readonly url: string;
  readonly #log: Logger;
  readonly #reconnectDelayMs: number;
  readonly #reconnectMaxDelayMs: number;
  readonly #pending = new Set<PendingCall>();
  readonly #reconnected = new Set<() => void>();
  readonly #disconnected = new Set<() => void>();
  #state: State = "reconnecting";
  #nextDelayMs: number;
  #retryTimer: NodeJS.Timeout | undefined;
  #callCounter = 0;

  private constructor(ros: Ros, options: RosConnectionOptions) {
    this.ros = ros;
    this.url = options.url;
    this.#log = options.log;
    this.#reconnectDelayMs = options.reconnectDelayMs ?? 250;
    this.#reconnectMaxDelayMs = options.reconnectMaxDelayMs ?? 5000;
    this.#nextDelayMs = this.#reconnectDelayMs;
  }

  /**
   * Connect, retrying within `connectTimeoutMs` (rosbridge may still be starting); fails with a sentence naming
   * the URL when nothing answers in time.
   */
  static async open(options: RosConnectionOptions): Promise<Result<RosConnection>> {
    const transportFactory =
      options.transportFactory ??
      wsTransportFactory({ handshakeTimeoutMs: options.connectTimeoutMs });
    const ros = new Ros({ transportFactory });
    const connection = new RosConnection(ros, options);
    const opened = await connection.#firstConnect(options.connectTimeoutMs);
    if (!opened.ok) return opened;
    connection.#watch();
    return ok(connection);
  }

  get isConnected(): boolean {
    return this.#state === "open" && this.ros.isConnected;
  }

  get isClosing(): boolean {
    return this.#state === "closing" || this.#state === "closed";
  }

  /** Called after every successful reconnection (not the first connection). */
  onReconnected(listener: () => void): () => void {
    this.#reconnected.add(listener);
    return () => this.#reconnected.delete(listener);
  }

  /**
   * Resolve true once the link is up (at once if it is), false after `timeoutMs`, on `signal`, or when the
   * connection is closed. Waiting on a link that is down must have a deadline like any other network wait.
   */
  waitForConnection(timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
    if (this.isConnected) return Promise.resolve(true);
    if (this.isClosing || signal?.aborted === true) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        unsubscribe();
        signal?.removeEventListener("abort", done);
        resolve(this.isConnected);
      };
      const timer = setTimeout(done, Math.max(0, timeoutMs));
      const unsubscribe = this.onReconnected(done);
      signal?.addEventListener("abort", done, { once: true });
    });
  }

  /** Called when an open connection drops. */
  onDisconnected(listener: () => void): () => void {
    this.#disconnected.add(listener);
    return () => this.#disconnected.delete(listener);
  }

  /**
   * Call a service and wait for its response, at most `timeoutMs`. Fails without sending while disconnected.
   * `what` names the call in messages ("inspect timed out after 20 s"). With `sendTimeout` the deadline also goes
   * to the bridge as `timeout` in seconds (the ROS 2 bridge's field, as roslib 2 sends it), so a bridge that
   * honours it stops waiting too; the deadline here holds either way.
   */
  callService(options: {
    service: string;
    args: Record<string, unknown>;
    timeoutMs: number;
    what: string;
    sendTimeout?: boolean;
  }): Promise<Result<Record<string, unknown>>> {
    const { service, args, timeoutMs, what } = options;
    if (this.isClosing)
      return Promise.resolve(fail(`${what} failed: the connection to rosbridge is closed`));
    if (!this.isConnected) {
      return Promise.resolve(
        fail(`${what} failed: not connected to rosbridge at ${this.url} (reconnecting)`),
      );
    }
    this.#callCounter += 1;
    const id = `call_service:${service}:${this.#callCounter}`;
    return new Promise((resolve) => {
      const finish = (result: Result<Record<string, unknown>>): void => {
        clearTimeout(timer);
        this.ros.off(id, onResponse);
        this.#pending.delete(pending);
        resolve(result);
      };
      const onResponse = (message: RosbridgeMessage): void => {
        finish(readServiceResponse(message, service, what));
      };
      const pending: PendingCall = {
        fail: (reason) => {
          finish(fail(`${what} failed: ${reason}`));
        },
      };
      const timer = setTimeout(() => {
        finish(fail(`${what} timed out after ${formatSeconds(timeoutMs)} s`));
      }, timeoutMs);
      this.#pending.add(pending);
      this.ros.once(id, onResponse);
      const timeout = options.sendTimeout === true ? { timeout: timeoutMs / 1000 } : {};
      this.ros.callOnConnection({ op: "call_service", id, service, args, ...timeout });
    });
  }

  /** Stop reconnecting, fail calls in flight, close the socket and wait (briefly) until it is closed. */
  async close(): Promise<void> {
    if (this.isClosing) return;
    this.#state = "closing";
    clearTimeout(this.#retryTimer);
    this.#failPending("the connection to rosbridge was closed");
    if (this.ros.isConnected) {
      const closed = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1000);
        this.ros.once("close", () => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.ros.close();
      await closed;
    } else {
      this.ros.close();
    }
    this.#state = "closed";
  }

  async #firstConnect(timeoutMs: number): Promise<Result<void>> {
    const deadline = Date.now() + timeoutMs;
    let lastError = "";
    const onError = (event: unknown): void => {
      lastError = describeTransportError(event);
    };
    this.ros.on("error", onError);
    try {
      for (
        let delayMs = this.#reconnectDelayMs;
        ;
        delayMs = Math.min(delayMs * 2, this.#reconnectMaxDelayMs)
      ) {
        const outcome = await this.#attempt(deadline - Date.now());
        if (outcome === "open") {
          this.#state = "open";
          return ok(undefined);
        }
        const left = deadline - Date.now();
        if (outcome === "timeout" || left <= delayMs) break;
        await sleep(delayMs);
      }
    } finally {
      this.ros.off("error", onError);
    }
    this.ros.close();
    const cause = lastError === "" ? "" : ` (${lastError})`;
    return fail(`no rosbridge at ${this.url}: is rosbridge_server running?${cause}`);
  }

  /** One connection attempt: resolves "open", "closed" (refused or dropped) or "timeout". */
  #attempt(timeoutMs: number): Promise<"open" | "closed" | "timeout"> {
    return new Promise((resolve) => {
      const done = (outcome: "open" | "closed" | "timeout"): void => {
        clearTimeout(timer);
        this.ros.off("connection", onOpen);
        this.ros.off("close", onClose);
        resolve(outcome);
      };
      const onOpen = (): void => {
        done("open");
      };
      const onClose = (): void => {
        done("closed");
      };
      const timer = setTimeout(
        () => {
          done("timeout");
        },
        Math.max(0, timeoutMs),
      );
      this.ros.on("connection", onOpen);
      this.ros.on("close", onClose);
      this.ros.connect(this.url).catch((error: unknown) => {
        this.#log.debug({ err: error }, "rosbridge transport could not be created");
        done("closed");
      });
    });
  }

  /** After the first connection: keep it up. */
  #watch(): void {
    this.ros.on("error", (event) => {
      const message = `rosbridge: ${describeTransportError(event)}`;
      // Malformed frames land here too (roslib's decoder emits them as errors); the connection carries on.
      // Failed reconnection attempts repeat every few seconds and are already announced once: keep them quiet.
      if (this.#state === "open") this.#log.warn({ url: this.url }, message);
      else this.#log.debug({ url: this.url }, message);
    });
    this.ros.on("close", () => {
      if (this.isClosing) return;
      const wasOpen = this.#state === "open";
      this.#state = "reconnecting";
      if (wasOpen) {
        this.#log.warn({ url: this.url }, "lost the connection to rosbridge; reconnecting");
        this.#failPending("the connection to rosbridge was lost");
        for (const listener of [...this.#disconnected]) listener();
      }
      this.#scheduleReconnect();
    });
    this.ros.on("connection", () => {
      if (this.isClosing) return;
      if (this.#state === "open") return;
      this.#state = "open";
      this.#nextDelayMs = this.#reconnectDelayMs;
      this.#log.info({ url: this.url }, "reconnected to rosbridge");
      // Deferred: roslib's topics queue their subscribe/advertise frames on this same event, after this listener.
      setImmediate(() => {
        if (!this.isConnected) return;
        for (const listener of [...this.#reconnected]) listener();
      });
    });
  }

  #scheduleReconnect(): void {
    clearTimeout(this.#retryTimer);
    const delayMs = this.#nextDelayMs;
    this.#nextDelayMs = Math.min(this.#nextDelayMs * 2, this.#reconnectMaxDelayMs);
    this.#retryTimer = setTimeout(() => {
      if (this.isClosing) return;
      this.ros.connect(this.url).catch((error: unknown) => {
        this.#log.debug({ err: error }, "rosbridge transport could not be created");
        this.#scheduleReconnect();
      });
    }, delayMs);
  }

  #failPending(reason: string): void {
    for (const pending of [...this.#pending]) pending.fail(reason);
  }
}

function readServiceResponse(
  message: RosbridgeMessage,
  service: string,
  what: string,
): Result<Record<string, unknown>> {
  const frame = message as unknown as Record<string, unknown>;
  if (frame["op"] !== "service_response")
    return fail(`${what} failed: unexpected reply ${describeValue(frame)}`);
  const values = frame["values"];
  if (frame["result"] !== true) {
    const reason =
      typeof values === "string" && values !== "" ? values : `the call to ${service} failed`;
    return fail(`${what} failed: ${reason}`);
  }
  if (!isPlainObject(values))
    return fail(`${what} failed: ${service} answered ${describeValue(values)}`);
  return ok(values);
}

function describeTransportError(event: unknown): string {
  if (event instanceof Error) return event.message;
  if (isPlainObject(event) && typeof event["message"] === "string") return event["message"];
  return describeError(event);
}

/** "20", "0.5", "1.25": whole seconds without decimals. */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return Number.isInteger(seconds) ? String(seconds) : String(Math.round(seconds * 100) / 100);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
