import { distanceM, type Vec2 } from "../geo/index.js";
import type { SemanticMap } from "./SemanticMap.js";

/**
 * Whether the robot can drive from region `from` to within sight of `target` on the current map: same region
 * component, or (for an object) an object edge into the robot's component. A lookup, not a search.
 */
export function isReachable(map: SemanticMap, from: string, target: string): boolean {
  const fromComponent = map.components.componentOf(from);
  if (fromComponent === undefined) return false;
  if (map.isRegion(target)) return map.components.componentOf(target) === fromComponent;
  return map
    .regionsOfObject(target)
    .some((region) => map.components.componentOf(region) === fromComponent);
}

export interface ClosestPair {
  /** Region in the robot's component. */
  readonly near: string;
  /** Region in the target's component, or the target itself when it is an object with no region. */
  readonly far: string;
  readonly distanceM: number;
}

/**
 * The closest pair of regions between the component of `from` and the component(s) of `target`: where a new
 * connection (e.g. by `extend_map`) would most cheaply join them. Iterates the smaller side and asks the spatial
 * index for the nearest region of the other, so it stays fast when one side is a 100k-region component.
 * For an object connected to no region, the pair is (nearest region of the robot's component, the object).
 * Undefined when the target is already reachable: there is nothing to connect.
 */
export function closestPair(
  map: SemanticMap,
  from: string,
  target: string,
): ClosestPair | undefined {
  const fromComponent = map.components.componentOf(from);
  if (fromComponent === undefined || !map.has(target) || isReachable(map, from, target))
    return undefined;
  const targetRegions = map.isRegion(target) ? [target] : map.regionsOfObject(target);
  if (targetRegions.length === 0) {
    const coords = map.coordsOf(target);
    if (coords === undefined) return undefined;
    const near = nearestInComponent(map, coords, fromComponent);
    if (near === undefined) return undefined;
    return { near, far: target, distanceM: distanceM(coords, map.coordsOf(near) ?? coords) };
  }
  let best: ClosestPair | undefined;
  const seen = new Set<number>();
  for (const region of targetRegions) {
    const component = map.components.componentOf(region);
    if (component === undefined || component === fromComponent || seen.has(component)) continue;
    seen.add(component);
    const pair = closestBetween(map, fromComponent, component);
    if (pair !== undefined && (best === undefined || pair.distanceM < best.distanceM)) best = pair;
  }
  return best;
}

function closestBetween(
  map: SemanticMap,
  fromComponent: number,
  toComponent: number,
): ClosestPair | undefined {
  const iterateFrom = map.components.sizeOf(fromComponent) <= map.components.sizeOf(toComponent);
  const [small, otherComponent] = iterateFrom
    ? [map.components.membersOf(fromComponent), toComponent]
    : [map.components.membersOf(toComponent), fromComponent];
  let best: ClosestPair | undefined;
  for (const region of small) {
    const coords = map.coordsOf(region);
    if (coords === undefined) continue;
    const other = nearestInComponent(map, coords, otherComponent, best?.distanceM);
    if (other === undefined) continue;
    const d = distanceM(coords, map.coordsOf(other) ?? coords);
    if (best === undefined || d < best.distanceM) {
      best = iterateFrom
        ? { near: region, far: other, distanceM: d }
        : { near: other, far: region, distanceM: d };
    }
  }
  return best;
}

function nearestInComponent(
  map: SemanticMap,
  point: Vec2,
  component: number,
  maxDistanceM?: number,
): string | undefined {
  return map.nearestRegions(point, {
    count: 1,
    ...(maxDistanceM === undefined ? {} : { maxDistanceM }),
    filter: (name) => map.components.componentOf(name) === component,
  })[0];
}
