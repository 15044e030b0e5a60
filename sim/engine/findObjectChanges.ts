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
    if (!truth.seesObject(position, object.point)) continue;
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
    // (A thing lying on an obstacle — a tree across a lane — is reached from the side it was seen from: the region
    // nearest it may be beyond it.)
    const onObstacle = truth.rasters.occluding.valueAt(object.point) !== 0;
    const region = regionThatSees(
      context,
      object.point,
      settings.detectionRangeM,
      onObstacle ? position : undefined,
    );
    if (region !== undefined) addEdges.push([name, region]);
  }
  return { addNodes, addEdges };
}

function near(context: ScanContext, region: string, point: Vec2): boolean {
  const coords = context.map.coordsOf(region);
  return coords !== undefined && distanceM(coords, point) <= context.settings.visionRangeM;
}

/**
 * The nearest known region within `maxDistanceM` of a point that has a line of sight to it — or, given `nearest`,
 * of those the one nearest that place.
 */
function regionThatSees(
  context: ScanContext,
  point: Vec2,
  maxDistanceM: number,
  nearest?: Vec2,
): string | undefined {
  const { map, truth } = context;
  const seeing = map.nearestRegions(point, {
    count: nearest === undefined ? 1 : SEEING_REGIONS,
    maxDistanceM,
    filter: (name) => {
      const coords = map.coordsOf(name);
      return coords !== undefined && truth.seesObject(coords, point);
    },
  });
  if (nearest === undefined) return seeing[0];
  const away = (name: string): number => distanceM(map.coordsOf(name) ?? point, nearest);
  return [...seeing].sort((a, b) => away(a) - away(b))[0];
}

/** Regions that see a thing compared for the one nearest the robot. */
const SEEING_REGIONS = 12;
