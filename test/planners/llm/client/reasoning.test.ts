import { afterEach, describe, expect, it } from "vitest";
import { splitReasoning } from "../../../../src/planners/llm/client/index.js";
import { ask, clientOn, closeServers } from "./clientHelpers.js";

afterEach(closeServers);

const ANSWER = '{"plan": ["answer(ok)"]}';

describe("splitReasoning", () => {
  it("takes thoughts out of think tags (Qwen3, QwQ)", () => {
    expect(splitReasoning(`<think>\nthe tower first\n</think>\n\n${ANSWER}`)).toEqual({
      answer: ANSWER,
      reasoning: "the tower first",
    });
  });

  it("reads text before a lone closing tag as thought (DeepSeek-R1's template opens it)", () => {
    expect(splitReasoning(`maybe {"plan": ["drafted"]}\n</think>\n${ANSWER}`)).toEqual({
      answer: ANSWER,
      reasoning: 'maybe {"plan": ["drafted"]}',
    });
  });

  it("gives no answer for an unfinished thought, even with JSON drafted inside", () => {
    expect(splitReasoning(`<think>I could reply {"plan": ["goto(x)"]} but`)).toEqual({
      answer: "",
      reasoning: 'I could reply {"plan": ["goto(x)"]} but',
      unfinishedThought: true,
    });
  });

  it("joins a separate reasoning field, and leaves plain replies untouched", () => {
    expect(splitReasoning(ANSWER, "hmm")).toEqual({ answer: ANSWER, reasoning: "hmm" });
    expect(splitReasoning(` ${ANSWER}\n`)).toEqual({ answer: ` ${ANSWER}\n` });
    expect(splitReasoning(ANSWER, "")).toEqual({ answer: ANSWER });
  });
});

describe("thinking models through the client", () => {
  for (const field of ["reasoning_content", "reasoning"] as const) {
    it(`reads \`${field}\` and leaves the strict schema for json_object (streamed and not)`, async () => {
      const run = await clientOn([
        { reply: ANSWER, reasoning: { field, text: "look first" } },
        { reply: ANSWER, reasoning: { field, text: "again" }, ignoreStream: true },
      ]);
      const first = await ask(run);
      expect(first.ok && first.value).toMatchObject({
        text: ANSWER,
        reasoning: "look first",
        streamed: true,
      });
      const second = await ask(run);
      expect(second.ok && second.value).toMatchObject({ text: ANSWER, reasoning: "again" });
      const formats = run.server.requests.map((request) => request.body.response_format?.type);
      expect(formats).toEqual(["json_schema", "json_object"]);
      expect(run.events).toEqual([
        expect.objectContaining({
          type: "adapted",
          change: expect.stringContaining("json_schema → json_object") as string,
        }),
      ]);
    });
  }

  it("drops every grammar when the thought is inline in the content", async () => {
    const run = await clientOn([{ reply: `<think>hm</think>${ANSWER}` }, { reply: ANSWER }]);
    expect((await ask(run)).ok).toBe(true);
    await ask(run);
    expect(run.server.requests[1]!.body.response_format).toBeUndefined();
  });

  it("keeps an explicit json_schema for a thinking model", async () => {
    const run = await clientOn([{ reply: `<think>hm</think>${ANSWER}` }, { reply: ANSWER }], {
      structuredOutput: "json_schema",
    });
    await ask(run);
    await ask(run);
    expect(run.server.requests[1]!.body.response_format?.type).toBe("json_schema");
    expect(run.events).toEqual([]);
  });
});

describe("a reply cut off at the token limit", () => {
  it("is asked again once with twice the limit, reported as adapted", async () => {
    const run = await clientOn([
      { reply: '{"plan": ["goto', finishReason: "length" },
      { reply: ANSWER },
    ]);
    const result = await ask(run);
    expect(result.ok && result.value.text).toBe(ANSWER);
    expect(result.ok && result.value.tries).toBe(2);
    expect(run.server.requests.map((request) => request.body.max_tokens)).toEqual([2048, 4096]);
    expect(run.events).toEqual([
      expect.objectContaining({
        type: "adapted",
        change: "token limit 2048 → 4096 (the reply was cut off at the limit)",
      }),
    ]);
  });

  it("never goes past maxTokensCap, and retries only once per call", async () => {
    const cut = { reply: "", finishReason: "length" };
    const run = await clientOn([cut, cut], { maxTokens: 10_000, maxTokensCap: 12_000 });
    const result = await ask(run);
    expect(run.server.requests.map((request) => request.body.max_tokens)).toEqual([10_000, 12_000]);
    expect(result.ok && result.value.finishReason).toBe("length");
  });

  it("counts an unfinished thought, or an empty answer after reasoning tokens, as cut off", async () => {
    const run = await clientOn([
      { reply: '<think>still thinking about {"plan": []}', finishReason: "stop" },
      { reply: ANSWER },
      {
        reply: "",
        usage: {
          prompt_tokens: 10,
          completion_tokens: 4096,
          completion_tokens_details: { reasoning_tokens: 4096 },
        },
      },
      { reply: ANSWER },
    ]);
    const first = await ask(run);
    expect(first.ok && first.value).toMatchObject({ text: ANSWER, tries: 2 });
    const second = await ask(run);
    expect(second.ok && second.value).toMatchObject({ text: ANSWER, tries: 2 });
    // The raised limit is kept for the session: the model evidently needs it.
    expect(run.server.requests.map((request) => request.body.max_tokens)).toEqual([
      2048, 4096, 4096, 8192,
    ]);
  });

  it("reports an unfinished thought it cannot raise the limit for, with an empty answer", async () => {
    const run = await clientOn([{ reply: '<think>I would say {"plan": ["goto(x)"]}' }], {
      maxTokens: 16_384,
    });
    const result = await ask(run);
    expect(result.ok && result.value).toMatchObject({
      text: "",
      unfinishedThought: true,
      tries: 1,
    });
  });
});
