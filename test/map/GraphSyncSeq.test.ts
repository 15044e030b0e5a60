import { describe, expect, it } from "vitest";
import { MapKeeper } from "../../src/agent/index.js";
import { silentLogger } from "../../src/log/index.js";
import { GraphSync, mapToGraphJson, type SyncEvent } from "../../src/map/index.js";
import type { RobotPort } from "../../src/robot/index.js";
import { sketchMap } from "../fixtures/maps.js";

const kinds = (events: SyncEvent[]): string[] => events.map((e) => e.kind);

/** Delta `seq` of a mapper that adds one region per update: r<seq>, joined to the previous one. */
function realDelta(seq: number): Record<string, unknown> {
  return {
    seq,
    add_nodes: [{ name: `r${seq}`, type: "region", coords: [seq * 10, 0] }],
    add_edges: [[seq === 1 ? "a" : `r${seq - 1}`, `r${seq}`]],
  };
}

function start() {
  return sketchMap({ nodes: { a: { at: [0, 0] } }, edges: [], robot: "a" });
}

/** The mapper's full graph after delta `seq`. */
function snapshotAfter(seq: number): Record<string, unknown> {
  const map = start();
  const sync = new GraphSync(map);
  for (let s = 1; s <= seq; s += 1) sync.receive(realDelta(s));
  return { seq, snapshot: mapToGraphJson(map) };
}

const absurd = {
  seq: 1e15,
  add_nodes: [{ name: "ghost", type: "region", coords: [5, 5] }],
};

describe("GraphSync against an absurd seq (issue 14, finding 3)", () => {
  it("drops a delta implausibly far ahead and applies the 15 real updates after it", () => {
    const map = start();
    const sync = new GraphSync(map);
    for (let s = 1; s <= 5; s += 1) sync.receive(realDelta(s));
    expect(sync.receive(absurd)).toEqual([
      { kind: "implausible-seq", seq: 1e15, lastSeq: 5, maxSeqJump: 100_000 },
    ]);
    expect(sync.needsSnapshot).toBe(false);
    const events = Array.from({ length: 15 }, (_, i) => sync.receive(realDelta(6 + i))).flat();
    expect(kinds(events)).toEqual(Array(15).fill("applied"));
    expect(map.has("r20")).toBe(true);
    expect(map.has("ghost")).toBe(false);
    expect(sync.lastSeq).toBe(20);
  });

  it("recovers when an absurd seq got in as the first message: older deltas in a row mean a restart", () => {
    const map = start();
    const sync = new GraphSync(map);
    expect(kinds(sync.receive(absurd))).toEqual(["applied"]);
    const events = [1, 2, 3].map((s) => sync.receive(realDelta(s))).flat();
    expect(kinds(events)).toEqual(["duplicate", "duplicate", "restarted"]);
    expect(sync.needsSnapshot).toBe(true);
    expect(kinds(sync.receive(realDelta(4)))).toEqual(["buffered"]);
    // The restarted mapper's snapshot at 3, then the held 4 and the next 11 apply.
    expect(kinds(sync.receive(snapshotAfter(3)))).toEqual(["resynced", "applied"]);
    const later = Array.from({ length: 11 }, (_, i) => sync.receive(realDelta(5 + i))).flat();
    expect(kinds(later)).toEqual(Array(11).fill("applied"));
    expect(sync.lastSeq).toBe(15);
    expect(mapToGraphJson(map)).toEqual(snapshotAfter(15)["snapshot"]);
  });

  it("still ignores a single late delta without asking for a snapshot", () => {
    const sync = new GraphSync(start());
    for (let s = 1; s <= 5; s += 1) sync.receive(realDelta(s));
    expect(kinds(sync.receive(realDelta(4)))).toEqual(["duplicate"]);
    expect(kinds(sync.receive(realDelta(6)))).toEqual(["applied"]);
    expect(sync.needsSnapshot).toBe(false);
  });

  it("the agent's map keeper warns about every dropped update and ends with all 15 real ones", async () => {
    let listener: ((message: unknown) => void) | undefined;
    let mapperSeq = 0;
    const port = {
      kind: "fake",
      fetchSnapshot: () => Promise.resolve({ ok: true, value: snapshotAfter(mapperSeq) }),
      onGraphMessage: (l: (message: unknown) => void) => {
        listener = l;
        return () => undefined;
      },
      publishAgentUpdate: () => undefined,
    } as unknown as RobotPort;
    const warnings: string[] = [];
    const keeper = new MapKeeper({
      port,
      log: silentLogger,
      onWarning: (w) => warnings.push(w),
    });
    expect((await keeper.start()).ok).toBe(true);
    const send = (message: unknown): void => listener?.(message);
    send({ ...absurd, seq: 1e15 });
    for (let s = 1; s <= 15; s += 1) {
      mapperSeq = s;
      send(realDelta(s));
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (let s = 1; s <= 15; s += 1) expect(keeper.map.has(`r${s}`)).toBe(true);
    expect(warnings).toEqual([
      "graph update seq 1000000000000000 dropped: more than 100000 ahead of the last seq 0, so not a real next update",
    ]);
  });
});
