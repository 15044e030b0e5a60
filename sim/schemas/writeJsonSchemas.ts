import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderJsonSchemas } from "./jsonSchemas.js";

/** `npm run schemas`: regenerate docs/schemas/*.schema.json from the zod schemas. */
const dir = fileURLToPath(new URL("../../docs/schemas/", import.meta.url));
for (const [file, text] of Object.entries(renderJsonSchemas())) {
  writeFileSync(join(dir, file), text);
  console.log(`wrote docs/schemas/${file}`);
}
