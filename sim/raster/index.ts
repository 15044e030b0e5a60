export { Grid, type GridOptions, type GridCellType } from "./Grid.js";
export { scanPolygon, type SpanVisitor } from "./scanPolygon.js";
export { traverseCells, type CellVisitor } from "./traverseCells.js";
export { lineOfSight, segmentTraversable } from "./lineOfSight.js";
export {
  buildWorldRasters,
  type WorldRasters,
  type WorldView,
  type BuildWorldRastersOptions,
} from "./buildWorldRasters.js";
