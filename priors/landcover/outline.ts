import { contours } from "d3-contour";
import type { Vec2 } from "../../src/geo/index.js";
import type { Grid } from "../../sim/raster/index.js";

/**
 * The outline of a 0/1 mask as ENU polygons (outer rings and holes), by marching squares (d3-contour). The
 * outline runs along cell edges with corners cut, so it encloses exactly the mask's cell centres.
 */
export function maskOutline(
  {
    mask,
    maskWidth,
    maskHeight,
    col0,
    row0,
  }: { mask: Uint8Array; maskWidth: number; maskHeight: number; col0: number; row0: number },
  grid: Pick<Grid, "originX" | "originY" | "resolutionM">,
): Vec2[][][] {
  const [multiPolygon] = contours().size([maskWidth, maskHeight]).thresholds([0.5]).smooth(false)(
    mask as unknown as number[],
  );
  if (multiPolygon === undefined) return [];
  const toEnu = ([x = 0, y = 0]: number[]): Vec2 => [
    grid.originX + (col0 + x) * grid.resolutionM,
    grid.originY + (row0 + y) * grid.resolutionM,
  ];
  return multiPolygon.coordinates.map((polygon) => polygon.map((ring) => ring.map(toEnu)));
}
