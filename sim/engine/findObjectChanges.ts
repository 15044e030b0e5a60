import { distanceM, type Vec2 } from "../../src/geo/index.js";
import type { DeltaNode } from "../../src/map/index.js";
import type { ScanContext } from "./ScanContext.js";

export interface ObjectChanges {
  addNodes: DeltaNode[];
  /** Object edges, `[object, region]`. */
  addEdges: [string, string][];
}

/**
 * Objects in view of the detector:
 * - an unknown object whose class is among the labels is added under its world name and connected to the
 *   nearest known region within detection range that sees it (the nearest is within vision range whenever one
 *   is, so the object can then be inspected from there);
 * - a known (non-landmark) object in view with no edge to a region within vision range gets one, if such a region
 *   sees it — otherwise the planner could never get close enough to inspect it.
 */
export function findObjectChanges(context: ScanContext): ObjectChanges {
  const { map, truth, position, settings } = context;
  const addNodes: DeltaNode[] = [];
  const addEdges: [string, string][] = [];
  for (const object of truth.objects.within(position, settings.detectionRangeM)) {
    if (!truth.sees(position, object.point)) continue;
    const { name } = object;
    if (map.has(name)) {
      const known = map.get(name);
      if (known === undefined || known.type !== "object" || known.attributes["landmark"] === true) {
        continue;
      }
      if (map.regionsOfObject(name).some((region) => near(context, region, known.coords))) continue;
      const region = regionThatSees(context, known.coords, settings.visionRangeM);
      if (region !== undefined) addEdges.push([name, region]);
      continue;
    }
    if (!context.labels.matches(object.className)) continue;
    addNodes.push({
      name,
      type: "object",
      coords: [object.point[0], object.point[1]],
      attributes: { class: object.className },
    });
    const region = regionThatSees(context, object.point, settings.detectionRangeM);
    if (region !== undefined) addEdges.push([name, region]);
  }
  return { addNodes, addEdges };
}

function near(context: ScanContext, region: string, point: Vec2): boolean {
  const coords = context.map.coordsOf(region);
  return coords !== undefined && distanceM(coords, point) <= context.settings.visionRangeM;
}

/** The nearest known region within `maxDistanceM` of a point that has a line of sight to it. */
function regionThatSees(
  context: ScanContext,
  point: Vec2,
  maxDistanceM: number,
): string | undefined {
  const { map, truth } = context;
  return map.nearestRegions(point, {
    count: 1,
    maxDistanceM,
    filter: (name) => {
      const coords = map.coordsOf(name);
      return coords !== undefined && truth.sees(coords, point);
    },
  })[0];
}
