import { emptyChanges, type AppliedChanges, type DeltaNode } from "./delta.js";
import type { JsonObject } from "./types.js";
import type { Vec2 } from "../geo/index.js";

interface NodeEntry {
  /** The node existed before this window and was removed (possibly then re-added). */
  removed: boolean;
  added?: DeltaNode;
  attributes?: JsonObject;
  coords?: Vec2;
}

/**
 * Collects the map changes between two planner calls and folds them into the net change: a node added then
 * removed disappears, an edge removed then re-added cancels out, attribute updates merge, the last robot
 * location wins. The planner is told the net change once, in the perception vocabulary.
 */
export class ChangeLog {
  #nodes = new Map<string, NodeEntry>();
  #edges = new Map<string, { edge: [string, string]; added: boolean }>();
  #location: string | undefined;

  record(changes: AppliedChanges): void {
    for (const [a, b] of changes.removedEdges) this.#edge(a, b, false);
    for (const name of changes.removedNodes) this.#removeNode(name);
    for (const node of changes.addedNodes) {
      const entry = this.#nodes.get(node.name) ?? { removed: false };
      const copy: DeltaNode = { name: node.name, type: node.type, coords: node.coords };
      if (node.attributes !== undefined) copy.attributes = { ...node.attributes };
      this.#nodes.set(node.name, { removed: entry.removed, added: copy });
    }
    for (const update of changes.updatedNodes) {
      const entry = this.#nodes.get(update.name) ?? { removed: false };
      if (entry.added !== undefined) {
        const merged: JsonObject = { ...(entry.added.attributes ?? {}) };
        for (const [key, value] of Object.entries(update.attributes ?? {})) {
          // The planner never saw the attribute, so a deletion simply drops it.
          if (value === null) Reflect.deleteProperty(merged, key);
          else merged[key] = value;
        }
        entry.added.attributes = merged;
        if (update.coords !== undefined) entry.added.coords = update.coords;
      } else {
        if (update.attributes !== undefined) {
          entry.attributes = { ...(entry.attributes ?? {}), ...update.attributes };
        }
        if (update.coords !== undefined) entry.coords = update.coords;
      }
      this.#nodes.set(update.name, entry);
    }
    for (const [a, b] of changes.addedEdges) this.#edge(a, b, true);
    if (changes.robotLocation !== undefined) this.#location = changes.robotLocation;
  }

  get isEmpty(): boolean {
    return this.#nodes.size === 0 && this.#edges.size === 0 && this.#location === undefined;
  }

  /** The net change since the last drain, and start a new window. */
  drain(): AppliedChanges {
    const net = emptyChanges();
    for (const [name, entry] of this.#nodes) {
      if (entry.removed) net.removedNodes.push(name);
      if (entry.added !== undefined) net.addedNodes.push(entry.added);
      else if (!entry.removed && (entry.attributes !== undefined || entry.coords !== undefined)) {
        net.updatedNodes.push({
          name,
          ...(entry.attributes === undefined ? {} : { attributes: entry.attributes }),
          ...(entry.coords === undefined ? {} : { coords: entry.coords }),
        });
      }
    }
    for (const { edge, added } of this.#edges.values()) {
      (added ? net.addedEdges : net.removedEdges).push(edge);
    }
    if (this.#location !== undefined) net.robotLocation = this.#location;
    this.#nodes = new Map();
    this.#edges = new Map();
    this.#location = undefined;
    return net;
  }

  #removeNode(name: string): void {
    const entry = this.#nodes.get(name);
    // Edges touching the node go with it; the planner hears only of the node.
    for (const [key, { edge }] of this.#edges) {
      if (edge[0] === name || edge[1] === name) this.#edges.delete(key);
    }
    if (entry !== undefined && entry.added !== undefined && !entry.removed) {
      this.#nodes.delete(name);
      return;
    }
    this.#nodes.set(name, { removed: true });
  }

  #edge(a: string, b: string, added: boolean): void {
    const key = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
    const existing = this.#edges.get(key);
    if (existing !== undefined && existing.added !== added) this.#edges.delete(key);
    else this.#edges.set(key, { edge: [a, b], added });
  }
}
