import { describe, expect, it } from "vitest";
import {
  backoffMs,
  DEFAULT_RETRY_TIMING,
  retryAfterMs,
} from "../../../src/planners/llm/client/index.js";
import { redactSecrets } from "../../../src/planners/llm/index.js";

describe("retry timing", () => {
  it("reads retry-after-ms, retry-after in seconds and as an HTTP date", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after-ms": "250" }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ "retry-after": "2" }), now)).toBe(2000);
    expect(retryAfterMs(new Headers({ "retry-after": "0.5" }), now)).toBe(500);
    expect(retryAfterMs(new Headers({ "retry-after": "Wed, 01 Jan 2025 00:00:03 GMT" }), now)).toBe(
      3000,
    );
    expect(retryAfterMs(new Headers({ "retry-after": "later" }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
    // The millisecond header wins when both are there.
    expect(retryAfterMs(new Headers({ "retry-after-ms": "100", "retry-after": "9" }), now)).toBe(
      100,
    );
  });

  it("backs off exponentially with jitter in the upper half, capped", () => {
    const timing = DEFAULT_RETRY_TIMING;
    expect(backoffMs(0, timing, () => 0)).toBe(250);
    expect(backoffMs(0, timing, () => 1)).toBe(500);
    expect(backoffMs(2, timing, () => 1)).toBe(2000);
    expect(backoffMs(10, timing, () => 1)).toBe(timing.maxDelayMs);
    expect(backoffMs(10, timing, () => 0)).toBe(timing.maxDelayMs / 2);
  });
});

describe("redactSecrets", () => {
  it("removes the key, OpenAI-shaped keys and bearer tokens", () => {
    const text =
      'key=my-local-key-123 other sk-proj-abc_DEF-123456 "Authorization: Bearer abc.def"';
    const out = redactSecrets(text, ["my-local-key-123"]);
    expect(out).toBe('key=[redacted] other sk-[redacted] "Authorization: Bearer [redacted]"');
  });

  it("leaves short placeholder keys and ordinary words alone", () => {
    expect(redactSecrets("no key here; task: ask someone", ["x"])).toBe(
      "no key here; task: ask someone",
    );
  });
});
