import { z } from "zod";
import table from "./concepts.json" with { type: "json" };

const conceptSchema = z.object({
  id: z.string(),
  role: z.enum(["subject", "hazard", "route", "area"]),
  priority: z.number(),
  words: z.array(z.string()).min(1),
  targets: z.array(z.string()).default([]),
  places: z.array(z.string()).default([]),
  destinations: z.array(z.string()).default([]),
  find: z.enum(["all", "one"]).default("all"),
  query: z.string().default("Describe this {class} and its condition."),
  why: z.string(),
});

const tableSchema = z.object({
  capabilityVerbs: z.array(z.string()),
  questionWords: z.array(z.string()),
  unsupportedVerbs: z.array(z.string()),
  alarmWords: z.array(z.string()),
  negations: z.array(z.string()),
  genericNouns: z.array(z.string()),
  entranceClasses: z.array(z.string()),
  concepts: z.array(conceptSchema),
});

export type Concept = z.infer<typeof conceptSchema>;
export type ConceptTable = z.infer<typeof tableSchema>;

/** The built-in concept table (concepts.json), checked once: a broken data file is a bug, so it throws. */
export const CONCEPT_TABLE: ConceptTable = tableSchema.parse(table);
