import type { RosNames, RosVersion } from "../../src/robot/rosbridge/index.js";
import type { ClientSession } from "./ClientSession.js";

/** Hooks for tests: break the link in the ways a real network and a real robot do. */
export interface SimServerFaults {
  /** Terminate every client socket at once (no close handshake), as a dropped link does. */
  dropConnections(): void;
  /** Send these bytes to every client as they are (malformed JSON, a truncated CBOR frame…). */
  sendRaw(data: string | Uint8Array): void;
  /** Calls to these services are received and never answered. */
  readonly unansweredServices: Set<string>;
  /** Publishes on these topics are silently dropped (lost messages). */
  readonly droppedTopics: Set<string>;
  /** While true, goals are accepted but the robot does not move. */
  freezeNavigation: boolean;
  /**
   * ROS 2: subscriptions to these topics made now get no latched message, as when the bridge subscribed
   * volatile because the transient-local publisher (AMCL, a costmap) was not up yet.
   */
  readonly latchMissed: Set<string>;
  /** ROS 2: while true, goals are refused (`action_result` with `result: false`). */
  rejectGoals: boolean;
  /**
   * While true, new clients are refused at the handshake, as a bridge that is down refuses them; with
   * `dropConnections()` this is an outage of any length while the simulation (and a goal in it) goes on.
   */
  refuseConnections: boolean;
}

export interface SimServerSettings {
  /** Which rosbridge to be: ROS 1 (move_base over actionlib topics) or ROS 2 (Nav2 over the action ops). */
  ros: RosVersion;
  names: RosNames;
  realtimeFactor: number;
  sliceMs: number;
  goalToleranceM: number;
  /** How long a finished goal stays in `/move_base/status` (actionlib's `status_list_timeout`). */
  keepFinishedSec: number;
  poseRateHz: number;
  statusRateHz: number;
  costmapIntervalMs: number;
}

/** Fault hooks with every fault off, acting on the server's live set of client sessions. */
export function noFaults(sessions: ReadonlySet<ClientSession>): SimServerFaults {
  return {
    dropConnections: () => {
      for (const session of sessions) session.socket.terminate();
    },
    sendRaw: (data) => {
      for (const session of sessions) session.sendRaw(data);
    },
    unansweredServices: new Set(),
    droppedTopics: new Set(),
    freezeNavigation: false,
    rejectGoals: false,
    latchMissed: new Set(),
    refuseConnections: false,
  };
}
