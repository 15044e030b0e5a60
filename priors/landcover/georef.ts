/**
 * Where a raster's pixels are: the affine map from pixel space (column, row; (0, 0) is the top-left corner of
 * the top-left pixel, x to the right, y down) to CRS coordinates, as GDAL's geotransform.
 */
export interface Georef {
  /** CRS x of the top-left corner. */
  x0: number;
  y0: number;
  /** CRS x/y change per column and per row (rows usually go south: yPerRow < 0). */
  xPerCol: number;
  xPerRow: number;
  yPerCol: number;
  yPerRow: number;
}

/** CRS coordinates of a point in pixel space. */
export function pixelToCrs(georef: Georef, col: number, row: number): [number, number] {
  return [
    georef.x0 + col * georef.xPerCol + row * georef.xPerRow,
    georef.y0 + col * georef.yPerCol + row * georef.yPerRow,
  ];
}

/** Pixel space coordinates of a CRS point (the inverse affine map); undefined for a degenerate map. */
export function crsToPixel(georef: Georef, x: number, y: number): [number, number] {
  const { x0, y0, xPerCol: a, xPerRow: b, yPerCol: d, yPerRow: e } = georef;
  const determinant = a * e - b * d;
  const dx = x - x0;
  const dy = y - y0;
  return [(e * dx - b * dy) / determinant, (a * dy - d * dx) / determinant];
}

/** Whether the affine map can be inverted (pixels of non-zero area). */
export function isInvertible(georef: Georef): boolean {
  const determinant = georef.xPerCol * georef.yPerRow - georef.xPerRow * georef.yPerCol;
  return Number.isFinite(determinant) && determinant !== 0;
}
