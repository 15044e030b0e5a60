import { describe, expect, it } from "vitest";
import { Watchdog } from "../../../../src/planners/llm/client/watchdog.js";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Watchdog", () => {
  it("fires the connect deadline when the connection never comes up", async () => {
    const watchdog = new Watchdog({ connectTimeoutMs: 50, idleTimeoutMs: 5_000, timeoutMs: 5_000 });
    await wait(120);
    expect(watchdog.signal.aborted).toBe(true);
    expect(watchdog.fired).toEqual({ phase: "connect", limitMs: 50, bytes: 0 });
  });

  it("gives a connected server the idle deadline for its first byte, then for each gap", async () => {
    const watchdog = new Watchdog({ connectTimeoutMs: 50, idleTimeoutMs: 150, timeoutMs: 5_000 });
    watchdog.connected();
    for (let chunk = 0; chunk < 4; chunk += 1) {
      await wait(80);
      watchdog.received(10);
    }
    // 320 ms in all, well past both the connect and the idle deadline, but no gap was longer than 150 ms.
    expect(watchdog.fired).toBeUndefined();
    await wait(220);
    expect(watchdog.fired).toEqual({ phase: "idle", limitMs: 150, bytes: 40 });
    watchdog.dispose();
  });

  it("ends even a steady stream at the total deadline, and stays quiet once disposed", async () => {
    const watchdog = new Watchdog({ connectTimeoutMs: 50, idleTimeoutMs: 100, timeoutMs: 200 });
    watchdog.connected();
    for (let chunk = 0; chunk < 5; chunk += 1) {
      await wait(60);
      watchdog.received(1);
    }
    expect(watchdog.fired?.phase).toBe("total");
    const done = new Watchdog({ connectTimeoutMs: 30, idleTimeoutMs: 30, timeoutMs: 30 });
    done.dispose();
    await wait(80);
    expect(done.fired).toBeUndefined();
  });
});
