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
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  response_format?: {
    type: string;
    json_schema?: { name: string; strict: boolean; schema: unknown };
  };
  [key: string]: unknown;
}

export type Scripted =
  /** A normal completion; `usage: null` leaves usage out of the response. */
  | {
      reply: string;
      usage?: { prompt_tokens: number; completion_tokens: number } | null;
      finishReason?: string;
    }
  /** An error response. */
  | { status: number; message?: string; headers?: Record<string, string> }
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
  if ("reply" in step) {
    const payload = {
      id: "chatcmpl-fake",
      object: "chat.completion",
      created: 1_700_000_000,
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: step.reply },
          finish_reason: step.finishReason ?? "stop",
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
  step: { status: number; message?: string; headers?: Record<string, string> },
): void {
  res.writeHead(step.status, { "content-type": "application/json", ...step.headers });
  res.end(
    JSON.stringify({
      error: { message: step.message ?? `status ${step.status}`, type: "fake_error" },
    }),
  );
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      resolve();
    });
  });
}
