import { writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  LLM_DEFAULTS,
  PLACEHOLDER_API_KEY,
  resolveLlmConfig,
  type ResolveLlmConfigOptions,
} from "../../../src/config/index.js";

async function configFile(contents: unknown): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), "spine-config-")), "spine.config.json");
  writeFileSync(path, typeof contents === "string" ? contents : JSON.stringify(contents));
  return path;
}

function resolve(options: ResolveLlmConfigOptions) {
  return resolveLlmConfig({ env: {}, ...options });
}

describe("resolveLlmConfig", () => {
  it("returns undefined when nothing selects an LLM, so the rule planner stays the default", async () => {
    expect(resolve({})).toEqual({ ok: true, value: undefined });
    expect(resolve({ env: { OTHER: "x" }, configFile: await configFile({ sim: {} }) })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it("uses OpenAI with the defaults when only a key is set", () => {
    const result = resolve({ env: { OPENAI_API_KEY: "sk-live-123456789" } });
    expect(result).toEqual({
      ok: true,
      value: { ...LLM_DEFAULTS, apiKey: "sk-live-123456789", apiKeyIsPlaceholder: false },
    });
  });

  it("gives a local server without a key a placeholder key", () => {
    const result = resolve({
      env: { OPENAI_BASE_URL: "http://localhost:11434/v1/", SPINE_LLM_MODEL: "llama3.1:8b" },
    });
    expect(result.ok && result.value).toMatchObject({
      baseUrl: "http://localhost:11434/v1",
      model: "llama3.1:8b",
      apiKey: PLACEHOLDER_API_KEY,
      apiKeyIsPlaceholder: true,
    });
  });

  it("takes flags over the environment over the config file over the defaults", async () => {
    const file = await configFile({
      llm: { baseUrl: "http://file:1/v1", model: "file-model", timeoutMs: 1000, maxRetries: 1 },
    });
    const result = resolve({
      configFile: file,
      env: { OPENAI_BASE_URL: "http://env:2/v1", SPINE_LLM_MODEL: "env-model" },
      flags: { model: "flag-model", maxRetries: "5", structuredOutput: "json_object" },
    });
    expect(result.ok && result.value).toMatchObject({
      baseUrl: "http://env:2/v1",
      model: "flag-model",
      timeoutMs: 1000,
      maxRetries: 5,
      structuredOutput: "json_object",
      temperature: LLM_DEFAULTS.temperature,
    });
  });

  it("selects the LLM from an llm section alone", async () => {
    const file = await configFile({ llm: { baseUrl: "http://127.0.0.1:8000/v1", model: "qwen" } });
    const result = resolve({ configFile: file });
    expect(result.ok && result.value?.model).toBe("qwen");
  });

  it("names the JSON path and the value of a bad config-file setting", async () => {
    const file = await configFile({
      llm: { timeoutMs: -5, structuredOutput: "yaml", colour: "red" },
    });
    const result = resolve({ configFile: file });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain(`${file}: llm.timeoutMs: Too small`);
    expect(result.error).toContain("(got -5)");
    expect(result.error).toContain(`${file}: llm.structuredOutput: Invalid option`);
    expect(result.error).toContain(`${file}: llm: Unrecognized key: "colour"`);
  });

  it("refuses a key in the config file", async () => {
    const result = resolve({
      configFile: await configFile({ llm: { apiKey: "sk-oops-1234567" } }),
    });
    expect(!result.ok && result.error).toContain(
      "llm.apiKey: keys are not read from the config file",
    );
  });

  it("reports an unreadable or malformed config file", async () => {
    expect(!resolve({ configFile: "/nonexistent/spine.config.json" }).ok).toBe(true);
    const result = resolve({ configFile: await configFile("{ not json") });
    expect(!result.ok && result.error).toContain("is not valid JSON");
  });

  it("names the flag or the variable that holds a bad value", () => {
    const flag = resolve({ flags: { model: "m", timeoutMs: "soon" } });
    expect(!flag.ok && flag.error).toMatch(/^--timeout-ms: .*\(got "soon"\)/);
    const env = resolve({ env: { OPENAI_BASE_URL: "localhost:11434" } });
    expect(!env.ok && env.error).toMatch(/^OPENAI_BASE_URL: must be an http\(s\) URL/);
  });

  it("asks for a key or a base URL when only a model is set", () => {
    const result = resolve({ flags: { model: "gpt-4o" } });
    expect(!result.ok && result.error).toContain("set OPENAI_API_KEY");
  });
});
