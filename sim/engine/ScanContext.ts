import { distanceM, type Vec2 } from "../../src/geo/index.js";
import type { SemanticMap } from "../../src/map/index.js";
import type { DetectorLabels } from "./DetectorLabels.js";
import type { TruthWorld } from "./TruthWorld.js";

/** The sensor ranges a mapper scan works with. */
export interface MapperSettings {
  lidarRangeM: number;
  associationRadiusM: number;
  detectionRangeM: number;
  visionRangeM: number;
  robotLocationRadiusM: number;
  /** The robot's body: a new connection must be drivable for it, not just for a point. */
  robotRadiusM: number;
}

/** Everything one scan at one robot position looks at. */
export interface ScanContext {
  readonly truth: TruthWorld;
  /** The mapper's map, already changed by the earlier phases of this scan. */
  readonly map: SemanticMap;
  readonly position: Vec2;
  readonly labels: DetectorLabels;
  readonly settings: MapperSettings;
}

/** Within `rangeM` of the robot and not hidden behind anything. */
export function seenFromRobot(context: ScanContext, point: Vec2, rangeM: number): boolean {
  return (
    distanceM(context.position, point) <= rangeM && context.truth.sees(context.position, point)
  );
}
