import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, normalize, sep } from "node:path";
import { WebSocketServer } from "ws";
import { describeError, fail, ok, type Result } from "../../errors/index.js";
import type { Logger } from "../../log/index.js";
import { hostAllowed, isLoopback, newToken, originAllowed, stripToken } from "./access.js";
import { clientMessageSchema, MAX_CLIENT_MESSAGE_BYTES } from "./clientMessage.js";
import type { ConsoleSession } from "./ConsoleSession.js";
import { consolePage } from "./page.js";

export interface ConsoleServerOptions {
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly session: ConsoleSession;
  /** The built page scripts (`dist/web`). */
  readonly assetsDir: string;
  readonly log: Logger;
  /** Require the URL token; default: whenever the host is not loopback. */
  readonly requireToken?: boolean;
  /** Deadline for the server to start listening. */
  readonly listenTimeoutMs?: number;
}

export interface RunningConsole {
  /** The address to open, the token included when there is one. */
  readonly url: string;
  readonly token: string | undefined;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
};

/**
 * The console's HTTP + WebSocket server. Loopback by default; on any other host every request must carry the
 * random token as its first path segment (`http://host:port/<token>/`), anything else is refused with 403.
 * GET only: the page, its scripts, and the WebSocket at `feed`.
 */
export async function startConsoleServer(
  options: ConsoleServerOptions,
): Promise<Result<RunningConsole>> {
  const exposed = !isLoopback(options.host);
  const token = (options.requireToken ?? exposed) ? newToken() : undefined;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  const server = createServer((request, response) => {
    serve(request, response, { ...options, token, exposed }).catch((error: unknown) => {
      options.log.warn({ err: describeError(error) }, "console request failed");
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  server.on("upgrade", (request, socket, head) => {
    const path = stripToken(new URL(request.url ?? "/", "http://x").pathname, token);
    if (
      path !== "/feed" ||
      !hostAllowed(request.headers.host, exposed) ||
      !originAllowed(request.headers.origin, request.headers.host)
    ) {
      socket.end("HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n");
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      options.session.connect(ws);
      ws.on("message", (data, isBinary) => {
        const parsed = isBinary ? undefined : safeJson(textOf(data));
        const message = clientMessageSchema.safeParse(parsed);
        if (!message.success) {
          const issue = message.error.issues[0];
          ws.send(
            JSON.stringify({
              type: "error",
              message: `expected a console message (${issue?.message ?? "invalid"} at "${issue?.path.join(".") ?? ""}")`,
            }),
          );
          return;
        }
        options.session.handle(ws, message.data);
      });
    });
  });
  const listening = await listen(server, options);
  if (!listening.ok) return listening;
  const address = server.address() as AddressInfo;
  const shownHost = options.host.includes(":") ? `[${options.host}]` : options.host;
  const url = `http://${shownHost}:${address.port}/${token === undefined ? "" : `${token}/`}`;
  return ok({
    url,
    token,
    close: async () => {
      options.session.close();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  });
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  options: ConsoleServerOptions & { token: string | undefined; exposed: boolean },
): Promise<void> {
  const path = stripToken(new URL(request.url ?? "/", "http://x").pathname, options.token);
  if (path === undefined || !hostAllowed(request.headers.host, options.exposed)) {
    response.writeHead(403, { "content-type": "text/plain" }).end("forbidden\n");
    return;
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  if (path === "/") {
    response
      .writeHead(200, { ...SECURITY_HEADERS, "content-type": "text/html; charset=utf-8" })
      .end(consolePage());
    return;
  }
  const asset = assetPath(options.assetsDir, path);
  if (asset === undefined) {
    response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
    return;
  }
  try {
    const body = await readFile(asset);
    response
      .writeHead(200, { ...SECURITY_HEADERS, "content-type": "text/javascript; charset=utf-8" })
      .end(body);
  } catch {
    response
      .writeHead(404, { "content-type": "text/plain" })
      .end("not found (is the page built? npm run build)\n");
  }
}

/** `/app/<file>.js` inside the assets folder, or undefined (never a path outside it). */
function assetPath(dir: string, path: string): string | undefined {
  if (!path.startsWith("/app/") || !path.endsWith(".js")) return undefined;
  const resolved = normalize(join(dir, decodeURIComponent(path.slice("/app/".length))));
  return resolved.startsWith(normalize(dir) + sep) ? resolved : undefined;
}

/** A WebSocket text message's contents, however `ws` delivered it. */
function textOf(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return (Buffer.isBuffer(data) ? data : Buffer.from(new Uint8Array(data))).toString("utf8");
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function listen(server: Server, options: ConsoleServerOptions): Promise<Result<void>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.close();
      resolve(
        fail(`the console did not start listening within ${options.listenTimeoutMs ?? 5000} ms`),
      );
    }, options.listenTimeoutMs ?? 5000);
    server.once("error", (error) => {
      clearTimeout(timer);
      resolve(
        fail(
          `the console cannot listen on ${options.host}:${options.port}: ${describeError(error)}`,
        ),
      );
    });
    server.listen(options.port, options.host, () => {
      clearTimeout(timer);
      resolve(ok(undefined));
    });
  });
}
