import { afterEach, describe, expect, it } from "vitest";
import type { ChatMessage, ToolDefinition } from "../../../../src/planners/llm/index.js";
import { ASK, ask, clientOn, closeServers } from "./clientHelpers.js";

afterEach(closeServers);

const GOTO: ToolDefinition = {
  type: "function",
  function: {
    name: "goto",
    description: "Drive to a region.",
    parameters: {
      type: "object",
      properties: { region: { type: "string" } },
      required: ["region"],
    },
  },
};

describe("tool calling", () => {
  for (const stream of [true, false]) {
    it(`sends tools and reads the calls back (${stream ? "streamed" : "one JSON body"})`, async () => {
      const run = await clientOn(
        [
          {
            reply: "",
            toolCalls: [
              { id: "call_a", name: "goto", arguments: '{"region": "north"}' },
              { id: "call_b", name: "goto", arguments: '{"region": "south"}' },
            ],
          },
        ],
        { stream },
      );
      const result = await ask(run, { tools: [GOTO], toolChoice: "auto" });
      expect(run.server.requests[0]!.body).toMatchObject({ tools: [GOTO], tool_choice: "auto" });
      expect(result.ok && result.value).toMatchObject({
        text: "",
        finishReason: "tool_calls",
        toolCalls: [
          { id: "call_a", name: "goto", arguments: '{"region": "north"}' },
          { id: "call_b", name: "goto", arguments: '{"region": "south"}' },
        ],
      });
    });
  }

  it("sends an assistant's tool calls and the tool's answer as the API spells them", async () => {
    const run = await clientOn([{ reply: "done" }]);
    const messages: ChatMessage[] = [
      ...ASK,
      {
        role: "assistant",
        content: "",
        toolCalls: [{ id: "call_a", name: "goto", arguments: "{}" }],
      },
      { role: "tool", toolCallId: "call_a", content: "arrived" },
    ];
    await run.client.complete(messages, { signal: new AbortController().signal, tools: [GOTO] });
    expect(run.server.requests[0]!.body.messages.slice(-2)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "call_a", type: "function", function: { name: "goto", arguments: "{}" } },
        ],
      },
      { role: "tool", tool_call_id: "call_a", content: "arrived" },
    ]);
  });

  const REFUSALS = [
    {
      server: "Ollama",
      reply: {
        status: 400,
        message: "registry.ollama.ai/library/gemma3:4b does not support tools",
      },
    },
    {
      server: "vLLM without --enable-auto-tool-choice",
      reply: {
        status: 400,
        body: {
          object: "error",
          message:
            '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
          type: "BadRequestError",
          code: 400,
        },
      },
    },
    {
      server: "llama.cpp without --jinja",
      reply: { status: 500, message: "tools param requires --jinja flag" },
    },
  ];
  for (const { server, reply } of REFUSALS) {
    it(`surfaces tools-unsupported from ${server}, remembers it, and never resends tools`, async () => {
      const run = await clientOn([reply, { reply: "plain" }], { maxRetries: 3 });
      expect(run.client.toolsSupported).toBe(true);
      const refused = await ask(run, { tools: [GOTO] });
      expect(!refused.ok && refused.error.error).toMatchObject({
        kind: "tools-unsupported",
        retryable: false,
      });
      expect(!refused.ok && refused.error.message).toContain("falls back to plain JSON");
      expect(run.client.toolsSupported).toBe(false);
      const again = await ask(run, { tools: [GOTO] });
      expect(!again.ok && again.error).toMatchObject({
        tries: 0,
        error: { kind: "tools-unsupported" },
      });
      expect(run.server.requests).toHaveLength(1);
      const plain = await ask(run);
      expect(plain.ok && plain.value.text).toBe("plain");
    });
  }
});

describe("optional request fields", () => {
  it("sends reasoning_effort only when set", async () => {
    const unset = await clientOn([{ reply: "a" }]);
    await ask(unset);
    expect(unset.server.requests[0]!.body).not.toHaveProperty("reasoning_effort");
    const set = await clientOn([{ reply: "a" }], { reasoningEffort: "low" });
    await ask(set);
    expect(set.server.requests[0]!.body["reasoning_effort"]).toBe("low");
  });

  it("passes prompt_cache_key per request, and drops it for good when a server refuses it", async () => {
    const run = await clientOn([
      { reply: "a" },
      { status: 400, message: "Unrecognized request argument supplied: prompt_cache_key" },
      { reply: "b" },
      { reply: "c" },
    ]);
    await ask(run, { promptCacheKey: "spine-mission-1" });
    const second = await ask(run, { promptCacheKey: "spine-mission-1" });
    await ask(run, { promptCacheKey: "spine-mission-1" });
    expect(second.ok && second.value.text).toBe("b");
    expect(run.server.requests.map((request) => request.body["prompt_cache_key"])).toEqual([
      "spine-mission-1",
      "spine-mission-1",
      undefined,
      undefined,
    ]);
    expect(run.events).toEqual([
      expect.objectContaining({
        type: "adapted",
        change: "prompt_cache_key dropped (the server refuses it)",
      }),
    ]);
  });

  it("drops stream_options for a server that refuses it, and keeps streaming", async () => {
    const run = await clientOn([
      { status: 400, message: "Unrecognized request argument supplied: stream_options" },
      { reply: "a" },
    ]);
    const result = await ask(run);
    expect(result.ok && result.value).toMatchObject({ text: "a", streamed: true });
    expect(run.server.requests[1]!.body).toMatchObject({ stream: true });
    expect(run.server.requests[1]!.body["stream_options"]).toBeUndefined();
  });
});

describe("the token limit's name", () => {
  it("is max_completion_tokens from the start for OpenAI's reasoning models, max_tokens elsewhere", async () => {
    const reasoning = await clientOn([{ reply: "a" }], { model: "o4-mini" });
    await ask(reasoning);
    expect(reasoning.server.requests[0]!.body).toMatchObject({ max_completion_tokens: 2048 });
    expect(reasoning.server.requests[0]!.body.max_tokens).toBeUndefined();
    const local = await clientOn([{ reply: "a" }], { model: "qwen3:8b" });
    await ask(local);
    expect(local.server.requests[0]!.body).toMatchObject({ max_tokens: 2048 });
  });
});
