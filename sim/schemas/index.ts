export { FILE_FORMAT_SCHEMAS, renderJsonSchemas } from "./jsonSchemas.js";
