export { coordsSchema } from "./coords.js";
export { formatIssue, type IssueStyle } from "./formatIssue.js";
export {
  graphEdgeSchema,
  graphJsonSchema,
  graphNodeSchema,
  nodeNameSchema,
  type GraphFileShape,
} from "./graphJson.js";
export {
  graphDeltaSchema,
  graphMessageSchema,
  graphSnapshotEnvelopeSchema,
  seqSchema,
} from "./graphMessage.js";
