import { formatVec } from "../src/geo/index.js";
import type { ActionOutcome } from "./outcome.js";
import { listInWords } from "./observation.js";

/**
 * The one place where what an action found becomes words for the planner's next turn and the operator's log.
 * Planners that read outcomes never see these sentences; an LLM reads only them.
 */
export function renderOutcome(outcome: ActionOutcome): string {
  switch (outcome.kind) {
    case "arrived": {
      const from =
        outcome.from === undefined || outcome.from === outcome.region
          ? ""
          : ` from ${outcome.from}`;
      const via = outcome.via.length > 0 ? ` via ${outcome.via.join(", ")}` : "";
      return `reached ${outcome.region}${from}${via} (${outcome.distanceM.toFixed(1)} m driven).`;
    }
    case "connection-removed":
      return `the connection ${outcome.between[0]}–${outcome.between[1]} is blocked (${outcome.detail}); it was removed from the map.`;
    case "not-arrived":
      return notArrived(outcome);
    case "robot-unavailable":
      return `the drive to ${outcome.target} did not happen as planned: ${outcome.detail}. Nothing about the way follows from this.`;
    case "scene":
      return outcome.caption !== undefined
        ? `${outcome.region}: "${outcome.caption}".`
        : `the scene at ${outcome.region} could not be described: ${outcome.error ?? "no caption"}.`;
    case "connections-added":
      return `new connections from ${outcome.from} to ${listInWords(outcome.to)}.`;
    case "objects-visible":
      return outcome.names.length === 0
        ? `no objects matching the detector labels are visible from ${outcome.from}.`
        : `objects visible from ${outcome.from}: ${listInWords(outcome.names)}.`;
    case "objects-detected":
      return `newly detected objects: ${listInWords(outcome.names)}.`;
    case "regions-added":
      return `added ${listInWords(outcome.names)}.`;
    case "nothing-new":
      return "nothing new: no region added and no object detected.";
    case "obstacle":
      return `an obstacle at ${formatVec(outcome.at)}${
        outcome.extent === undefined
          ? ""
          : `, spanning from ${formatVec(outcome.extent[0])} to ${formatVec(outcome.extent[1])},`
      } blocks the way.`;
    case "operator-reply":
      return `the operator answered "${outcome.question}" with: "${outcome.reply}"`;
    case "inspected":
      return outcome.query === undefined
        ? `${outcome.object}: "${outcome.answer}"`
        : `inspect(${outcome.object}, ${outcome.query}): "${outcome.answer}"`;
  }
}

function notArrived(outcome: Extract<ActionOutcome, { kind: "not-arrived" }>): string {
  const toward = outcome.extendToward === undefined ? "" : formatVec(outcome.extendToward);
  switch (outcome.why) {
    case "not-a-region":
      return `${outcome.target} is no longer a region of the map (the mapper removed it).`;
    case "robot-location-unknown":
      return "the map does not say where the robot is, so no path can be planned.";
    case "no-path":
      return `no known path from ${outcome.detail ?? "here"} to ${outcome.target} any more${
        toward === "" ? "." : `; consider extend_map${toward} to look for a new way.`
      }`;
    case "gave-up":
      return `gave up on ${outcome.target} after ${outcome.routesTried ?? 0} alternative routes${
        toward === "" ? "." : `; consider extend_map${toward} toward it.`
      }`;
    case "detour-too-long":
      return `did not go on to ${outcome.target}: the only known way round is ${Math.round(
        outcome.detourM ?? 0,
      )} m for ${Math.round(outcome.straightM ?? 0)} m in a straight line${
        toward === ""
          ? "."
          : `; consider extend_map${toward} toward it, or goto it again to drive the long way.`
      }`;
    case "drive-failed":
      return `driving to ${outcome.target} ${outcome.detail ?? "failed"}.`;
    case "stuck":
      return `could not drive back to ${outcome.target}; the robot may be stuck. Recommend stopping the mission.`;
  }
}
