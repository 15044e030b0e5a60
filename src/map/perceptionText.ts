import { roundVec } from "../geo/index.js";
import type { AppliedChanges } from "./delta.js";
import { inlineJson } from "./inlineJson.js";

/**
 * Render map changes in the perception-API vocabulary the planner is taught:
 * `add_nodes(...)`, `add_connections(...)`, `remove_connections(...)`, `remove_nodes(...)`,
 * `update_node_attributes(...)`, `update_robot_location(...)`, or `no_updates()` when nothing changed.
 * Arguments are JSON, so descriptions keep their quotes and commas (the original stripped every quote).
 */
export function renderChanges(changes: AppliedChanges): string {
  const calls: string[] = [];
  if (changes.addedNodes.length > 0) {
    const nodes = changes.addedNodes.map((node) =>
      inlineJson({
        name: node.name,
        type: node.type,
        coords: roundVec(node.coords),
        ...(node.attributes ?? {}),
      }),
    );
    calls.push(`add_nodes(${nodes.join(", ")})`);
  }
  if (changes.addedEdges.length > 0) {
    calls.push(`add_connections(${changes.addedEdges.map((edge) => inlineJson(edge)).join(", ")})`);
  }
  if (changes.removedEdges.length > 0) {
    calls.push(
      `remove_connections(${changes.removedEdges.map((edge) => inlineJson(edge)).join(", ")})`,
    );
  }
  if (changes.removedNodes.length > 0) {
    calls.push(
      `remove_nodes(${changes.removedNodes.map((name) => JSON.stringify(name)).join(", ")})`,
    );
  }
  if (changes.updatedNodes.length > 0) {
    const updates = changes.updatedNodes.map((update) =>
      inlineJson({
        name: update.name,
        ...(update.coords === undefined ? {} : { coords: roundVec(update.coords) }),
        ...(update.attributes ?? {}),
      }),
    );
    calls.push(`update_node_attributes(${updates.join(", ")})`);
  }
  if (changes.robotLocation !== undefined) {
    calls.push(`update_robot_location(${JSON.stringify(changes.robotLocation)})`);
  }
  return calls.length === 0 ? "no_updates()" : calls.join(",\n");
}
