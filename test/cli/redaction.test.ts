import { createServer, type Server } from "node:http";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { spawnSpine } from "./spawnSpine.js";

/** Neither `sk-…` nor `Bearer …` shaped: only redaction by the literal value can catch it. */
const KEY = "zz-Literal-Key-4242-abcdef";

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** An OpenAI-compatible server that refuses every request and echoes the key it was sent (some do). */
async function echoingServer(): Promise<string> {
  server = createServer((request, response) => {
    const token = (request.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    response.writeHead(401, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${token}` } }));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}/v1`;
}

describe("the configured API key", () => {
  it("is redacted by its value from stderr, stdout and the log folder when a server echoes it", async () => {
    const baseUrl = await echoingServer();
    const logDir = mkdtempSync(join(tmpdir(), "spine-redact-"));
    const spine = spawnSpine(
      [
        "run",
        "--world",
        "riverside",
        "--mission",
        "Communications are down. Why?",
        "--planner",
        "llm",
        "--base-url",
        baseUrl,
        "--max-retries",
        "0",
        "--json",
        "--log-dir",
        logDir,
        "--log-level",
        "debug",
      ],
      { env: { OPENAI_API_KEY: KEY, LOG_LEVEL: undefined } },
    );
    const exit = await spine.exited;
    expect(exit.status).toBe(1);
    // The server's words arrived (so there was something to redact) …
    expect(spine.stdout() + spine.stderr()).toContain("Incorrect API key provided");
    // … without the key, anywhere.
    expect(spine.stdout()).not.toContain(KEY);
    expect(spine.stderr()).not.toContain(KEY);
    const files = readdirSync(logDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(join(logDir, file), "utf8")).not.toContain(KEY);
  }, 60_000);
});
