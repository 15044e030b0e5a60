import type { Vec2 } from "../../src/geo/index.js";

/** Cell storage: bytes for masks, 32-bit for indices (a world can have more than 255 surfaces). */
export type GridCellType = "uint8" | "uint32";

export interface GridOptions {
  /** ENU x of the lower-left corner of cell (0, 0). */
  originX: number;
  /** ENU y of the lower-left corner of cell (0, 0). */
  originY: number;
  resolutionM: number;
  width: number;
  height: number;
  cellType?: GridCellType;
}

/**
 * A north-up raster over the ENU plane, row-major: row 0 is the southernmost row, column 0 the westernmost.
 * Cell (col, row) covers [originX + col·res, originX + (col+1)·res) × [originY + row·res, …).
 */
export class Grid {
  readonly originX: number;
  readonly originY: number;
  readonly resolutionM: number;
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint32Array;

  constructor({ originX, originY, resolutionM, width, height, cellType = "uint8" }: GridOptions) {
    if (
      !(resolutionM > 0) ||
      !Number.isInteger(width) ||
      !Number.isInteger(height) ||
      width < 0 ||
      height < 0
    ) {
      throw new RangeError(`bad grid shape: ${width}×${height} cells of ${resolutionM} m`);
    }
    this.originX = originX;
    this.originY = originY;
    this.resolutionM = resolutionM;
    this.width = width;
    this.height = height;
    this.data =
      cellType === "uint8" ? new Uint8Array(width * height) : new Uint32Array(width * height);
  }

  /** An empty grid with the same shape. */
  like(cellType: GridCellType = "uint8"): Grid {
    const { originX, originY, resolutionM, width, height } = this;
    return new Grid({ originX, originY, resolutionM, width, height, cellType });
  }

  /** The cell containing a point; may be out of bounds (check with {@link inBounds}). */
  cellOf(point: Vec2): [col: number, row: number] {
    return [
      Math.floor((point[0] - this.originX) / this.resolutionM),
      Math.floor((point[1] - this.originY) / this.resolutionM),
    ];
  }

  centerOf(col: number, row: number): Vec2 {
    return [
      this.originX + (col + 0.5) * this.resolutionM,
      this.originY + (row + 0.5) * this.resolutionM,
    ];
  }

  inBounds(col: number, row: number): boolean {
    return col >= 0 && row >= 0 && col < this.width && row < this.height;
  }

  /** The cell's value, or `outside` for cells off the grid. */
  get(col: number, row: number, outside = 0): number {
    return this.inBounds(col, row) ? (this.data[row * this.width + col] ?? outside) : outside;
  }

  set(col: number, row: number, value: number): void {
    if (this.inBounds(col, row)) this.data[row * this.width + col] = value;
  }

  /** The value of the cell containing a point, or `outside` off the grid. */
  valueAt(point: Vec2, outside = 0): number {
    const [col, row] = this.cellOf(point);
    return this.get(col, row, outside);
  }

  /** The ENU box the grid covers. */
  get boundsM(): { minX: number; minY: number; maxX: number; maxY: number } {
    return {
      minX: this.originX,
      minY: this.originY,
      maxX: this.originX + this.width * this.resolutionM,
      maxY: this.originY + this.height * this.resolutionM,
    };
  }
}
