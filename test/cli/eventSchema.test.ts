import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  EVENT_SCHEMA_VERSION,
  WIRE_EVENT_SCHEMAS,
  eventsJsonSchema,
  wireEventSchema,
} from "../../src/agent/index.js";
import { jsonEvents, runSpine } from "../fixtures/cli.js";

describe("the --json event stream", () => {
  it("every line of a real run validates against its schema, is versioned, and ends with run-ended", async () => {
    const run = await runSpine([
      "run",
      "--mission-file",
      "sim/worlds/riverside_missing_robot.mission.json",
      "--planner",
      "rules",
      "--max-iterations",
      "6",
      "--json",
    ]);
    const events = jsonEvents(run.stdout);
    expect(events.length).toBeGreaterThan(3);
    for (const [index, event] of events.entries()) {
      const parsed = wireEventSchema.safeParse(event);
      expect(parsed.success, `line ${index + 1}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
        true,
      );
      expect(event["v"]).toBe(EVENT_SCHEMA_VERSION);
      expect(Object.keys(WIRE_EVENT_SCHEMAS)).toContain(event["type"]);
    }
    expect(events[0]?.["type"]).toBe("mission-start");
    expect(events.at(-2)?.["type"]).toBe("mission-finished");
    expect(events.at(-1)).toMatchObject({ type: "run-ended", exitStatus: run.status });
    const updates = events.filter((event) => event["type"] === "map-updated");
    expect(updates.length).toBeGreaterThan(0);
    for (const update of updates) {
      // Data, not a string of perception calls.
      expect(typeof update["updates"]).toBe("object");
      expect(Array.isArray((update["updates"] as { addedEdges: unknown }).addedEdges)).toBe(true);
    }
  }, 30_000);

  it("a line that breaks the schema is refused, with where", () => {
    const parsed = wireEventSchema.safeParse({
      v: EVENT_SCHEMA_VERSION,
      type: "map-updated",
      t: 1,
      iteration: 1,
      source: "robot",
      updates: "add_nodes(…)",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["updates"]);
    expect(
      wireEventSchema.safeParse({ v: 2, type: "run-ended", outcome: "stopped", exitStatus: 130 })
        .success,
    ).toBe(false);
  });

  it("docs/events.schema.json is the JSON Schema generated from the zod schemas (npm run schemas:events)", () => {
    const committed = JSON.parse(readFileSync("docs/events.schema.json", "utf8")) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(eventsJsonSchema())));
  });

  it("docs/events.md documents every event type", () => {
    const doc = readFileSync("docs/events.md", "utf8");
    for (const type of Object.keys(WIRE_EVENT_SCHEMAS)) expect(doc, type).toContain(`\`${type}\``);
  });
});
