export { SemanticMap, type NewNode } from "./SemanticMap.js";
export type {
  JsonObject,
  JsonValue,
  MapNode,
  NodeType,
  Edge,
  EdgeKind,
  NodeData,
} from "./types.js";
export {
  parseGraphJson,
  type GraphJson,
  type GraphNodeJson,
  type ParsedGraph,
} from "./graphJson.js";
export {
  mapFromGraphJson,
  mapToGraphJson,
  loadGraph,
  naturalCompare,
  withoutReservedKeys,
} from "./graphJsonWrite.js";
export { parseCoords, isPlainObject, MAX_COORDINATE_M } from "./parseCoords.js";
export {
  parseGraphMessage,
  applyDelta,
  emptyChanges,
  hasChanges,
  type GraphDelta,
  type GraphMessage,
  type GraphSnapshotMessage,
  type DeltaNode,
  type DeltaNodeUpdate,
  type DeltaReport,
  type AppliedChanges,
} from "./delta.js";
export { diffToGraph } from "./snapshotDiff.js";
export { GraphSync, type SyncEvent, type GraphSyncOptions } from "./GraphSync.js";
export { ChangeLog } from "./ChangeLog.js";
export { renderChanges } from "./perceptionText.js";
export { serializeForPlanner, formatGraphJson, type PlannerViewOptions } from "./plannerView.js";
export { inlineJson } from "./inlineJson.js";
export { shortestRegionPath, pathToNode, type RegionPath } from "./paths.js";
export { isReachable, closestPair, type ClosestPair } from "./reachability.js";
export { COVER_CLASSES, isCoverLandmark } from "./cover.js";
