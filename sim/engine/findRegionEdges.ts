import { segmentClearForRobot } from "./footprintClear.js";
import { edgeKey } from "./EdgeIndex.js";
import type { ScanContext } from "./ScanContext.js";

/**
 * Region edges the robot can now confirm: a truth edge with both ends in view becomes an edge between the known
 * regions those ends are, unless it is there already, the straight line between the known positions is not
 * drivable for the robot's body, or the agent itself found it blocked (the robot drove it and could not pass; the mapper must not
 * flip it back).
 */
export function findRegionEdges(
  context: ScanContext,
  {
    visible,
    blockedByAgent,
  }: { visible: ReadonlyMap<string, string>; blockedByAgent: ReadonlySet<string> },
): [string, string][] {
  const { map, truth } = context;
  const edges: [string, string][] = [];
  const proposed = new Set<string>();
  for (const [truthName, known] of visible) {
    for (const neighbour of truth.neighboursOf(truthName)) {
      const other = visible.get(neighbour);
      if (other === undefined || other === known) continue;
      const key = edgeKey(known, other);
      if (proposed.has(key) || blockedByAgent.has(key) || map.hasEdge(known, other)) continue;
      proposed.add(key);
      const a = map.coordsOf(known);
      const b = map.coordsOf(other);
      if (
        a !== undefined &&
        b !== undefined &&
        segmentClearForRobot(truth.rasters.traversable, a, b, context.settings.robotRadiusM)
      ) {
        edges.push([known, other]);
      }
    }
  }
  return edges;
}
