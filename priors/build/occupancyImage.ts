import { encode } from "fast-png";
import type { LonLat } from "../../src/geo/index.js";
import type { WorldRasters } from "../../sim/raster/index.js";

/** Grey levels of the occupancy image, as ROS map_server's trinary maps: white free, black occupied. */
export const OCCUPANCY_GREY = { free: 254, occupied: 0, unknown: 205 } as const;

/** How to place `prior.occupancy.png`: its cells in the prior's ENU frame and that frame on the globe. */
export interface OccupancyInfo {
  image: string;
  /** The ENU frame's origin, [lon, lat] (WGS84). */
  enu_origin: [number, number];
  frame: string;
  resolution_m: number;
  width: number;
  height: number;
  /** ENU metres of the south-west corner of the image's bottom-left pixel. */
  origin_enu_m: [number, number];
  values: typeof OCCUPANCY_GREY;
  rows: string;
}

/**
 * The prior occupancy raster as a north-up 8-bit grey PNG: drivable ground free, everything the prior says
 * blocks the robot (water, buildings, woods, canopy, walls) occupied, and cells no source covers unknown.
 */
export function occupancyImage(
  rasters: WorldRasters,
  { origin, image = "prior.occupancy.png" }: { origin: LonLat; image?: string },
): { png: Uint8Array; info: OccupancyInfo } {
  const { traversable, occluding, surface } = rasters;
  const { width, height } = traversable;
  const pixels = new Uint8Array(width * height);
  for (let row = 0; row < height; row += 1) {
    // Grid row 0 is the southernmost; image row 0 is the top.
    const out = (height - 1 - row) * width;
    for (let col = 0; col < width; col += 1) {
      const k = row * width + col;
      pixels[out + col] =
        traversable.data[k] === 1
          ? OCCUPANCY_GREY.free
          : surface.data[k] === 0 && occluding.data[k] === 0
            ? OCCUPANCY_GREY.unknown
            : OCCUPANCY_GREY.occupied;
    }
  }
  const round = (value: number): number => Math.round(value * 1000) / 1000;
  return {
    png: encode({ width, height, data: pixels, channels: 1, depth: 8 }),
    info: {
      image,
      enu_origin: [origin[0], origin[1]],
      frame: "ENU metres: x east, y north, from enu_origin (azimuthal equidistant on WGS84)",
      resolution_m: traversable.resolutionM,
      width,
      height,
      origin_enu_m: [round(traversable.originX), round(traversable.originY)],
      values: OCCUPANCY_GREY,
      rows: "north-up: the first image row is the northernmost",
    },
  };
}
