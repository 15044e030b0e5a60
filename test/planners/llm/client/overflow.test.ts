import { afterEach, describe, expect, it } from "vitest";
import { parseContextOverflow } from "../../../../src/planners/llm/client/index.js";
import { ask, clientOn, closeServers } from "./clientHelpers.js";

afterEach(closeServers);

/** Replies seen from real servers when the prompt does not fit (texts from their issue trackers). */
const OVERFLOWS = [
  {
    server: "vLLM (older: error fields at the top level)",
    reply: {
      status: 400,
      body: {
        object: "error",
        message:
          "This model's maximum context length is 16384 tokens. However, you requested 122946 tokens " +
          "(112946 in the messages, 10000 in the completion). Please reduce the length of the messages or completion.",
        type: "BadRequestError",
        param: null,
        code: 400,
      },
    },
    limit: 16384,
    requested: 122946,
  },
  {
    server: "vLLM (newer)",
    reply: {
      status: 400,
      message:
        "This model's maximum context length is 128000 tokens. However, you requested 65535 output tokens and " +
        "your prompt contains at least 62466 input tokens, for a total of at least 128001 tokens.",
    },
    limit: 128000,
    requested: 128001,
  },
  {
    server: "vLLM (the reply's reservation does not fit)",
    reply: {
      status: 400,
      message:
        "'max_tokens' or 'max_completion_tokens' is too large: 2048. This model's maximum context length is 4096 " +
        "tokens and your request has 3000 input tokens (2048 > 4096 - 3000).",
    },
    limit: 4096,
    requested: 5048,
  },
  {
    server: "llama.cpp (typed error with counts)",
    reply: {
      status: 400,
      body: {
        error: {
          code: 400,
          message:
            "the request exceeds the available context size. try increasing the context size or enable context shift",
          type: "exceed_context_size_error",
          n_prompt_tokens: 14429,
          n_ctx: 8192,
        },
      },
    },
    limit: 8192,
    requested: 14429,
  },
  {
    server: "llama.cpp (old 500)",
    reply: {
      status: 500,
      body: {
        error: { code: 500, message: "Context size has been exceeded.", type: "server_error" },
      },
    },
  },
  {
    server: "llama.cpp (counts in the text)",
    reply: {
      status: 400,
      message:
        "request (4390 tokens) exceeds the available context size (4096 tokens), try increasing it",
    },
    limit: 4096,
    requested: 4390,
  },
  {
    server: "OpenAI (code context_length_exceeded)",
    reply: {
      status: 400,
      body: {
        error: {
          message:
            "Your input exceeds the context window of this model. Please adjust your input and try again.",
          type: "invalid_request_error",
          param: "input",
          code: "context_length_exceeded",
        },
      },
    },
  },
  {
    server: "a proxy (413)",
    reply: { status: 413, message: "prompt is too long: 210000 tokens > 200000 maximum" },
    limit: 200000,
    requested: 210000,
  },
] as const;

describe("context overflow", () => {
  for (const { server, reply, ...counts } of OVERFLOWS) {
    it(`is a context-overflow, sent once, from ${server}`, async () => {
      const run = await clientOn([reply, { reply: "never reached" }], { maxRetries: 3 });
      const result = await ask(run);
      expect(run.server.requests).toHaveLength(1);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      const { error, message } = result.error;
      expect(error.kind).toBe("context-overflow");
      expect(error.retryable).toBe(false);
      expect(error.limitTokens).toBe("limit" in counts ? counts.limit : undefined);
      expect(error.requestedTokens).toBe("requested" in counts ? counts.requested : undefined);
      expect(message).toContain('does not fit the context window of "fake-model"');
      expect(message).toContain("raise the server's context length");
      expect(message).toContain("lower contextTokens");
    });
  }

  it("leaves other refusals alone", () => {
    expect(parseContextOverflow("Rate limit reached for requests")).toBeUndefined();
    expect(parseContextOverflow("model 'x' not found")).toBeUndefined();
    expect(parseContextOverflow("'max_tokens' is not supported with this model")).toBeUndefined();
  });

  it("a 5xx that is not an overflow is still retried", async () => {
    const run = await clientOn([{ status: 500, message: "CUDA out of memory" }, { reply: "ok" }]);
    const result = await ask(run);
    expect(result.ok && result.value.text).toBe("ok");
    expect(run.server.requests).toHaveLength(2);
  });
});
