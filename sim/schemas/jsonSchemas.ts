import { z } from "zod";
import { spineConfigSchema } from "../../src/config/index.js";
import { graphJsonSchema, graphMessageSchema } from "../../src/map/schemas/index.js";
import { missionFileSchema } from "../missions/missionSchema.js";
import { worldFileSchema } from "../world/worldSchema.js";

/** Every file format's zod schema, by the name of its JSON Schema file in docs/schemas. */
export const FILE_FORMAT_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  "graph.schema.json": graphJsonSchema,
  "graph-message.schema.json": graphMessageSchema,
  "mission.schema.json": missionFileSchema,
  "world.schema.json": worldFileSchema,
  "config.schema.json": spineConfigSchema,
};

/**
 * The JSON Schema text of each format, as checked in under docs/schemas. `io: "input"` describes what a file
 * may contain (before coords strings are read as numbers).
 */
export function renderJsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FILE_FORMAT_SCHEMAS).map(([file, schema]) => [
      file,
      `${JSON.stringify(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }), null, 2)}\n`,
    ]),
  );
}
