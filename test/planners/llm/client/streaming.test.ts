import { afterEach, describe, expect, it } from "vitest";
import { ask, clientOn, closeServers } from "./clientHelpers.js";

afterEach(closeServers);

const ANSWER = '{"plan": ["answer(all quiet)"], "reasoning": "nothing moved"}';

describe("streaming", () => {
  it("streams by default, asks for usage, and reads it from the last chunk", async () => {
    const run = await clientOn([
      {
        reply: ANSWER,
        usage: {
          prompt_tokens: 900,
          completion_tokens: 40,
          prompt_tokens_details: { cached_tokens: 768 },
          completion_tokens_details: { reasoning_tokens: 12 },
        },
      },
    ]);
    const result = await ask(run);
    expect(run.server.requests[0]!.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(result.ok && result.value).toMatchObject({
      text: ANSWER,
      streamed: true,
      finishReason: "stop",
      model: "fake-model",
      usage: { promptTokens: 900, completionTokens: 40, cachedTokens: 768, reasoningTokens: 12 },
    });
  });

  it("does not stream when told not to, and still reads usage details", async () => {
    const run = await clientOn(
      [
        {
          reply: ANSWER,
          usage: {
            prompt_tokens: 5,
            completion_tokens: 2,
            prompt_tokens_details: { cached_tokens: 0 },
          },
        },
      ],
      { stream: false },
    );
    const result = await ask(run);
    expect(run.server.requests[0]!.body.stream).toBeUndefined();
    expect(run.server.requests[0]!.body["stream_options"]).toBeUndefined();
    expect(result.ok && result.value).toMatchObject({
      streamed: false,
      usage: { promptTokens: 5, completionTokens: 2, cachedTokens: 0 },
    });
  });

  it("falls back to one JSON reply, for good, when a server refuses to stream", async () => {
    const run = await clientOn([
      { status: 400, message: "streaming is not supported by this endpoint" },
      { reply: ANSWER },
      { reply: ANSWER },
    ]);
    expect((await ask(run)).ok).toBe(true);
    expect((await ask(run)).ok).toBe(true);
    expect(run.server.requests.map((request) => request.body.stream)).toEqual([
      true,
      undefined,
      undefined,
    ]);
    expect(run.events).toEqual([
      expect.objectContaining({ type: "adapted", change: "streaming off (the server refuses it)" }),
    ]);
  });

  it("keeps a slow but steady stream alive past the idle deadline", async () => {
    // 12 pieces 120 ms apart: about 1.4 s in all, each gap well under the 400 ms idle deadline.
    const run = await clientOn([{ reply: ANSWER, pieceChars: 5, pieceDelayMs: 120 }], {
      idleTimeoutMs: 400,
      timeoutMs: 10_000,
    });
    const started = performance.now();
    const result = await ask(run);
    expect(performance.now() - started).toBeGreaterThan(1_000);
    expect(result.ok && result.value.text).toBe(ANSWER);
  });

  it("ends a stream that stops mid-reply at the idle deadline", async () => {
    const run = await clientOn([{ stall: true }], {
      idleTimeoutMs: 300,
      timeoutMs: 10_000,
      maxRetries: 0,
    });
    const started = performance.now();
    const result = await ask(run);
    const elapsedMs = performance.now() - started;
    expect(elapsedMs).toBeGreaterThanOrEqual(290);
    expect(elapsedMs).toBeLessThan(1_500);
    expect(!result.ok && result.error.error).toMatchObject({
      kind: "timeout",
      reason: "the reply stopped for 300 ms",
    });
  });

  it("gives up on a server that accepts and never answers at the first-byte deadline, trying it twice at most", async () => {
    const run = await clientOn([{ silent: true }, { silent: true }, { silent: true }], {
      idleTimeoutMs: 300,
      timeoutMs: 60_000,
      maxRetries: 3,
    });
    const started = performance.now();
    const result = await ask(run);
    const elapsedMs = performance.now() - started;
    expect(run.server.requests).toHaveLength(2);
    expect(elapsedMs).toBeGreaterThanOrEqual(590);
    expect(elapsedMs).toBeLessThan(2_500);
    expect(!result.ok && result.error.message).toMatch(
      /went silent after 2 tries \(connected, but not a byte of reply within 300 ms\); .*raise idleTimeoutMs/,
    );
  });
});

describe("replies that are not OpenAI JSON", () => {
  const cases = [
    {
      what: "an HTML page",
      raw: "<html>\n<body>Sign in</body></html>",
      shown: "<html>\\n<body>Sign in</body></html>",
    },
    { what: "an empty body", raw: "", contentType: "application/json", shown: "(an empty body)" },
    {
      what: "another API's JSON",
      raw: '{"status":"ok"}',
      contentType: "application/json",
      shown: '{"status":"ok"}',
    },
    {
      what: "a broken event stream",
      raw: "data: {oops\n\n",
      contentType: "text/event-stream",
      shown: "{oops",
    },
  ];
  for (const { what, raw, contentType, shown } of cases) {
    it(`is a bad-response for ${what}, not retried`, async () => {
      const run = await clientOn([{ raw, ...(contentType === undefined ? {} : { contentType }) }]);
      const result = await ask(run);
      expect(run.server.requests).toHaveLength(1);
      expect(!result.ok && result.error.error.kind).toBe("bad-response");
      expect(!result.ok && result.error.message).toContain(
        `the server answered with something that is not OpenAI JSON: ${shown}`,
      );
    });
  }

  it("shows only the first 200 bytes, control characters escaped", async () => {
    const run = await clientOn([{ raw: `\u0007${"x".repeat(500)}` }]);
    const result = await ask(run);
    const message = !result.ok ? result.error.message : "";
    expect(message).toContain(`not OpenAI JSON: \\x07${"x".repeat(199)} (from`);
  });
});

describe("a prompt the server did not read whole", () => {
  const longAsk = [
    { role: "system" as const, content: "You plan." },
    { role: "user" as const, content: `graph: ${"region_x at (12.5, -40.25); ".repeat(800)}` },
  ];

  it("is flagged when the server counts far fewer prompt tokens than were sent (Ollama truncating)", async () => {
    const run = await clientOn([
      { reply: "a", usage: { prompt_tokens: 2048, completion_tokens: 1 } },
      { reply: "b", usage: { prompt_tokens: 9000, completion_tokens: 1 } },
    ]);
    const signal = new AbortController().signal;
    const cut = await run.client.complete(longAsk, { signal });
    expect(cut.ok && cut.value.promptTruncated).toBe(true);
    const whole = await run.client.complete(longAsk, { signal });
    expect(whole.ok && whole.value).not.toHaveProperty("promptTruncated");
  });
});
