/** Where a target cell's centre falls in the source raster, in fractional source cells (col, row). */
export type ToSource = (col: number, row: number) => [number, number];

export interface ResampleOptions<T extends Uint8Array | Uint16Array | Uint32Array> {
  source: { width: number; height: number; data: ArrayLike<number> };
  target: { width: number; height: number; data: T };
  /** Exact mapping of a target cell centre (col + 0.5, row + 0.5) into the source. */
  toSource: ToSource;
  /** Cells between exact control points; between them the mapping is interpolated bilinearly. */
  stepCells?: number;
}

/**
 * Nearest-neighbour resampling between two rasters related by a smooth mapping (a CRS change over a site a few
 * km across). The mapping is evaluated exactly only every `stepCells` cells — projections are far slower than
 * the interpolation, and over tens of metres they are affine to well under a millimetre. Target cells that
 * fall outside the source are left as they are.
 */
export function resampleNearest<T extends Uint8Array | Uint16Array | Uint32Array>({
  source,
  target,
  toSource,
  stepCells = 16,
}: ResampleOptions<T>): T {
  const { width, height, data } = target;
  const columns = Math.ceil(width / stepCells) + 1;
  const rows = Math.ceil(height / stepCells) + 1;
  const controlCol = new Float64Array(columns * rows);
  const controlRow = new Float64Array(columns * rows);
  for (let j = 0; j < rows; j += 1) {
    for (let i = 0; i < columns; i += 1) {
      const [c, r] = toSource(i * stepCells + 0.5, j * stepCells + 0.5);
      controlCol[j * columns + i] = c;
      controlRow[j * columns + i] = r;
    }
  }
  for (let row = 0; row < height; row += 1) {
    const j = Math.floor(row / stepCells);
    const ty = (row - j * stepCells) / stepCells;
    for (let col = 0; col < width; col += 1) {
      const i = Math.floor(col / stepCells);
      const tx = (col - i * stepCells) / stepCells;
      const k = j * columns + i;
      const c = bilinear(controlCol, k, columns, tx, ty);
      const r = bilinear(controlRow, k, columns, tx, ty);
      const sc = Math.floor(c);
      const sr = Math.floor(r);
      if (sc < 0 || sr < 0 || sc >= source.width || sr >= source.height) continue;
      data[row * width + col] = source.data[sr * source.width + sc] ?? 0;
    }
  }
  return data;
}

function bilinear(
  values: Float64Array,
  k: number,
  columns: number,
  tx: number,
  ty: number,
): number {
  const a = values[k] ?? 0;
  const b = values[k + 1] ?? 0;
  const c = values[k + columns] ?? 0;
  const d = values[k + columns + 1] ?? 0;
  return (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
}
