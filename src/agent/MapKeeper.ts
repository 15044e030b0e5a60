import type { LocalDelta } from "../../behaviors/index.js";
import { describeError } from "../errors/index.js";
import type { Logger } from "../log/index.js";
import {
  applyDelta,
  ChangeLog,
  GraphSync,
  hasChanges,
  SemanticMap,
  type AppliedChanges,
  type SyncEvent,
} from "../map/index.js";
import type { RobotPort } from "../robot/index.js";

export interface MapKeeperOptions {
  port: RobotPort;
  log: Logger;
  /** Called for every change that reached the map, as data. */
  onUpdate?: (update: { source: "robot" | "agent"; changes: AppliedChanges; seq?: number }) => void;
  onWarning?: (message: string) => void;
}

/**
 * Owns the agent's map and keeps it true: applies the robot's graph messages with seq/gap/snapshot semantics,
 * applies the agent's own changes (and tells the robot), and collects the net change for the planner's next
 * turn. Bad messages are logged and dropped; nothing a robot sends can crash the agent.
 */
export class MapKeeper {
  readonly map = new SemanticMap();
  readonly #sync: GraphSync;
  readonly #changes = new ChangeLog();
  readonly #local: LocalDelta[] = [];
  readonly #options: MapKeeperOptions;
  #unsubscribe: (() => void) | undefined;
  #fetching = false;

  constructor(options: MapKeeperOptions) {
    this.#options = options;
    this.#sync = new GraphSync(this.map);
  }

  /** Load the robot's current map and start listening for updates. */
  async start(): Promise<{ ok: true } | { ok: false; error: string }> {
    this.#unsubscribe = this.#options.port.onGraphMessage((message) => {
      this.#receive(message);
    });
    const snapshot = await this.#options.port.fetchSnapshot();
    if (!snapshot.ok) return { ok: false, error: snapshot.error };
    const events = this.#sync.receive(snapshot.value, { force: true });
    const rejected = events.find((event) => event.kind === "rejected");
    if (rejected !== undefined)
      return { ok: false, error: `the robot's map is unusable: ${rejected.error}` };
    // The initial map is the planner's starting point, not an update.
    this.#changes.drain();
    return { ok: true };
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  /** Apply a change the agent made itself; the robot's mapper is told so it can adopt it. */
  applyLocal(delta: LocalDelta): AppliedChanges {
    const report = applyDelta(this.map, { seq: 0, ...delta });
    for (const skipped of report.skipped)
      this.#options.log.debug({ skipped }, "local map change skipped");
    this.#changes.record(report.applied);
    if (hasChanges(report.applied)) {
      this.#local.push(delta);
      this.#options.port.publishAgentUpdate(delta);
      this.#options.onUpdate?.({ source: "agent", changes: report.applied });
    }
    return report.applied;
  }

  /** The net map change since the last call, for the planner. */
  drainChanges(): AppliedChanges {
    return this.#changes.drain();
  }

  #receive(message: unknown): void {
    let events: SyncEvent[];
    try {
      events = this.#sync.receive(message);
    } catch (error) {
      // A bug, not bad input (GraphSync validates); keep the robot running and say so loudly.
      this.#warn(`internal error applying a graph message: ${describeError(error)}`);
      return;
    }
    for (const event of events) this.#handle(event);
  }

  #handle(event: SyncEvent): void {
    switch (event.kind) {
      case "applied":
      case "resynced": {
        if (event.kind === "resynced") this.#restoreLocal();
        this.#changes.record(event.report.applied);
        for (const skipped of event.report.skipped) {
          this.#warn(
            `graph update seq ${event.report.seq}: skipped ${skipped.item}: ${skipped.reason}`,
          );
        }
        for (const warning of event.warnings) this.#options.log.warn(warning);
        if (hasChanges(event.report.applied)) {
          this.#options.onUpdate?.({
            source: "robot",
            changes: event.report.applied,
            seq: event.report.seq,
          });
        }
        return;
      }
      case "rejected":
        this.#warn(`graph update rejected: ${event.error}`);
        return;
      case "gap":
        this.#warn(
          `graph updates ${event.expected}…${event.received - 1} were lost; fetching a snapshot`,
        );
        void this.#resync();
        return;
      case "implausible-seq":
        this.#warn(
          `graph update seq ${event.seq} dropped: more than ${event.maxSeqJump} ahead of the last seq ${event.lastSeq}, so not a real next update`,
        );
        return;
      case "restarted":
        this.#warn(
          `graph update seq ${event.seq} after seq ${event.lastSeq}: the mapper restarted its count; fetching a snapshot`,
        );
        void this.#resync();
        return;
      // Every dropped update is said out loud: a silent drop once hid a whole mission's updates (issue 14).
      case "duplicate":
        this.#warn(
          `graph update seq ${event.seq} dropped: not newer than the last seq ${event.lastSeq}`,
        );
        return;
      case "stale-snapshot":
        this.#warn(
          `graph snapshot seq ${event.seq} dropped: older than the last seq ${event.lastSeq}`,
        );
        return;
      case "buffered":
        return;
    }
  }

  async #resync(): Promise<void> {
    if (this.#fetching) return;
    this.#fetching = true;
    try {
      const snapshot = await this.#options.port.fetchSnapshot();
      if (!snapshot.ok) this.#warn(`snapshot after a gap failed: ${snapshot.error}`);
      else this.#receive(snapshot.value);
    } finally {
      this.#fetching = false;
    }
  }

  /**
   * A snapshot replaces the map with the robot's view. A robot that ignores the agent's own additions would
   * drop them, so re-apply what the agent learned by itself (skipped where the snapshot already has it).
   */
  #restoreLocal(): void {
    for (const delta of this.#local) {
      const { robot_location: _location, ...rest } = delta;
      const report = applyDelta(this.map, { seq: 0, ...rest });
      this.#changes.record(report.applied);
    }
  }

  #warn(message: string): void {
    this.#options.log.warn(message);
    this.#options.onWarning?.(message);
  }
}
