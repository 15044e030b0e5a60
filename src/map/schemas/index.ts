export { coordsSchema } from "./coords.js";
export { formatIssue } from "./formatIssue.js";
export { graphJsonSchema } from "./graphJson.js";
export {
  graphDeltaSchema,
  graphMessageSchema,
  graphSnapshotEnvelopeSchema,
  seqSchema,
} from "./graphMessage.js";
