import {
  applyDelta,
  parseGraphMessage,
  type DeltaReport,
  type GraphDelta,
  type GraphSnapshotMessage,
} from "./delta.js";
import type { SemanticMap } from "./SemanticMap.js";
import { diffToGraph } from "./snapshotDiff.js";

/** What happened to one incoming graph message. */
export type SyncEvent =
  | { kind: "applied"; report: DeltaReport; warnings: string[] }
  | { kind: "resynced"; report: DeltaReport; warnings: string[] }
  | { kind: "duplicate"; seq: number; lastSeq: number }
  | { kind: "stale-snapshot"; seq: number; lastSeq: number }
  | { kind: "gap"; expected: number; received: number }
  | { kind: "buffered"; seq: number }
  | { kind: "rejected"; error: string }
  /** A delta so far ahead of the last seq that it cannot be a real mapper's next message; dropped. */
  | { kind: "implausible-seq"; seq: number; lastSeq: number; maxSeqJump: number }
  /** Several older deltas in a row: the source restarted its count; a snapshot is needed (the delta is held). */
  | { kind: "restarted"; seq: number; lastSeq: number };

export interface GraphSyncOptions {
  /** Deltas kept while waiting for a snapshot; older ones are dropped (the snapshot supersedes them). */
  maxBuffered?: number;
  /**
   * The largest plausible step from one seq to the next (default 100 000). A delta further ahead is dropped:
   * accepting it would make every real update after it look old (issue 14, finding 3).
   */
  maxSeqJump?: number;
  /**
   * This many older deltas in a row mean the source restarted its count (default 3): the sequence is forgotten
   * and a snapshot requested. A single late or repeated delta is still just ignored.
   */
  restartAfter?: number;
}

/**
 * Applies graph messages from one source to a map with the spec's `seq` semantics:
 * - the next seq applies; an old or repeated seq is ignored;
 * - a jump means updates were lost: the delta is held and {@link needsSnapshot} turns true until a snapshot
 *   (`{seq, snapshot}`) arrives; then held deltas newer than the snapshot apply in order;
 * - a malformed message is rejected whole and changes nothing;
 * - a delta more than `maxSeqJump` ahead is dropped as implausible (a corrupt or hostile seq);
 * - `restartAfter` older deltas in a row mean the source restarted: the sequence is forgotten, the delta held
 *   and a snapshot requested, so a bad seq that did get in cannot silence the mapper for good.
 *
 * NOTE: one GraphSync per source; messages must be fed in arrival order.
 */
export class GraphSync {
  readonly #map: SemanticMap;
  readonly #maxBuffered: number;
  readonly #maxSeqJump: number;
  readonly #restartAfter: number;
  #olderInARow = 0;
  #lastSeq: number | undefined;
  #awaitingSnapshot = false;
  #buffer: GraphDelta[] = [];

  constructor(map: SemanticMap, options: GraphSyncOptions = {}) {
    this.#map = map;
    this.#maxBuffered = options.maxBuffered ?? 10_000;
    this.#maxSeqJump = options.maxSeqJump ?? 100_000;
    this.#restartAfter = options.restartAfter ?? 3;
  }

  get lastSeq(): number | undefined {
    return this.#lastSeq;
  }

  /** True after a gap, until a snapshot has been applied. The owner should fetch one (`/spine/get_graph`). */
  get needsSnapshot(): boolean {
    return this.#awaitingSnapshot;
  }

  /**
   * Feed one message (JSON text or decoded). `force` accepts a snapshot even if its seq is older than the last
   * one seen, for a source that restarted and began counting again.
   */
  receive(input: unknown, options: { force?: boolean } = {}): SyncEvent[] {
    const parsed = parseGraphMessage(input);
    if (!parsed.ok) return [{ kind: "rejected", error: parsed.error }];
    if (parsed.value.kind === "snapshot") {
      return this.#receiveSnapshot(
        parsed.value.snapshot,
        parsed.value.warnings,
        options.force ?? false,
      );
    }
    return this.#receiveDelta(parsed.value.delta, parsed.value.warnings);
  }

  /** Forget the sequence (e.g. before reconnecting to a source that restarted). */
  reset(): void {
    this.#lastSeq = undefined;
    this.#awaitingSnapshot = false;
    this.#buffer = [];
    this.#olderInARow = 0;
  }

  #receiveDelta(delta: GraphDelta, warnings: string[]): SyncEvent[] {
    const last = this.#lastSeq;
    if (last !== undefined && delta.seq > last + this.#maxSeqJump) {
      return [
        { kind: "implausible-seq", seq: delta.seq, lastSeq: last, maxSeqJump: this.#maxSeqJump },
      ];
    }
    if (this.#awaitingSnapshot) {
      this.#hold(delta);
      return [{ kind: "buffered", seq: delta.seq }];
    }
    if (last !== undefined && delta.seq <= last) {
      this.#olderInARow += 1;
      if (this.#olderInARow < this.#restartAfter) {
        return [{ kind: "duplicate", seq: delta.seq, lastSeq: last }];
      }
      // Held, not applied: without a snapshot we cannot know what the restarted source already sent.
      this.reset();
      this.#awaitingSnapshot = true;
      this.#hold(delta);
      return [{ kind: "restarted", seq: delta.seq, lastSeq: last }];
    }
    this.#olderInARow = 0;
    if (last !== undefined && delta.seq > last + 1) {
      this.#awaitingSnapshot = true;
      this.#hold(delta);
      return [{ kind: "gap", expected: last + 1, received: delta.seq }];
    }
    this.#lastSeq = delta.seq;
    return [{ kind: "applied", report: applyDelta(this.#map, delta), warnings }];
  }

  #receiveSnapshot(message: GraphSnapshotMessage, warnings: string[], force: boolean): SyncEvent[] {
    const last = this.#lastSeq;
    // Even while waiting for one, a snapshot older than what is already applied would roll the map back.
    if (!force && last !== undefined && message.seq < last) {
      return [{ kind: "stale-snapshot", seq: message.seq, lastSeq: last }];
    }
    const delta = diffToGraph(this.#map, message.snapshot, message.seq);
    const events: SyncEvent[] = [
      { kind: "resynced", report: applyDelta(this.#map, delta), warnings },
    ];
    this.#lastSeq = message.seq;
    this.#awaitingSnapshot = false;
    this.#olderInARow = 0;
    const held = this.#buffer.filter((d) => d.seq > message.seq).sort((a, b) => a.seq - b.seq);
    this.#buffer = [];
    for (const [index, d] of held.entries()) {
      events.push(...this.#receiveDelta(d, []));
      if (this.needsSnapshot) {
        // Still a hole after the snapshot: keep the rest for the next one.
        for (const rest of held.slice(index + 1)) this.#hold(rest);
        break;
      }
    }
    return events;
  }

  #hold(delta: GraphDelta): void {
    this.#buffer.push(delta);
    if (this.#buffer.length > this.#maxBuffered) this.#buffer.shift();
  }
}
