/**
 * A real HTTP server on 127.0.0.1 (ephemeral port) that speaks just enough of `POST /v1/chat/completions` to
 * replay scripted replies and faults to the real `openai` client.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** What the client sent. */
export interface RecordedRequest {
  readonly body: ChatBody;
  readonly headers: IncomingHttpHeaders;
  /** `performance.now()` when the request arrived. */
  readonly atMs: number;
}

export interface ChatBody {
  model: string;
  messages: { role: string; content: string; [key: string]: unknown }[];
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  response_format?: {
    type: string;
    json_schema?: { name: string; strict: boolean; schema: unknown };
  };
  [key: string]: unknown;
}

/** A completion: streamed as server-sent events when the request asks for `stream`, else one JSON body. */
export interface ScriptedReply {
  reply: string;
  /** `usage: null` leaves usage out of the response. */
  usage?: {
    prompt_tokens: number;
    completion_tokens: number;
    prompt_tokens_details?: { cached_tokens: number };
    completion_tokens_details?: { reasoning_tokens: number };
  } | null;
  finishReason?: string;
  /** Thoughts in a separate field, as vLLM / DeepSeek (`reasoning_content`) or Ollama (`reasoning`) send them. */
  reasoning?: { field: "reasoning_content" | "reasoning"; text: string };
  toolCalls?: { id: string; name: string; arguments: string }[];
  /** Answer in one JSON body even when asked to stream (servers that ignore `stream`). */
  ignoreStream?: boolean;
  /** Streamed: the content is sent in pieces of this many characters, this long apart. */
  pieceChars?: number;
  pieceDelayMs?: number;
}

export type Scripted =
  | ScriptedReply
  /** An error response; `body` replaces the usual `{error: {message}}` (servers differ). */
  | { status: number; message?: string; headers?: Record<string, string>; body?: unknown }
  /** Exactly this body with status 200 (an HTML page, an empty body). */
  | { raw: string; contentType?: string }
  /** Headers and part of the body are sent, then nothing: the body never finishes. */
  | { stall: true }
  /** The connection is accepted and the request read, but nothing is ever sent. */
  | { silent: true };

export type Script = readonly Scripted[] | ((request: RecordedRequest, index: number) => Scripted);

export interface FakeLlmServer {
  /** `http://127.0.0.1:<port>/v1` */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeLlmServer(script: Script): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const atMs = performance.now();
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        sendError(res, { status: 404, message: `no route ${req.method ?? ""} ${req.url ?? ""}` });
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatBody;
      const recorded: RecordedRequest = { body, headers: req.headers, atMs };
      const index = requests.length;
      requests.push(recorded);
      const step =
        typeof script === "function"
          ? script(recorded, index)
          : (script[index] ?? {
              status: 400,
              message: `fake server: no scripted reply for request ${index + 1}`,
            });
      respond(res, step, body);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await listen(server);
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A port where nothing listens (bound, then released), for "connection refused". */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await listen(server);
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return port;
}

function respond(res: ServerResponse, step: Scripted, body: ChatBody): void {
  if ("reply" in step && body.stream === true && step.ignoreStream !== true) {
    void streamReply(res, step, body);
    return;
  }
  if ("raw" in step) {
    res.writeHead(200, { "content-type": step.contentType ?? "text/html" });
    res.end(step.raw);
    return;
  }
  if ("reply" in step) {
    const payload = {
      id: "chatcmpl-fake",
      object: "chat.completion",
      created: 1_700_000_000,
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: step.reply,
            ...(step.reasoning === undefined
              ? {}
              : { [step.reasoning.field]: step.reasoning.text }),
            ...(step.toolCalls === undefined
              ? {}
              : {
                  tool_calls: step.toolCalls.map((call) => ({
                    id: call.id,
                    type: "function",
                    function: { name: call.name, arguments: call.arguments },
                  })),
                }),
          },
          finish_reason:
            step.finishReason ?? (step.toolCalls === undefined ? "stop" : "tool_calls"),
        },
      ],
      ...(step.usage === null || step.usage === undefined
        ? {}
        : {
            usage: {
              ...step.usage,
              total_tokens: step.usage.prompt_tokens + step.usage.completion_tokens,
            },
          }),
    };
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(payload));
    return;
  }
  if ("status" in step) {
    sendError(res, step);
    return;
  }
  if ("stall" in step) {
    res.writeHead(200, { "content-type": "application/json" });
    res.write('{"id": "chatcmpl-stalled", "object": "chat.completion", ');
    return;
  }
  // silent: keep the socket open and say nothing.
}

function sendError(
  res: ServerResponse,
  step: { status: number; message?: string; headers?: Record<string, string>; body?: unknown },
): void {
  res.writeHead(step.status, { "content-type": "application/json", ...step.headers });
  res.end(
    JSON.stringify(
      step.body ?? {
        error: { message: step.message ?? `status ${step.status}`, type: "fake_error" },
      },
    ),
  );
}

/** The reply as chat.completion.chunk events, the way OpenAI, vLLM, llama.cpp and Ollama stream it. */
async function streamReply(
  res: ServerResponse,
  step: ScriptedReply,
  body: ChatBody,
): Promise<void> {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const send = (delta: Record<string, unknown>, finish: string | null = null): void => {
    const chunk = {
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      created: 1_700_000_000,
      model: body.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    };
    res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  };
  const pause = (): Promise<void> =>
    new Promise((resolve) => setTimeout(resolve, step.pieceDelayMs ?? 0));
  send({ role: "assistant", content: "" });
  if (step.reasoning !== undefined) send({ [step.reasoning.field]: step.reasoning.text });
  const size = step.pieceChars ?? 8;
  for (let at = 0; at < step.reply.length; at += size) {
    if (res.destroyed) return;
    if (step.pieceDelayMs !== undefined) await pause();
    send({ content: step.reply.slice(at, at + size) });
  }
  for (const [index, call] of (step.toolCalls ?? []).entries()) {
    send({
      tool_calls: [
        { index, id: call.id, type: "function", function: { name: call.name, arguments: "" } },
      ],
    });
    const half = Math.ceil(call.arguments.length / 2);
    for (const part of [call.arguments.slice(0, half), call.arguments.slice(half)]) {
      send({ tool_calls: [{ index, function: { arguments: part } }] });
    }
  }
  send({}, step.finishReason ?? (step.toolCalls === undefined ? "stop" : "tool_calls"));
  const options = body["stream_options"] as { include_usage?: boolean } | undefined;
  if (options?.include_usage === true && step.usage !== null && step.usage !== undefined) {
    const usage = {
      ...step.usage,
      total_tokens: step.usage.prompt_tokens + step.usage.completion_tokens,
    };
    res.write(
      `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1_700_000_000, model: body.model, choices: [], usage })}\n\n`,
    );
  }
  res.end("data: [DONE]\n\n");
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      resolve();
    });
  });
}
