export type { FeedGraph, FeedItem, FeedNode, Vec2, WireEventLine } from "./types.js";
export { itemTime } from "./types.js";
export {
  MissionState,
  classOf,
  edgeKey,
  type MapEdge,
  type MapNode,
  type IterationRecord,
} from "./mapState.js";
export { stepTargets, type StepTargets } from "./planTargets.js";
export { feedItemSchema, parseFeedItem } from "./schema.js";
export { observeMission, transcribePlanner, type FeedSink } from "./observe.js";
export * from "./colors.js";
