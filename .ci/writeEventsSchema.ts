// Writes docs/events.schema.json from the zod schemas in src/agent (npm run schemas:events); a test checks the
// committed file matches, so the doc cannot drift from the code.
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { eventsJsonSchema } from "../src/agent/index.js";

const path = "docs/events.schema.json";
writeFileSync(
  path,
  await format(JSON.stringify(eventsJsonSchema()), {
    ...(await resolveConfig(path)),
    filepath: path,
  }),
);
process.stdout.write("wrote docs/events.schema.json\n");
