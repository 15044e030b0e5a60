import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { afterEach, describe, expect, it } from "vitest";
import { BEHAVIOR_SPECS } from "../../../behaviors/index.js";
import { replyJsonSchema, TRANSCRIPT_FILE_NAME } from "../../../src/planners/llm/index.js";
import { startFakeLlmServer, type FakeLlmServer } from "./fakeLlmServer.js";
import { neverAborted, planRequest, replyText, roadMap, testGenerator } from "./helpers.js";

let server: FakeLlmServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const OK_REPLY = replyText({ plan: ["answer(fine)"] });

describe("structured output", () => {
  it("asks for a strict JSON schema: an object, every field required, verdict and relevant_semantics nullable", async () => {
    server = await startFakeLlmServer([{ reply: OK_REPLY }]);
    const generator = testGenerator(server.baseUrl);
    await generator.propose(planRequest(roadMap()), { signal: neverAborted() });
    const body = server.requests[0]!.body;
    expect(body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "spine_plan", strict: true, schema: replyJsonSchema() },
    });
    expect(body.temperature).toBe(0.05);
    expect(body.max_tokens).toBe(2048);
    const schema = replyJsonSchema() as {
      type: string;
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, unknown>;
    };
    expect(schema.type).toBe("object");
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(Object.keys(schema.properties));
    expect(schema.required).toEqual([
      "primary_goal",
      "relevant_graph",
      "reasoning",
      "plan",
      "verdict",
      "relevant_semantics",
    ]);
    // One object schema per behavior (the full shape is checked in prompt.test.ts).
    const plan = schema.properties["plan"] as { type: string; items: { anyOf: unknown[] } };
    expect(plan.type).toBe("array");
    expect(plan.items.anyOf).toHaveLength(BEHAVIOR_SPECS.length);
    expect(schema.properties["relevant_semantics"]).toEqual({
      anyOf: [{ type: "array", items: { type: "string" } }, { type: "null" }],
    });
  });

  it("falls back to json_object when the server rejects the schema, and remembers it", async () => {
    server = await startFakeLlmServer([
      { status: 400, message: "response_format json_schema is not supported by this server" },
      { reply: OK_REPLY },
      { reply: OK_REPLY },
    ]);
    const generator = testGenerator(server.baseUrl, { maxRetries: 0 });
    const first = await generator.propose(planRequest(roadMap()), { signal: neverAborted() });
    expect(first.ok).toBe(true);
    await generator.propose(planRequest(roadMap(), { iteration: 2 }), { signal: neverAborted() });
    const formats = server.requests.map((request) => request.body.response_format?.type);
    expect(formats).toEqual(["json_schema", "json_object", "json_object"]);
    expect(generator.responseFormat).toBe("json_object");
  });

  it("falls back from json_object to the prompt alone when that is refused too", async () => {
    server = await startFakeLlmServer([
      { status: 400, message: "Invalid schema for response_format" },
      { status: 400, message: "'response_format' of type 'json_object' is not supported" },
      { reply: OK_REPLY },
    ]);
    const generator = testGenerator(server.baseUrl);
    const result = await generator.propose(planRequest(roadMap()), { signal: neverAborted() });
    expect(result.ok).toBe(true);
    expect(server.requests.map((request) => request.body.response_format?.type)).toEqual([
      "json_schema",
      "json_object",
      undefined,
    ]);
  });

  it("does not fall back from a mode the operator chose, and says what to change", async () => {
    server = await startFakeLlmServer([{ status: 400, message: "json_schema is not supported" }]);
    const generator = testGenerator(server.baseUrl, { structuredOutput: "json_schema" });
    const result = await generator.propose(planRequest(roadMap()), { signal: neverAborted() });
    expect(server.requests).toHaveLength(1);
    expect(!result.ok && result.error.message).toContain('set structuredOutput to "auto"');
  });

  it("sends no response_format in mode none, and json_object in mode json_object", async () => {
    server = await startFakeLlmServer([{ reply: OK_REPLY }, { reply: OK_REPLY }]);
    await testGenerator(server.baseUrl, { structuredOutput: "none" }).propose(
      planRequest(roadMap()),
      {
        signal: neverAborted(),
      },
    );
    await testGenerator(server.baseUrl, { structuredOutput: "json_object" }).propose(
      planRequest(roadMap()),
      { signal: neverAborted() },
    );
    expect(server.requests[0]!.body.response_format).toBeUndefined();
    expect(server.requests[1]!.body.response_format).toEqual({ type: "json_object" });
  });

  it("switches to max_completion_tokens for models that refuse max_tokens", async () => {
    server = await startFakeLlmServer([
      {
        status: 400,
        message:
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      },
      { reply: OK_REPLY },
    ]);
    const result = await testGenerator(server.baseUrl).propose(planRequest(roadMap()), {
      signal: neverAborted(),
    });
    expect(result.ok).toBe(true);
    expect(server.requests[1]!.body.max_tokens).toBeUndefined();
    expect(server.requests[1]!.body.max_completion_tokens).toBe(2048);
  });

  it("returns the text as sent even when it does not match the schema", async () => {
    const odd = '{"plan": ["answer(fine)"], "extra": 1}';
    server = await startFakeLlmServer([{ reply: odd }]);
    const result = await testGenerator(server.baseUrl).propose(planRequest(roadMap()), {
      signal: neverAborted(),
    });
    expect(result.ok && result.value.text).toBe(odd);
  });
});

describe("token accounting", () => {
  it("reports the server's usage", async () => {
    server = await startFakeLlmServer([
      { reply: OK_REPLY, usage: { prompt_tokens: 7012, completion_tokens: 88 } },
    ]);
    const result = await testGenerator(server.baseUrl).propose(planRequest(roadMap()), {
      signal: neverAborted(),
    });
    expect(result.ok && result.value.usage).toMatchObject({
      promptTokens: 7012,
      completionTokens: 88,
      estimated: false,
      toolCalls: 0,
    });
    // The largest request as counted here, not as the server reported it.
    if (result.ok) expect(result.value.usage?.maxPromptTokens).toBeGreaterThan(1000);
  });

  it("estimates with the tokenizer when the server sends no usage", async () => {
    server = await startFakeLlmServer([{ reply: OK_REPLY, usage: null }]);
    const result = await testGenerator(server.baseUrl).propose(planRequest(roadMap()), {
      signal: neverAborted(),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const usage = result.value.usage!;
    expect(usage.estimated).toBe(true);
    expect(usage.completionTokens).toBe(countTokens(OK_REPLY));
    const messages = server.requests[0]!.body.messages;
    const contentTokens = messages.reduce((sum, message) => sum + countTokens(message.content), 0);
    expect(usage.promptTokens).toBeGreaterThan(contentTokens);
    expect(usage.promptTokens).toBeLessThan(contentTokens + 10 * messages.length);
  });
});

describe("the transcript", () => {
  it("records every request and reply as JSON lines, with secrets redacted", async () => {
    const logDir = join(await mkdtemp(join(tmpdir(), "spine-llm-")), "run");
    const apiKey = "sk-proj-SECRETSECRETSECRET1234";
    server = await startFakeLlmServer([
      { status: 500, message: "hiccup" },
      { reply: OK_REPLY, usage: { prompt_tokens: 100, completion_tokens: 20 } },
    ]);
    const generator = testGenerator(server.baseUrl, { apiKey }, { transcript: { logDir } });
    await generator.propose(
      planRequest(roadMap(), {
        mission: "Is the tower damaged? My other key is sk-abcdefghijkl987",
      }),
      { signal: neverAborted() },
    );
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${apiKey}`);
    const text = readFileSync(join(logDir, TRANSCRIPT_FILE_NAME), "utf8");
    expect(text).not.toContain("SECRETSECRET");
    expect(text).not.toContain("sk-abcdefghijkl987");
    const records = text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((record) => record["type"])).toEqual(["request", "retry", "reply"]);
    const [request, retry, reply] = records;
    expect(request).toMatchObject({
      iteration: 1,
      attempt: 1,
      model: "fake-model",
      temperature: 0.05,
    });
    expect((request!["messages"] as unknown[]).length).toBe(
      server.requests[0]!.body.messages.length,
    );
    expect(retry).toMatchObject({ error: { kind: "server", status: 500 } });
    expect(reply).toMatchObject({
      text: OK_REPLY,
      usage: { promptTokens: 100, completionTokens: 20, estimated: false },
      tries: 2,
      format: "json_schema",
    });
    expect(typeof reply!["latencyMs"]).toBe("number");
  });
});
