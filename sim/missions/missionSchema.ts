import { z } from "zod";
import { missionVerdictSchema } from "../../src/mission/index.js";
import { MAX_MISSION_TEXT_CHARS } from "./parseMission.js";

const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

const graphWorld = z.union([
  z.object({ full: z.string(), prior: z.string() }),
  z.object({ full: z.string(), dropFraction: z.number().min(0).max(1), seed: z.number().int() }),
]);

/**
 * The shape of a `.mission.json` file (world-format.md §2), for the JSON Schema in docs/schemas. `parseMission`
 * adds what a schema cannot say (the world exists, a [lon, lat] needs a geographic world, the answer pattern
 * compiles) and collects every problem with its path; a test keeps the two in step on every committed mission.
 */
export const missionFileSchema = z
  .object({
    world: z
      .union([z.string().min(1), graphWorld])
      .meta({ description: "a .world.geojson path, a built-in world name, or a graph world" }),
    mission: z
      .string()
      .min(1)
      .max(MAX_MISSION_TEXT_CHARS)
      .meta({ description: "the operator's words" }),
    start: lonLat.optional().meta({ description: "[lon, lat]; default the world's start" }),
    operator: z.object({ answers: z.array(z.string()).optional() }).optional(),
    expect: z
      .object({
        answer: z
          .string()
          .optional()
          .meta({ description: "a case-insensitive regular expression" }),
        inspected: z.array(z.string()).optional(),
        visited: z.array(z.union([z.string().min(1), lonLat])).optional(),
        maxClarify: z.number().int().min(0).optional(),
        verdict: missionVerdictSchema.strict().optional(),
      })
      .optional(),
    explicit: z.array(z.string()).optional(),
    limits: z
      .object({
        maxIterations: z.number().int().min(1).optional(),
        maxSimSeconds: z.number().positive().optional(),
      })
      .optional(),
  })
  .meta({ title: "SPINE mission file", description: "a mission, its world and how to judge it" });
