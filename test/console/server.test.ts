import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  ConsoleSession,
  isLoopback,
  startConsoleServer,
  WebOperator,
  type RunningConsole,
} from "../../src/console/index.js";
import { silentLogger } from "../../src/log/index.js";

const running: RunningConsole[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

async function start(options: { requireToken?: boolean } = {}): Promise<{
  console: RunningConsole;
  session: ConsoleSession;
}> {
  const session = new ConsoleSession({ mode: "run", questionTimeoutMs: 5000, log: silentLogger });
  const started = await startConsoleServer({
    host: "127.0.0.1",
    port: 0,
    session,
    assetsDir: "/nonexistent",
    log: silentLogger,
    ...options,
  });
  if (!started.ok) throw new Error(started.error);
  running.push(started.value);
  return { console: started.value, session };
}

function get(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The first `count` messages a WebSocket receives, or the reason it was refused. */
function messages(url: string, count: number, headers: Record<string, string> = {}, send?: string) {
  return new Promise<{ refused: boolean; received: Record<string, unknown>[] }>((resolve) => {
    const ws = new WebSocket(url, { headers });
    const received: Record<string, unknown>[] = [];
    ws.on("open", () => {
      if (send !== undefined) ws.send(send);
    });
    ws.on("message", (data: Buffer) => {
      received.push(JSON.parse(data.toString()) as Record<string, unknown>);
      if (received.length >= count) {
        ws.close();
        resolve({ refused: false, received });
      }
    });
    ws.on("error", () => {
      resolve({ refused: true, received });
    });
  });
}

describe("the console server", () => {
  it("on loopback: serves the page with a strict CSP, refuses other Host names, methods and paths", async () => {
    const { console: server } = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await get(server.url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('src="app/console/web/main.js"');
    expect(String(page.headers["content-security-policy"])).toContain("default-src 'none'");
    expect((await get(server.url, { host: "attacker.example" })).status).toBe(403);
    expect((await get(server.url, {}, "POST")).status).toBe(405);
    expect((await get(`${server.url}app/%2e%2e/%2e%2e/package.json`)).status).toBe(404);
    expect((await get(`${server.url}app/../../etc/passwd.js`)).status).toBe(404);
  });

  it("sends hello, the history and the pending question to a page, and refuses a foreign origin", async () => {
    const { console: server, session } = await start();
    session.sink({ kind: "pose", t: 1, x: 2, y: 3, yawRad: 0 });
    const feed = `${server.url.replace("http", "ws")}feed`;
    const got = await messages(feed, 3);
    expect(got.received.map((m) => m["type"])).toEqual(["hello", "history", "question"]);
    expect(got.received[1]).toMatchObject({ items: [{ kind: "pose", x: 2, y: 3 }] });
    const foreign = await messages(feed, 1, { origin: "http://attacker.example" });
    expect(foreign.refused).toBe(true);
  });

  it("answers a malformed message with an error that says what was expected, and keeps serving", async () => {
    const { console: server } = await start();
    const feed = `${server.url.replace("http", "ws")}feed`;
    const got = await messages(feed, 4, {}, JSON.stringify({ type: "launch-missiles" }));
    expect(got.received[3]).toMatchObject({ type: "error" });
    expect(String(got.received[3]?.["message"])).toMatch(/expected a console message/);
    expect((await get(server.url)).status).toBe(200);
  });

  it("with a token: every request without it is refused, with it served (page, WebSocket)", async () => {
    const { console: server } = await start({ requireToken: true });
    const token = server.token ?? "";
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect(server.url.endsWith(`/${token}/`)).toBe(true);
    const base = server.url.slice(0, -(token.length + 1));
    expect((await get(base)).status).toBe(403);
    expect((await get(`${base}app/console/web/main.js`)).status).toBe(403);
    // (A wrong token: its first character changed, so never the token itself, whatever it starts with.)
    const wrong = `${token.startsWith("x") ? "y" : "x"}${token.slice(1)}`;
    expect((await get(`${base}${wrong}/`)).status).toBe(403);
    expect((await get(server.url)).status).toBe(200);
    const ws = base.replace("http", "ws");
    expect((await messages(`${ws}feed`, 1)).refused).toBe(true);
    expect((await messages(`${ws}${token}/feed`, 1)).received[0]).toMatchObject({ type: "hello" });
  });

  it("a host that is not loopback needs the token", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("localhost")).toBe(true);
    expect(isLoopback("0.0.0.0")).toBe(false);
    expect(isLoopback("192.168.1.5")).toBe(false);
  });
});

describe("the web operator", () => {
  it("waits for the page's answer to the question it announced", async () => {
    const announced: unknown[] = [];
    const operator = new WebOperator({ timeoutMs: 5000, onChange: (q) => announced.push(q) });
    const reply = operator.ask("Which tower?");
    const pending = operator.pending;
    expect(pending).toMatchObject({ kind: "clarify", text: "Which tower?" });
    expect(operator.answer((pending?.id ?? 0) + 1, "wrong id")).toBe(false);
    expect(operator.answer(pending?.id ?? 0, " the south one ")).toBe(true);
    expect(await reply).toBe("the south one");
    expect(announced.at(-1)).toBeUndefined();
  });

  it("a stop or the deadline leaves the question unanswered: I don't know, and a retask stops", async () => {
    const controller = new AbortController();
    const operator = new WebOperator({ timeoutMs: 50, onChange: () => undefined });
    operator.useSignal(controller.signal);
    const asked = operator.ask("Where?");
    controller.abort();
    expect(await asked).toBe("I don't know");
    const late = new WebOperator({ timeoutMs: 30, onChange: () => undefined });
    expect(await late.retask("stuck")).toBeUndefined();
  });
});
