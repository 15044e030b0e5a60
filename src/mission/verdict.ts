import { z } from "zod";

/**
 * What an answer concludes, as data: the evaluation checks it against a mission's `expect.verdict`, and the
 * operator's tools can show it without reading prose. Every field is optional; names are map node names.
 */
export const missionVerdictSchema = z
  .object({
    /** Whether the way (or access) the mission asks about is open. */
    route_open: z.boolean().optional(),
    /** Objects found that the mission asked about; `[]` says nothing was found. */
    found: z.array(z.string()).optional(),
    /** Objects judged to be in a bad condition (damaged, leaking, blocking, hurt, …). */
    problems: z.array(z.string()).optional(),
    /** Objects inspected and judged fine. */
    fine: z.array(z.string()).optional(),
  })
  .strip();

export type MissionVerdict = z.infer<typeof missionVerdictSchema>;
