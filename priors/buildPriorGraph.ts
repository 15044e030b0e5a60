import { roundVec, type Vec2 } from "../src/geo/index.js";
import { naturalCompare, type GraphJson, type GraphNodeJson } from "../src/map/index.js";
import { scanPolygon, segmentTraversable, type Grid } from "../sim/raster/index.js";
import { attachFootprint, attachPoint } from "./attach.js";
import { classInWords } from "../sim/world/index.js";
import { connectRegions } from "./connectRegions.js";
import { findLandmarks } from "./findLandmarks.js";
import { NameAllocator } from "./NameAllocator.js";
import { placeLineRegions } from "./placeLineRegions.js";
import { placeOpenRegions } from "./placeOpenRegions.js";
import { RegionSet } from "./RegionSet.js";
import type { BuildPriorGraphOptions, PriorFeature } from "./types.js";

/**
 * Build a SPINE prior graph from mapped features and their rasters, as a satellite-derived map would give it:
 *
 * - regions along roads, paths, trails, sidewalks, bridges and docks every `roadSpacingM`, and over open
 *   drivable ground on an `openSpacingM` lattice, named `<surface class>_<k>`;
 * - region edges between near neighbours whose straight segment is drivable in `traversable`;
 * - object nodes for objects, attached to the nearest region that sees them within `attachRadiusM`;
 * - landmark object nodes (`landmark: true`) for buildings, water, forest, other undrivable surfaces and the
 *   cover over `coveredFromAir` surfaces, attached to the nearest region that sees their edge.
 *
 * Descriptions are class names in words, never anything more. The output is deterministic and canonical:
 * nodes in natural name order, coordinates rounded to 0.1 m, edges sorted.
 *
 * @example
 * const graph = buildPriorGraph({ features, traversable, occluding, surface, robotStart: [0, 0] });
 */
export function buildPriorGraph(options: BuildPriorGraphOptions): GraphJson {
  const {
    features,
    traversable,
    occluding,
    roadSpacingM = 10,
    openSpacingM = 15,
    edgeReachFactor = 1.6,
    maxNeighbours = 6,
    attachRadiusM = 30,
    robotStart,
  } = options;
  const surface = options.surface ?? rasterizeSurfaces(features, traversable);
  const names = new NameAllocator();
  const objects = features.filter(
    (feature): feature is PriorFeature & { point: Vec2 } =>
      feature.layer === "object" && feature.point !== undefined,
  );
  const landmarks = findLandmarks(features, surface);
  // Names the source gives are claimed first; generated `<class>_<k>` names then steer around them.
  const claim = (name: string | undefined): string | undefined =>
    name !== undefined && names.reserve(name) ? name : undefined;
  const objectNames = objects.map((object) => claim(object.name));
  const landmarkNames = landmarks.map((landmark) => claim(landmark.feature.name));

  const regions = new RegionSet({ surface, features, names });
  placeLineRegions(features, { regions, traversable, spacingM: roadSpacingM });
  placeOpenRegions({ regions, traversable, spacingM: openSpacingM });
  const regionEdges = connectRegions({
    regions,
    traversable,
    reachFactor: edgeReachFactor,
    maxNeighbours,
  });

  const attachContext = { regions, occluding, radiusM: attachRadiusM };
  const objectNodes: GraphNodeJson[] = [];
  const objectEdges: [string, string][] = [];
  const addObject = (node: GraphNodeJson, regionId: number | undefined): void => {
    objectNodes.push(node);
    if (regionId !== undefined) objectEdges.push([node.name, regions.get(regionId).name]);
  };
  objects.forEach((object, i) => {
    addObject(
      node(objectNames[i] ?? names.next(object.className), object.point, {
        class: object.className,
        description: classInWords(object.className),
      }),
      attachPoint(object.point, attachContext),
    );
  });
  landmarks.forEach((landmark, i) => {
    addObject(
      node(landmarkNames[i] ?? names.next(landmark.className), landmark.point, {
        class: landmark.className,
        description: landmark.description,
        landmark: true,
        // The outline is what overhead imagery shows best: planners size area searches from it and avoid
        // planning straight through woods, water and buildings.
        size_m: [
          Math.round(landmark.footprint.boundsM.maxX - landmark.footprint.boundsM.minX),
          Math.round(landmark.footprint.boundsM.maxY - landmark.footprint.boundsM.minY),
        ],
        bbox_m: [
          Math.round(landmark.footprint.boundsM.minX),
          Math.round(landmark.footprint.boundsM.minY),
          Math.round(landmark.footprint.boundsM.maxX),
          Math.round(landmark.footprint.boundsM.maxY),
        ],
      }),
      attachFootprint(landmark.footprint, landmark.point, attachContext),
    );
  });

  const graph: GraphJson = {
    regions: regions.regions
      .map((region) =>
        node(region.name, region.point, {
          description: classInWords(region.className),
          // The surface's name where the source has one (OSM `name`, a world's named feature): operators say
          // "the paddock", "the north gate road".
          ...(region.place === undefined ? {} : { place: region.place }),
          ...(region.placeNumber === undefined ? {} : { placeNumber: region.placeNumber }),
        }),
      )
      .sort(byName),
    objects: objectNodes.sort(byName),
    region_connections: regionEdges
      .map(([a, b]) => orderedPair(regions.get(a).name, regions.get(b).name))
      .sort(comparePairs),
    object_connections: objectEdges.sort(comparePairs),
  };
  if (robotStart !== undefined) {
    const start = nearestReachableRegion(robotStart, { regions, traversable, openSpacingM });
    if (start !== undefined) graph.robot_location = regions.get(start).name;
  }
  return graph;
}

/** The region nearest to the robot that it can drive to straight; else simply the nearest one. */
function nearestReachableRegion(
  point: Vec2,
  {
    regions,
    traversable,
    openSpacingM,
  }: { regions: RegionSet; traversable: Grid; openSpacingM: number },
): number | undefined {
  const reachable = regions.index.nearest(point, {
    count: 1,
    maxDistanceM: 2 * openSpacingM,
    filter: (id) => segmentTraversable(traversable, point, regions.get(id).point),
  });
  return (
    reachable[0] ??
    regions.index.nearest(point, { count: 1, maxDistanceM: Number.POSITIVE_INFINITY })[0]
  );
}

/** The surface index raster, for callers that did not rasterize one themselves (later surfaces win). */
function rasterizeSurfaces(features: readonly PriorFeature[], like: Grid): Grid {
  const surface = like.like("uint32");
  for (const feature of features) {
    if (feature.layer !== "surface") continue;
    for (const rings of feature.footprint) {
      scanPolygon(surface, rings, (row, colStart, colEnd) => {
        surface.data.fill(
          feature.index + 1,
          row * surface.width + colStart,
          row * surface.width + colEnd,
        );
      });
    }
  }
  return surface;
}

function node(
  name: string,
  point: Vec2,
  attributes: Omit<GraphNodeJson, "name" | "coords">,
): GraphNodeJson {
  const [x, y] = roundVec(point);
  return { name, coords: [x, y], ...attributes };
}

function byName(a: { name: string }, b: { name: string }): number {
  return naturalCompare(a.name, b.name);
}

function orderedPair(a: string, b: string): [string, string] {
  return naturalCompare(a, b) <= 0 ? [a, b] : [b, a];
}

function comparePairs(a: readonly [string, string], b: readonly [string, string]): number {
  return naturalCompare(a[0], b[0]) || naturalCompare(a[1], b[1]);
}
