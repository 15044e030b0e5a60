import { z } from "zod";
import { missionVerdictSchema } from "../../src/mission/index.js";

/** The longest mission text accepted by default: operators speak in sentences, not megabytes. */
export const MAX_MISSION_TEXT_CHARS = 10_000;

export const GRAPH_WORLD_EXAMPLE = `{"full": "a.graph.json", "prior": "b.graph.json"} or {"full": "a.graph.json", "dropFraction": 0.3, "seed": 7}`;
const MISSION_EXAMPLE = `{"world": "riverside", "mission": "Communications are down. Why?"}`;

/** A number field: one message for every way it can be wrong, saying what it is and its bounds. */
function numberField(
  what: string,
  rule: { integer?: boolean; min: number; exclusiveMin?: boolean },
): z.ZodNumber {
  const { integer = false, min, exclusiveMin = false } = rule;
  const error = `must be ${what}: ${integer ? "an integer" : "a number"} ${exclusiveMin ? ">" : "≥"} ${min}`;
  const base = integer ? z.int({ error }) : z.number({ error });
  return exclusiveMin ? base.gt(min, { error }) : base.min(min, { error });
}

/** A list of strings, named in the plural and singular in its messages. */
const strings = (items: string, item: string) =>
  z.array(z.string({ error: `must be ${item} (a string)` }), {
    error: `must be an array of ${items} (strings)`,
  });

/** An object field; `example` shows its shape in the message. */
const objectField = <T extends z.core.$ZodLooseShape>(shape: T, example: string) =>
  z.object(shape, { error: `must be an object like ${example}` });

const longitude = "must be a longitude in degrees, within ±180";
const latitude = "must be a latitude in degrees, within ±90";
const lonLat = z
  .tuple(
    [
      z.number({ error: longitude }).min(-180, { error: longitude }).max(180, { error: longitude }),
      z.number({ error: latitude }).min(-90, { error: latitude }).max(90, { error: latitude }),
    ],
    { error: "must be [lon, lat] in degrees" },
  )
  .meta({ description: "[lon, lat] in degrees" });

const graphPath = (what: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `(required) must be ${what}, as in ${GRAPH_WORLD_EXAMPLE}`
          : "must be a graph file path relative to the mission file",
    })
    .regex(/\S/, { error: "must be a graph file path relative to the mission file" });

/**
 * A graph world: the full graph and either a prior graph or a fraction of its nodes to drop with a seed. The
 * JSON Schema says "one of" with `oneOf`; the messages say which form is meant.
 */
const graphWorld = z
  .object({
    full: graphPath("the full graph's path"),
    prior: graphPath("the prior graph's path").optional(),
    dropFraction: numberField("the share of non-start nodes to drop, between 0 and 1", { min: 0 })
      .max(1, { error: "must be the share of non-start nodes to drop, between 0 and 1" })
      .optional(),
    seed: numberField("the random seed", { integer: true, min: 0 }).optional(),
  })
  .superRefine((world, context) => {
    const hasPrior = world.prior !== undefined;
    const hasDrop = world.dropFraction !== undefined;
    const issue = (message: string, path: string[] = []): void => {
      context.addIssue({
        code: "custom",
        message,
        path,
        input: undefined,
        params: { whole: true },
      });
    };
    if (hasPrior && hasDrop) issue(`give either "prior" or "dropFraction" + "seed", not both`);
    else if (!hasPrior && !hasDrop)
      issue(`a graph world needs "prior" or "dropFraction" + "seed", as in ${GRAPH_WORLD_EXAMPLE}`);
    else if (hasDrop && world.seed === undefined)
      issue("(required with dropFraction) must be an integer ≥ 0, got nothing", ["seed"]);
  })
  .meta({
    oneOf: [{ required: ["full", "prior"] }, { required: ["full", "dropFraction", "seed"] }],
  });

export type GraphWorldField = z.output<typeof graphWorld>;

/** `expect.answer`: a case-insensitive regular expression that must compile. */
const answerPattern = z
  .string({ error: "must be a regular expression (a string)" })
  .superRefine((pattern, context) => {
    try {
      new RegExp(pattern, "i");
    } catch (error) {
      context.addIssue({
        code: "custom",
        message: `must be a valid regular expression, got ${JSON.stringify(pattern)} (${(error as Error).message})`,
        input: pattern,
        params: { whole: true },
      });
    }
  })
  .meta({ description: "a case-insensitive regular expression" });

const visitTarget = z.union(
  [z.string().regex(/\S/, { error: "must be an object name or a [lon, lat] point" }), lonLat],
  { error: "must be an object name or a [lon, lat] point" },
);

/**
 * The schema of a `.mission.json` file (world-format.md §2) — the mission reader itself (`parseMission`) and the
 * JSON Schema in docs/schemas. Messages say what was expected; the reader adds the place and what arrived, and
 * the checks a schema cannot say (the world exists, a [lon, lat] needs a geographic world). Unknown keys are
 * allowed (the reader warns about them), except in `expect.verdict`, where a misspelt key would be a check
 * silently not made.
 */
export function missionFileSchemaFor(options: { maxMissionTextChars?: number } = {}) {
  const maxChars = options.maxMissionTextChars ?? MAX_MISSION_TEXT_CHARS;
  return z
    .object(
      {
        world: z
          .union([z.string().regex(/\S/, { error: "must name a world" }), graphWorld], {
            error: (issue) =>
              issue.input === undefined
                ? `(required) must name the world: a .world.geojson path relative to the mission file, a built-in world name, or a graph world ${GRAPH_WORLD_EXAMPLE}`
                : "must be a world file path, a built-in world name or a graph world object",
          })
          .meta({ description: "a .world.geojson path, a built-in world name, or a graph world" }),
        mission: z
          .string({
            error: (issue) =>
              issue.input === undefined
                ? "(required) must be the operator's words (a string)"
                : "must be the operator's words (a non-empty string)",
          })
          .min(1, { error: "must be the operator's words (a non-empty string)", abort: true })
          .regex(/\S/, { error: "must be the operator's words (a non-empty string)" })
          .max(maxChars, {
            error: (issue) =>
              `must be at most ${maxChars} characters (the operator's words), got ${String((issue.input as string).length)}; ` +
              "raise the limit with --max-mission-text-chars or limits.maxMissionTextChars in spine.config.json",
          })
          .meta({ description: "the operator's words" }),
        start: lonLat.optional().meta({ description: "[lon, lat]; default the world's start" }),
        operator: objectField(
          { answers: strings("replies to clarify", "a reply to clarify").optional() },
          `{"answers": ["…"]}`,
        ).optional(),
        expect: objectField(
          {
            inspected: strings("object names", "an object name").optional(),
            visited: z
              .array(visitTarget, {
                error: "must be an array of object names or [lon, lat] points",
              })
              .optional(),
            answer: answerPattern.optional(),
            maxClarify: numberField("the most clarify prompts allowed", {
              integer: true,
              min: 0,
            }).optional(),
            verdict: missionVerdictSchema.strict().optional().meta({
              description: `e.g. {"route_open": false} or {"found": ["name"], "problems": [...], "fine": [...]}`,
            }),
          },
          `{"answer": "tower|damag", "inspected": [], "visited": [], "maxClarify": 1}`,
        ).optional(),
        explicit: strings("instructions", "an instruction").optional(),
        limits: objectField(
          {
            maxIterations: numberField("the most planner iterations", {
              integer: true,
              min: 1,
            }).optional(),
            maxSimSeconds: numberField("the most simulated seconds", {
              min: 0,
              exclusiveMin: true,
            }).optional(),
          },
          `{"maxIterations": 40, "maxSimSeconds": 3600}`,
        ).optional(),
      },
      { error: `a mission file must be a JSON object like ${MISSION_EXAMPLE}` },
    )
    .meta({ title: "SPINE mission file", description: "a mission, its world and how to judge it" });
}

/** The schema with the default limits, as exported to docs/schemas/mission.schema.json. */
export const missionFileSchema = missionFileSchemaFor();

export type MissionFileShape = z.output<typeof missionFileSchema>;

/** The keys each object of a mission file knows, by its path: others are warned about and ignored. */
const { shape } = missionFileSchema;
export const KNOWN_MISSION_KEYS: Readonly<Record<string, readonly string[]>> = {
  "": Object.keys(shape),
  world: Object.keys(graphWorld.shape),
  operator: Object.keys(shape.operator.unwrap().shape),
  expect: Object.keys(shape.expect.unwrap().shape),
  limits: Object.keys(shape.limits.unwrap().shape),
};
