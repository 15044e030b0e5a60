import { distanceM, type Vec2 } from "../../geo/index.js";
import { isReachable, shortestRegionPath, type SemanticMap } from "../../map/index.js";

/** The class of a node: its `class` attribute (prior and detected objects carry one), else its name's stem. */
export function nodeClass(map: SemanticMap, name: string): string {
  const attribute = map.get(name)?.attributes["class"];
  if (typeof attribute === "string" && attribute !== "") return attribute.toLowerCase();
  return name.toLowerCase().replace(/_?\d+$/, "");
}

export function isLandmark(map: SemanticMap, name: string): boolean {
  return map.get(name)?.attributes["landmark"] === true;
}

/**
 * Whether a node class is an instance of a wanted class: equal, a plural of it, or containing all its words
 * (`internet_tower` is a `tower`; `chemical_barrel` is a `barrel`). Word order and a trailing "s" don't matter.
 */
export function classMatches(nodeClassName: string, wanted: string): boolean {
  const node = words(nodeClassName);
  const want = words(wanted);
  return want.length > 0 && want.every((word) => node.includes(word));
}

function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter((word) => word !== "")
    .map((word) =>
      word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word,
    );
}

export interface NodeQuery {
  type?: "object" | "region" | "any";
  /** Landmarks (buildings, water, tree cover from the prior) count; default only for places. */
  landmarks?: boolean;
}

/**
 * Nodes whose class matches one of `classes`, best class first (the list is ordered by how telling each class is),
 * then by distance from `from`.
 */
export function findByClass(
  map: SemanticMap,
  classes: readonly string[],
  from: Vec2,
  query: NodeQuery = {},
): string[] {
  const { type = "object", landmarks = false } = query;
  const names =
    type === "object"
      ? map.objectNames()
      : type === "region"
        ? map.regionNames()
        : [...map.objectNames(), ...map.regionNames()];
  const scored: { name: string; rank: number; distance: number }[] = [];
  for (const name of names) {
    if (!landmarks && isLandmark(map, name)) continue;
    // A name can say more than the class: a building landmark named "depot_warehouse" is the depot.
    const cls = nodeClass(map, name);
    const stem = name.toLowerCase().replace(/_?\d+$/, "");
    const rank = classes.findIndex(
      (wanted) => classMatches(cls, wanted) || classMatches(stem, wanted),
    );
    if (rank < 0) continue;
    scored.push({ name, rank, distance: distanceM(from, map.coordsOf(name) ?? from) });
  }
  return scored
    .sort((a, b) => a.rank - b.rank || a.distance - b.distance)
    .map((entry) => entry.name);
}

/** Distance the robot would drive to reach a node on the known map, or undefined when unreachable. */
export function driveDistanceM(map: SemanticMap, from: string, target: string): number | undefined {
  if (!isReachable(map, from, target)) return undefined;
  const regions = map.isRegion(target) ? [target] : map.regionsOfObject(target);
  let best: number | undefined;
  for (const region of regions) {
    const path = shortestRegionPath(map, from, region);
    if (path !== undefined && (best === undefined || path.lengthM < best)) best = path.lengthM;
  }
  return best;
}

/** Landmark classes of the prior graph with walls around them: seen into only from inside. */
const WALLED_CLASSES: ReadonlySet<string> = new Set(["building", "roof"]);

/** Whether a landmark is walled (a building, a roofed hall): what is inside is seen only from inside. */
export function isWalled(map: SemanticMap, name: string): boolean {
  return isLandmark(map, name) && WALLED_CLASSES.has(nodeClass(map, name));
}

/** Whether a point lies in a box [minX, minY, maxX, maxY], edges included. */
export function insideBox(box: readonly [number, number, number, number], point: Vec2): boolean {
  return point[0] >= box[0] && point[0] <= box[2] && point[1] >= box[1] && point[1] <= box[3];
}

/** A node's outline box in ENU metres, [minX, minY, maxX, maxY], when the prior gives one. */
export function boxOf(
  map: SemanticMap,
  name: string,
): readonly [number, number, number, number] | undefined {
  const raw = map.get(name)?.attributes["bbox_m"];
  return Array.isArray(raw) && raw.length === 4 && raw.every((v) => typeof v === "number")
    ? (raw as [number, number, number, number])
    : undefined;
}

/** Undrivable landmarks of the prior (woods, water, buildings) with their outline's box, ENU metres. */
export function obstacleBoxes(map: SemanticMap): ObstacleBox[] {
  const boxes: ObstacleBox[] = [];
  for (const name of map.objectNames()) {
    if (!isLandmark(map, name)) continue;
    const cls = nodeClass(map, name);
    // Tree canopy hides the ground but does not stop the robot; everything else that is a landmark does.
    if (cls === "tree_cover") continue;
    const raw = boxOf(map, name);
    if (raw === undefined) continue;
    const [minX, minY, maxX, maxY] = raw;
    // Buildings and roofed halls fill their box and are walled: a room inside is known ground only right where
    // the robot stands. Woods, water and rock rarely fill theirs. A dock or bridge end inside a water box is
    // known ground, but only just: past a dock's tip is open water.
    const walled = WALLED_CLASSES.has(cls);
    boxes.push({
      name,
      box: [minX, minY, maxX, maxY],
      shrink: walled ? 0.02 : 0.1,
      endExemptM: walled ? 1 : cls === "water" ? 3 : 6,
    });
  }
  return boxes;
}

export interface ObstacleBox {
  readonly name: string;
  readonly box: readonly [number, number, number, number];
  /** Fraction of the box's size trimmed from each side before testing. */
  readonly shrink: number;
  /** Metres next to a gap's end inside the box that are not held against the gap. */
  readonly endExemptM: number;
}

/** Distance from a point to a node: to its outline when it has one (a building), else to its point. */
export function distanceToNodeM(map: SemanticMap, name: string, at: Vec2): number {
  const box = boxOf(map, name);
  if (box !== undefined) {
    const [minX, minY, maxX, maxY] = box;
    const dx = Math.max(minX - at[0], 0, at[0] - maxX);
    const dy = Math.max(minY - at[1], 0, at[1] - maxY);
    return Math.hypot(dx, dy);
  }
  const coords = map.coordsOf(name);
  return coords === undefined ? Infinity : distanceM(coords, at);
}
