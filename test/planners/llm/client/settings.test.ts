import { describe, expect, it } from "vitest";
import { LLM_DEFAULTS, parseConfigFile, resolveLlmConfig } from "../../../../src/config/index.js";

describe("server-behaviour settings", () => {
  it("defaults: streaming, 10 s to connect, 60 s of silence, 300 s in all, cap 16384, no reasoning effort", () => {
    const result = resolveLlmConfig({ env: { OPENAI_BASE_URL: "http://localhost:11434/v1" } });
    expect(result.ok && result.value).toMatchObject({
      stream: true,
      connectTimeoutMs: 10_000,
      idleTimeoutMs: 60_000,
      timeoutMs: 300_000,
      maxTokensCap: 16_384,
    });
    expect(result.ok && result.value).not.toHaveProperty("reasoningEffort");
    expect(LLM_DEFAULTS).not.toHaveProperty("reasoningEffort");
  });

  it("reads them from flags as text, booleans included", () => {
    const result = resolveLlmConfig({
      env: { OPENAI_BASE_URL: "http://localhost:8000/v1" },
      flags: {
        stream: "off",
        idleTimeoutMs: "120_000",
        connectTimeoutMs: "5000",
        maxTokensCap: "32768",
        reasoningEffort: "minimal",
      },
    });
    expect(result.ok && result.value).toMatchObject({
      stream: false,
      idleTimeoutMs: 120_000,
      connectTimeoutMs: 5_000,
      maxTokensCap: 32_768,
      reasoningEffort: "minimal",
    });
  });

  it("names the flag and the value when one is wrong", () => {
    const result = resolveLlmConfig({
      env: { OPENAI_BASE_URL: "http://localhost:8000/v1" },
      flags: { stream: "maybe", reasoningEffort: "extreme", idleTimeoutMs: "-1" },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain(
      '--stream: Invalid input: expected boolean, received string (got "maybe")',
    );
    expect(result.error).toContain("--reasoning-effort: Invalid option");
    expect(result.error).toContain("--idle-timeout-ms: Too small");
  });

  it("reads them from the config file", () => {
    const result = parseConfigFile("spine.config.json", {
      llm: { stream: false, reasoningEffort: "high", maxTokensCap: 8192 },
    });
    expect(result.ok && result.value.llm).toEqual({
      stream: false,
      reasoningEffort: "high",
      maxTokensCap: 8192,
    });
  });
});
