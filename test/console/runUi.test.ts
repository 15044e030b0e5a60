import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { spawnSpine } from "../cli/spawnSpine.js";

describe("spine run --ui", () => {
  it("prints the console URL, asks its clarify in the page, goes on with the page's answer", async () => {
    const spine = spawnSpine([
      "run",
      "--world",
      "riverside",
      "--mission",
      "Something is wrong. Find out what.",
      "--planner",
      "rules",
      "--max-iterations",
      "6",
      "--ui",
      "--port",
      "0",
      "--json",
    ]);
    let url = "";
    for (let i = 0; i < 300 && url === ""; i++) {
      url = /console at (http:\/\/\S+)/.exec(spine.stderr())?.[1] ?? "";
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const ws = new WebSocket(`${url.replace("http", "ws")}feed`);
    const ended = new Promise<Record<string, unknown>[]>((resolve) => {
      const events: Record<string, unknown>[] = [];
      ws.on("message", (data: Buffer) => {
        const message = JSON.parse(data.toString()) as {
          type: string;
          question?: { id: number } | null;
          item?: { kind: string; event?: Record<string, unknown> };
          items?: { kind: string; event?: Record<string, unknown> }[];
        };
        if (message.type === "question" && message.question)
          ws.send(
            JSON.stringify({ type: "answer", id: message.question.id, reply: "the radio towers" }),
          );
        for (const item of [...(message.items ?? []), ...(message.item ? [message.item] : [])])
          if (item.kind === "event" && item.event) events.push(item.event);
        if (message.item?.event?.["type"] === "run-ended") resolve(events);
      });
    });
    const events = await ended;
    ws.close();
    expect(events.find((e) => e["type"] === "clarify-answered")).toMatchObject({
      reply: "the radio towers",
    });
    // The page sees the same lines --json prints.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const printed = spine
      .stdout()
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events).toEqual(printed);
    expect(spine.stderr()).toMatch(/the console stays at/);
    spine.child.kill("SIGINT");
    expect((await spine.exited).status).toBeLessThan(2);
  }, 90_000);
});
