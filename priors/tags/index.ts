export { classInfo, worldPropertiesFor, type ClassInfo } from "./classInfo.js";
export {
  mapOsmTags,
  osmTagsFor,
  osmTagsOf,
  parseWidthM,
  snakeCase,
  type GeometryKind,
  type MappedClass,
  type OsmTags,
  type TagMapping,
} from "./tagTable.js";
