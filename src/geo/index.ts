export {
  boundsOf,
  squareAround,
  distanceM,
  distanceToSegmentM,
  lerp,
  roundCoord,
  roundVec,
  samplesAlong,
  headingRad,
  formatVec,
  type Vec2,
} from "./vec2.js";
export { EnuFrame, asLonLat, type LonLat } from "./enu.js";
export {
  cellAt,
  cellCenter,
  cellValue,
  isFreeValue,
  isOccupiedValue,
  passableMask,
  reachFrom,
  cellPath,
  segmentClear,
  simplifyPath,
  OCCUPIED_THRESHOLD,
  type Cell,
  type GridReach,
} from "./occupancy.js";
