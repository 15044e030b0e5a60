import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import {
  startFakeLlmServer,
  unusedPort,
  type FakeLlmServer,
  type Script,
} from "./fakeLlmServer.js";
import { neverAborted, planRequest, replyText, roadMap, testGenerator } from "./helpers.js";
import type { LlmConfig } from "../../../src/config/index.js";

let server: FakeLlmServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const OK_REPLY = replyText({ plan: ["answer(fine)"] });

async function propose(script: Script, config: Partial<LlmConfig> = {}, signal = neverAborted()) {
  server = await startFakeLlmServer(script);
  const generator = testGenerator(server.baseUrl, config);
  const started = performance.now();
  const result = await generator.propose(planRequest(roadMap()), { signal });
  const ended = performance.now();
  // From the first request's arrival: building the prompt (the map view, relevance on first use) is not the
  // deadline under test.
  const sentAt = server.requests[0]?.atMs ?? started;
  return {
    result,
    elapsedMs: ended - started,
    sinceSentMs: ended - sentAt,
    requests: server.requests,
    generator,
  };
}

describe("LLM faults", () => {
  it("the SDK's own timeout does not cover a body that stalls after the headers", async () => {
    server = await startFakeLlmServer([{ stall: true }]);
    const client = new OpenAI({
      apiKey: "x",
      baseURL: server.baseUrl,
      timeout: 200,
      maxRetries: 0,
    });
    const controller = new AbortController();
    const call = client.chat.completions
      .create(
        { model: "m", messages: [{ role: "user", content: "hi" }] },
        { signal: controller.signal },
      )
      .then(
        () => "answered",
        () => "failed",
      );
    const outcome = await Promise.race([
      call,
      new Promise<string>((resolve) =>
        setTimeout(() => {
          resolve("still waiting");
        }, 800),
      ),
    ]);
    expect(outcome).toBe("still waiting");
    controller.abort();
    await call;
  });

  it("ends a stalled body at the hard deadline and says so", async () => {
    const { result, elapsedMs, sinceSentMs } = await propose([{ stall: true }], {
      timeoutMs: 300,
      maxRetries: 0,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(
        "did not answer after 1 try (no complete reply within 300 ms)",
      );
    }
    expect(elapsedMs).toBeGreaterThanOrEqual(290);
    expect(sinceSentMs).toBeLessThan(2_000);
  });

  it("retries 500s with backoff, then succeeds", async () => {
    const { result, requests } = await propose([
      { status: 500, message: "boom" },
      { status: 502, message: "bad gateway" },
      { reply: OK_REPLY, usage: { prompt_tokens: 10, completion_tokens: 5 } },
    ]);
    expect(result.ok).toBe(true);
    expect(requests).toHaveLength(3);
  });

  it("honours retry-after on a 429, in seconds and in milliseconds", async () => {
    const { result, requests } = await propose([
      { status: 429, message: "slow down", headers: { "retry-after": "1" } },
      { status: 429, message: "slow down", headers: { "retry-after-ms": "250" } },
      { reply: OK_REPLY },
    ]);
    expect(result.ok).toBe(true);
    const [first, second, third] = requests.map((request) => request.atMs);
    expect(second! - first!).toBeGreaterThanOrEqual(950);
    expect(third! - second!).toBeGreaterThanOrEqual(240);
    expect(third! - second!).toBeLessThan(900);
  });

  it("gives up on a 429 that asks for a longer wait than allowed", async () => {
    const { result, requests } = await propose([
      { status: 429, message: "quota", headers: { "retry-after": "3600" } },
    ]);
    expect(requests).toHaveLength(1);
    expect(!result.ok && result.error.message).toContain("asked to wait 3600 s before retrying");
  });

  it("reports a server that accepts the connection but never answers", async () => {
    const { result, requests, elapsedMs } = await propose([{ silent: true }, { silent: true }], {
      timeoutMs: 250,
      maxRetries: 1,
    });
    expect(requests).toHaveLength(2);
    expect(elapsedMs).toBeGreaterThanOrEqual(490);
    expect(!result.ok && result.error.message).toMatch(
      /^the LLM server at http:\/\/127\.0\.0\.1:\d+\/v1 did not answer after 2 tries \(no complete reply within 250 ms\); is it running\? Set OPENAI_BASE_URL/,
    );
  });

  it("reports a refused connection after every retry, naming the address", async () => {
    const port = await unusedPort();
    const generator = testGenerator(`http://127.0.0.1:${port}/v1`, { maxRetries: 3 });
    const result = await generator.propose(planRequest(roadMap()), { signal: neverAborted() });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toBe(
      `the LLM server at http://127.0.0.1:${port}/v1 did not answer after 4 tries (connection refused); ` +
        "is it running? Set OPENAI_BASE_URL (or --base-url) to its address (Ollama: http://localhost:11434/v1, " +
        "vLLM: http://localhost:8000/v1, llama.cpp: http://localhost:8080/v1).",
    );
  });

  it("stops at once when the caller aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 100);
    const { result, sinceSentMs } = await propose(
      [{ silent: true }],
      { timeoutMs: 5_000 },
      controller.signal,
    );
    expect(!result.ok && result.error.message).toBe("the LLM request was cancelled");
    expect(sinceSentMs).toBeLessThan(1_000);
  });

  it("names the model on a 404 and the key on a 401, without retrying", async () => {
    const missing = await propose([{ status: 404, message: "model 'fake-model' not found" }]);
    expect(missing.requests).toHaveLength(1);
    expect(!missing.result.ok && missing.result.error.message).toContain(
      'does not serve the model "fake-model"',
    );
    await server?.close();
    const denied = await propose([{ status: 401, message: "invalid api key" }]);
    expect(denied.requests).toHaveLength(1);
    expect(!denied.result.ok && denied.result.error.message).toContain("check OPENAI_API_KEY");
  });

  it("can carry on after a failure: the next call goes through", async () => {
    server = await startFakeLlmServer([{ status: 503 }, { reply: OK_REPLY }]);
    const generator = testGenerator(server.baseUrl, { maxRetries: 0 });
    const map = roadMap();
    const failed = await generator.propose(planRequest(map), { signal: neverAborted() });
    expect(failed.ok).toBe(false);
    const retried = await generator.propose(planRequest(map), { signal: neverAborted() });
    expect(retried.ok && retried.value.text).toBe(OK_REPLY);
  });
});
