import { distanceM, type Vec2 } from "../../src/geo/index.js";
import type { GraphDelta } from "../../src/map/index.js";
import type { EdgeIndex } from "./EdgeIndex.js";
import type { EdgeObstacles } from "./EdgeObstacles.js";
import type { PointIndex } from "./PointIndex.js";
import { seenFromRobot, type ScanContext } from "./ScanContext.js";

export interface RemovalState {
  edges: EdgeIndex;
  edgeObstacles: EdgeObstacles;
  knownObjects: PointIndex<{ name: string; point: Vec2 }>;
  /** Regions never removed (the robot's current one). */
  protectedRegions: ReadonlySet<string>;
}

/**
 * What the robot can now see is wrong in its map:
 * - a known region standing on visibly undrivable ground (a collapsed bridge's nodes over the water);
 * - a known region edge whose straight segment crosses a visibly undrivable cell (a new fence, storm debris);
 * - a known object that does not exist, when its spot is in view and the detector looks for its class.
 * Landmarks and the robot's own region are never removed.
 */
export function findRemovals(
  context: ScanContext,
  state: RemovalState,
): Pick<GraphDelta, "remove_nodes" | "remove_edges"> {
  const { map, truth, position, settings } = context;
  const removeNodes: string[] = [];
  for (const name of map.regionIndex.within(position, settings.lidarRangeM).sort()) {
    const coords = map.coordsOf(name);
    if (coords === undefined || state.protectedRegions.has(name)) continue;
    if (!truth.isDrivable(coords) && seenFromRobot(context, coords, settings.lidarRangeM)) {
      removeNodes.push(name);
    }
  }
  for (const { name, point } of state.knownObjects.within(position, settings.detectionRangeM)) {
    const node = map.get(name);
    if (node === undefined || node.type !== "object" || node.attributes["landmark"] === true) {
      continue;
    }
    const className = node.attributes["class"];
    if (truth.objects.get(name) !== undefined || typeof className !== "string") continue;
    if (
      context.labels.matches(className) &&
      seenFromRobot(context, point, settings.detectionRangeM)
    ) {
      removeNodes.push(name);
    }
  }

  const removed = new Set(removeNodes);
  const removeEdges: [string, string][] = [];
  for (const edge of state.edges.near(position, settings.lidarRangeM)) {
    const { a, b } = edge;
    const ca = map.coordsOf(a);
    const cb = map.coordsOf(b);
    if (ca === undefined || cb === undefined || !map.hasEdge(a, b)) {
      state.edges.remove(a, b);
      continue;
    }
    if (removed.has(a) || removed.has(b)) continue;
    const blocked = state.edgeObstacles
      .cellsOn(ca, cb)
      .some(
        (cell) => distanceM(position, cell) <= settings.lidarRangeM && truth.sees(position, cell),
      );
    if (blocked) removeEdges.push([a, b]);
  }
  const result: Pick<GraphDelta, "remove_nodes" | "remove_edges"> = {};
  if (removeNodes.length > 0) result.remove_nodes = removeNodes;
  if (removeEdges.length > 0) result.remove_edges = removeEdges;
  return result;
}
