/**
 * The graph-message target: messages fed one by one to a GraphSync over a SemanticMap, as MapKeeper does.
 * Per message: nothing throws; a rejected (or ignored) message leaves the map's serialization byte-identical and
 * a rejection says why; an applied one changed the map by exactly what it reports (replaying the report on the
 * map as it was gives the same bytes), every skipped item has a reason, and the result is a valid graph that
 * round-trips through the graph format.
 */
import {
  applyDelta,
  GraphSync,
  loadGraph,
  mapToGraphJson,
  parseGraphJson,
  type AppliedChanges,
  type SemanticMap,
  type SyncEvent,
} from "../../src/map/index.js";

export interface DeltaVerdict {
  readonly messages: number;
  readonly rejections: number;
  readonly skippedItems: number;
  readonly escape?: string;
  /** Lost or corrupted map state, one sentence each. */
  readonly corruptions: readonly string[];
  readonly silentRejections: number;
}

function serialize(map: SemanticMap): string {
  return JSON.stringify(mapToGraphJson(map));
}

function loadSerialized(text: string): SemanticMap {
  const loaded = loadGraph(JSON.parse(text));
  if (!loaded.ok) throw new Error(`a serialized map does not load: ${loaded.error.join("; ")}`);
  return loaded.value.map;
}

/** The report turned back into a delta: applying it to the map as it was must give the map as it is. */
function replay(before: string, applied: AppliedChanges): string {
  const map = loadSerialized(before);
  applyDelta(map, {
    seq: 0,
    remove_edges: applied.removedEdges,
    remove_nodes: applied.removedNodes,
    add_nodes: applied.addedNodes,
    update_nodes: applied.updatedNodes,
    add_edges: applied.addedEdges,
    ...(applied.robotLocation === undefined ? {} : { robot_location: applied.robotLocation }),
  });
  return serialize(map);
}

/** Feed `messages` to a fresh map loaded from `snapshot`. */
export function runMessages(snapshot: unknown, messages: readonly unknown[]): DeltaVerdict {
  const loaded = loadGraph(snapshot);
  if (!loaded.ok) throw new Error(`fuzz snapshot does not load: ${loaded.error.join("; ")}`);
  const map = loaded.value.map;
  const sync = new GraphSync(map);
  sync.receive({ seq: 0, snapshot }, { force: true });
  let rejections = 0;
  let silentRejections = 0;
  let skippedItems = 0;
  const corruptions: string[] = [];
  for (const [index, message] of messages.entries()) {
    const before = serialize(map);
    let events: SyncEvent[];
    try {
      events = sync.receive(message);
    } catch (error) {
      const escape = `message ${index} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
      return {
        messages: index + 1,
        rejections,
        skippedItems,
        escape,
        corruptions,
        silentRejections,
      };
    }
    let after: string;
    try {
      after = serialize(map);
    } catch (error) {
      const escape = `message ${index} left a map that cannot be serialized: ${String(error)}`;
      return {
        messages: index + 1,
        rejections,
        skippedItems,
        escape,
        corruptions,
        silentRejections,
      };
    }
    const changing = events.filter(
      (event) => event.kind === "applied" || event.kind === "resynced",
    );
    for (const event of events) {
      if (event.kind === "rejected") {
        rejections += 1;
        if (event.error.trim() === "") silentRejections += 1;
      }
      if (event.kind === "applied" || event.kind === "resynced") {
        skippedItems += event.report.skipped.length;
        for (const skipped of event.report.skipped)
          if (skipped.reason.trim() === "")
            corruptions.push(`message ${index}: ${skipped.item} skipped silently`);
      }
    }
    if (changing.length === 0 && after !== before)
      corruptions.push(
        `message ${index} was not applied (${events.map((e) => e.kind).join(", ")}) but changed the map`,
      );
    if (changing.length === 1 && changing[0] !== undefined && events.length === 1) {
      const replayed = replay(before, changing[0].report.applied);
      if (replayed !== after)
        corruptions.push(`message ${index}: the map changed by more or less than its report says`);
    }
    const reparsed = parseGraphJson(JSON.parse(after));
    if (!reparsed.ok)
      corruptions.push(`message ${index} left an invalid graph: ${reparsed.error.join("; ")}`);
    else if (serialize(loadSerialized(after)) !== after)
      corruptions.push(`message ${index}: the map does not round-trip through the graph format`);
  }
  return { messages: messages.length, rejections, skippedItems, corruptions, silentRejections };
}
