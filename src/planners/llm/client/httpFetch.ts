import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Watchdog } from "./watchdog.js";

const ERROR_BODY_LIMIT = 64 * 1024;
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for the OpenAI SDK over `node:http(s)`, so each request's {@link Watchdog} sees the connection come
 * up and every chunk arrive: Node's built-in fetch reveals neither, so a connect deadline and an idle deadline
 * could not be told apart from a slow prefill. `watchdog()` returns the request in flight (one at a time per
 * client). Bodies are strings (the SDK sends JSON); the reply body is not decompressed, so we ask for identity.
 */
export function createHttpFetch(watchdog: () => Watchdog | undefined): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const watch = watchdog();
      const signal = init?.signal ?? undefined;
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, name) => {
        headers[name] = value;
      });
      headers["accept-encoding"] = "identity";
      const send = url.protocol === "https:" ? httpsRequest : httpRequest;
      const request = send(url, { method: init?.method ?? "GET", headers });
      const abort = (): void => {
        request.destroy(abortError(signal));
      };
      if (signal?.aborted === true) {
        reject(abortError(signal));
        return;
      }
      signal?.addEventListener("abort", abort, { once: true });
      request.on("socket", (socket) => {
        if (!socket.connecting) watch?.connected();
        else
          socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () =>
            watch?.connected(),
          );
      });
      request.on("error", (error) => {
        signal?.removeEventListener("abort", abort);
        reject(error);
      });
      request.on("response", (response) => {
        watch?.answered();
        resolve(
          toResponse(response, watch, signal, () => signal?.removeEventListener("abort", abort)),
        );
      });
      const body = init?.body;
      request.end(typeof body === "string" ? body : undefined);
    });
}

function toResponse(
  response: IncomingMessage,
  watch: Watchdog | undefined,
  signal: AbortSignal | undefined,
  done: () => void,
): Response {
  const status = response.statusCode ?? 500;
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const keepError = status >= 400 && watch !== undefined;
  let ended = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      response.on("data", (chunk: Buffer) => {
        watch?.received(chunk.length);
        if (keepError && watch.errorBody.length < ERROR_BODY_LIMIT)
          watch.errorBody += chunk.toString("utf8");
        controller.enqueue(new Uint8Array(chunk));
      });
      response.on("end", () => {
        ended = true;
        done();
        controller.close();
      });
      response.on("error", (error) => {
        done();
        if (!ended) controller.error(error);
        ended = true;
      });
      response.on("close", () => {
        done();
        if (ended) return;
        ended = true;
        controller.error(
          signal?.aborted === true
            ? abortError(signal)
            : Object.assign(new Error("the server closed the connection mid-reply"), {
                code: "UND_ERR_SOCKET",
              }),
        );
      });
    },
    cancel() {
      ended = true;
      response.destroy();
    },
  });
  return new Response(NULL_BODY_STATUS.has(status) ? null : body, {
    status,
    statusText: response.statusMessage ?? "",
    headers,
  });
}

function abortError(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  const error = new Error(reason instanceof Error ? reason.message : "aborted");
  error.name = "AbortError";
  return error;
}
