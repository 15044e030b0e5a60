export {
  distanceM,
  lerp,
  roundCoord,
  roundVec,
  samplesAlong,
  headingRad,
  formatVec,
  type Vec2,
} from "./vec2.js";
export { EnuFrame, type LonLat } from "./enu.js";
