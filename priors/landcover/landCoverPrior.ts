import { fail, ok, type Result } from "../../src/errors/index.js";
import { EnuFrame, distanceM, type LonLat, type Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";
import { Grid, type WorldRasters } from "../../sim/raster/index.js";
import { buildPriorGraph } from "../buildPriorGraph.js";
import { LINEAR_CLASSES } from "../linearClasses.js";
import type { BuildPriorGraphOptions, PriorFeature } from "../types.js";
import { maskCentrelines } from "./centrelines.js";
import { crsToPixel, pixelToCrs } from "./georef.js";
import { componentMask, labelComponents } from "./labelComponents.js";
import { maskOutline } from "./outline.js";
import { classifyPixels, type Palette } from "./palette.js";
import { resampleNearest } from "./resample.js";
import type { LandCoverImage } from "./types.js";

export interface LandCoverPriorOptions extends Pick<
  BuildPriorGraphOptions,
  "roadSpacingM" | "openSpacingM"
> {
  image: LandCoverImage;
  palette: Palette;
  /** ENU origin; default the raster's middle. */
  origin?: LonLat;
  /** Where the robot starts, for `robot_location`. */
  start?: LonLat;
  /** The prior's cell size; default the raster's pixel size, but no finer than 0.5 m. */
  resolutionM?: number;
}

export interface LandCoverPrior {
  graph: GraphJson;
  rasters: WorldRasters;
  origin: LonLat;
  counts: { areas: number; landmarks: number; centrelines: number };
}

/** The builder's default open-ground spacing; the lattice is laid in whole blocks of it. */
const DEFAULT_OPEN_SPACING_M = 15;

/** Areas smaller than this many cells are not worth a landmark or a centreline (resampling speckle). */
const MIN_FEATURE_CELLS = 4;

/**
 * A prior from a georeferenced land-cover raster: its classes resampled onto an ENU lattice, the rasters the
 * builder drives and looks through, and one feature per connected area of a class — outlines (marching
 * squares) for landmarks, skeleton centrelines for roads, paths and the like so they are sampled along their
 * length as vector roads are — all handed to {@link buildPriorGraph}.
 */
export function landCoverPrior(options: LandCoverPriorOptions): Result<LandCoverPrior> {
  const { image, palette } = options;
  const classified = classifyPixels(image, palette);
  if (!classified.ok) return classified;
  const pixelLonLat = (col: number, row: number): LonLat =>
    image.crs.toLonLat(...pixelToCrs(image.georef, col, row));
  const middle = pixelLonLat(image.width / 2, image.height / 2);
  const origin = options.origin ?? [round6(middle[0]), round6(middle[1])];
  const frame = new EnuFrame(origin);
  const pixelSizeM = Math.min(
    distanceM(
      frame.toEnu(pixelLonLat(image.width / 2, image.height / 2)),
      frame.toEnu(pixelLonLat(image.width / 2 + 1, image.height / 2)),
    ),
    distanceM(
      frame.toEnu(pixelLonLat(image.width / 2, image.height / 2)),
      frame.toEnu(pixelLonLat(image.width / 2, image.height / 2 + 1)),
    ),
  );
  const resolutionM = options.resolutionM ?? Math.max(0.5, Math.round(pixelSizeM * 100) / 100);
  const lattice = enuLattice(image, frame, pixelLonLat, {
    resolutionM,
    blockM: options.openSpacingM ?? DEFAULT_OPEN_SPACING_M,
  });
  if (lattice.width * lattice.height > 64_000_000) {
    return fail(
      `${image.source} covers ${lattice.width} × ${lattice.height} cells of ${resolutionM} m; that is more than a prior needs — crop it, or pass a coarser --resolution-m`,
    );
  }
  const classes = resampleNearest({
    source: { width: image.width, height: image.height, data: classified.value },
    target: {
      width: lattice.width,
      height: lattice.height,
      data: new Uint16Array(lattice.width * lattice.height),
    },
    toSource: (col, row) => {
      const lonLat = frame.toLonLat([
        lattice.originX + col * resolutionM,
        lattice.originY + row * resolutionM,
      ]);
      return crsToPixel(image.georef, ...image.crs.fromLonLat(lonLat[0], lonLat[1]));
    },
  });

  const infos = palette.classes.map((entry) => entry.info);
  const surface = lattice.like("uint32");
  const traversable = lattice.like();
  const occluding = lattice.like();
  const drivableByClass = Uint8Array.from([
    0,
    ...infos.map((i) => (i.layer === "surface" && i.traversable && !i.coveredFromAir ? 1 : 0)),
  ]);
  const occludingByClass = Uint8Array.from([
    0,
    ...infos.map((i) => (i.occludes || i.coveredFromAir ? 1 : 0)),
  ]);
  for (let k = 0; k < classes.length; k += 1) {
    const classIndex = classes[k] ?? 0;
    traversable.data[k] = drivableByClass[classIndex] ?? 0;
    occluding.data[k] = occludingByClass[classIndex] ?? 0;
  }
  const { labels, components } = labelComponents(classes, {
    width: lattice.width,
    height: lattice.height,
    include: (classIndex) => infos[classIndex - 1]?.layer === "surface",
  });
  surface.data.set(labels);

  const counts = { areas: components.length, landmarks: 0, centrelines: 0 };
  const features: PriorFeature[] = components.map((component) => {
    const entry = palette.classes[component.classIndex - 1];
    if (entry === undefined)
      throw new Error(`component of unknown class index ${component.classIndex}`);
    const { className, info } = entry;
    const feature: PriorFeature = {
      index: component.label - 1,
      layer: "surface",
      className,
      traversable: info.traversable,
      coveredFromAir: info.coveredFromAir,
      footprint: [],
    };
    if (info.cover !== undefined) feature.cover = info.cover;
    if (component.cells < MIN_FEATURE_CELLS) return feature;
    const landmark = !info.traversable || info.coveredFromAir;
    if (landmark) {
      feature.footprint = maskOutline(componentMask(labels, lattice.width, component), lattice);
      counts.landmarks += 1;
    } else if (LINEAR_CLASSES.has(className)) {
      feature.lines = maskCentrelines(componentMask(labels, lattice.width, component), lattice);
      counts.centrelines += feature.lines.length;
    }
    return feature;
  });
  const builderOptions: BuildPriorGraphOptions = { features, traversable, occluding, surface };
  if (options.roadSpacingM !== undefined) builderOptions.roadSpacingM = options.roadSpacingM;
  if (options.openSpacingM !== undefined) builderOptions.openSpacingM = options.openSpacingM;
  if (options.start !== undefined) builderOptions.robotStart = frame.toEnu(options.start);
  const graph = buildPriorGraph(builderOptions);
  return ok({ graph, rasters: { traversable, occluding, surface }, origin, counts });
}

/**
 * The ENU lattice covering the raster's outline (sampled along its edges). It is anchored at the raster's
 * south-west corner and grows west and south in whole blocks of the open-ground spacing: open regions are
 * placed per block from the lattice's corner, so anchoring it to the raster rather than to the data's extent
 * keeps the prior from jittering when the raster is cropped or reprojected.
 */
function enuLattice(
  image: LandCoverImage,
  frame: EnuFrame,
  pixelLonLat: (col: number, row: number) => LonLat,
  { resolutionM, blockM }: { resolutionM: number; blockM: number },
): Grid {
  const points: Vec2[] = [];
  const steps = 16;
  for (let k = 0; k <= steps; k += 1) {
    const t = k / steps;
    points.push(
      frame.toEnu(pixelLonLat(t * image.width, 0)),
      frame.toEnu(pixelLonLat(t * image.width, image.height)),
      frame.toEnu(pixelLonLat(0, t * image.height)),
      frame.toEnu(pixelLonLat(image.width, t * image.height)),
    );
  }
  const minX = Math.min(...points.map((p) => p[0]));
  const minY = Math.min(...points.map((p) => p[1]));
  const maxX = Math.max(...points.map((p) => p[0]));
  const maxY = Math.max(...points.map((p) => p[1]));
  const [anchorX, anchorY] = frame
    .toEnu(pixelLonLat(0, image.height))
    .map((value) => Math.round(value / resolutionM) * resolutionM) as [number, number];
  const block = Math.max(1, Math.round(blockM / resolutionM)) * resolutionM;
  const originX = anchorX - Math.max(0, Math.ceil((anchorX - minX) / block - 1e-6)) * block;
  const originY = anchorY - Math.max(0, Math.ceil((anchorY - minY) / block - 1e-6)) * block;
  return new Grid({
    originX,
    originY,
    resolutionM,
    width: Math.ceil((maxX - originX) / resolutionM),
    height: Math.ceil((maxY - originY) / resolutionM),
  });
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
