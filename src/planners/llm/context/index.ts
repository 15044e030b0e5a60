export { MapViewBuilder, type MapView, type MapViewRequest } from "./mapView.js";
export { partitionAreas, type Area, type AreaPartition } from "./areas.js";
export {
  runTool,
  toolDefinitions,
  toolsText,
  TOOL_NAMES,
  type ToolContext,
  type ToolName,
  type ToolResult,
} from "./graphTools.js";
