import { classInWords } from "../world/index.js";
import { distanceM, type Vec2 } from "../../src/geo/index.js";
import { segmentTraversable } from "../raster/index.js";
import type { DeltaNode } from "../../src/map/index.js";
import type { NameRegistry } from "./NameRegistry.js";
import { seenFromRobot, type ScanContext } from "./ScanContext.js";
import type { TruthRegion } from "./TruthWorld.js";

export interface AssociationState {
  /** Truth region → the known region it was last matched with; kept while that region exists. */
  associations: Map<string, string>;
  names: NameRegistry;
}

export interface RegionAssociation {
  /** Every truth region in view, with the known (or new) region it is. */
  visible: Map<string, string>;
  /** Regions to add: truth regions in view with no known region near them. */
  addNodes: DeltaNode[];
}

/**
 * Match the truth regions in lidar view with known regions. The prior builder and the truth builder put nodes at
 * nearly the same spots when a feature is in both, so a known region within the association radius that the
 * robot could drive to straight is the same place (whoever made it: prior, agent, earlier scan). A truth region with none near it is new and gets a
 * fresh `<class>_<k>` name; regions created earlier in the same scan count as known.
 */
export function associateRegions(context: ScanContext, state: AssociationState): RegionAssociation {
  const { map, truth, position, settings } = context;
  const visible = new Map<string, string>();
  const addNodes: DeltaNode[] = [];
  const inView = truth.regions
    .within(position, settings.lidarRangeM)
    .filter((region) => seenFromRobot(context, region.point, settings.lidarRangeM));
  for (const region of inView) {
    const cached = state.associations.get(region.name);
    if (cached !== undefined && map.isRegion(cached)) {
      visible.set(region.name, cached);
      continue;
    }
    const known = nearestKnown(context, region, addNodes);
    const name = known ?? state.names.next(region.className);
    if (known === undefined) {
      addNodes.push({
        name,
        type: "region",
        coords: [region.point[0], region.point[1]],
        attributes: { description: classInWords(region.className) },
      });
    }
    state.associations.set(region.name, name);
    visible.set(region.name, name);
  }
  return { visible, addNodes };
}

function nearestKnown(
  context: ScanContext,
  region: TruthRegion,
  pending: readonly DeltaNode[],
): string | undefined {
  const radiusM = context.settings.associationRadiusM;
  const { traversable } = context.truth.rasters;
  // The same place means the robot could drive straight between the two: a region across a fence, a strip of
  // forest or a river bank is a different place, however close.
  const samePlace = (coords: Vec2): boolean =>
    segmentTraversable(traversable, coords, region.point);
  let best = context.map.nearestRegions(region.point, {
    count: 1,
    maxDistanceM: radiusM,
    filter: (name) => {
      const coords = context.map.coordsOf(name);
      return coords !== undefined && samePlace(coords);
    },
  })[0];
  const coords = best === undefined ? undefined : context.map.coordsOf(best);
  let bestM = coords === undefined ? Infinity : distanceM(coords, region.point);
  for (const node of pending) {
    const d = distanceM(node.coords, region.point);
    if (d <= radiusM && d < bestM && samePlace(node.coords)) {
      best = node.name;
      bestM = d;
    }
  }
  return best;
}
