import { z } from "zod";

/**
 * What kind of question a mission is:
 * - `find`: locate something ("where is the drill?", "is there a kayak?", "the rover stopped reporting");
 * - `assess`: the condition of things ("are any of the tanks leaking?");
 * - `explain`: the cause of a symptom ("communications are down — why?", "a gas smell near the kitchen");
 * - `route`: whether a way or access is still open ("can I still get to the boathouse?");
 * - `survey`: an area ("triage the areas the drone can't see");
 * - `instruction`: an explicit step ("go to the gate", "inspect tank_2", "report");
 * - `unclear`: nothing the robot can act on was recognised.
 */
export const goalKinds = [
  "find",
  "assess",
  "explain",
  "route",
  "survey",
  "instruction",
  "unclear",
] as const;
export type GoalKind = (typeof goalKinds)[number];

export const subjectSchema = z.object({
  /** The phrase, lemmatised ("propane tank"). */
  text: z.string(),
  head: z.string(),
  /** WordNet calls it a thing a camera could see (an artifact, a person, a substance, …). */
  concrete: z.boolean(),
  /** What WordNet says it names: a thing, a human, a substance, an event, an abstraction, … (see senseKinds). */
  sense: z.string(),
  /** Mentioned as context ("supplies from the boat"), after what the mission is about. */
  related: z.boolean(),
  /** Said as what something has ("a terrier with a tan patch"): part of a description, never a place. */
  feature: z.boolean().optional(),
  /** The mission says it stopped or is missing ("communications are down", "no power"): an outage (outage.ts). */
  failed: z.boolean().optional(),
  /** "all" when the mission asks about every one ("any of the tanks"), "one" for a single thing. */
  quantity: z.enum(["one", "all"]),
  /** How many there are, when the mission says ("the three pumps", "there's six of them"). */
  count: z.number().int().positive().optional(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const compassSchema = z.enum(["north", "south", "east", "west"]);
export type Compass = z.infer<typeof compassSchema>;

export const placeSchema = z.object({
  /** The preposition that ties it to the mission: near, in, under, along, from, to, at, … */
  relation: z.string(),
  text: z.string(),
  head: z.string(),
  /** Said as where the thing is not ("it's not in the compound where it lives"): where it belongs. */
  denied: z.boolean().optional(),
});
export type PlaceQualifier = z.infer<typeof placeSchema>;

const condition = { condition: z.string().optional() };
/** An explicit step, as an operator gives it ("go to …", "explore … and inspect every … found", "report …"). */
export const instructionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("detect"), what: z.string(), ...condition }),
  z.object({ kind: z.literal("go"), place: z.string(), ...condition }),
  z.object({
    kind: z.literal("explore"),
    place: z.string(),
    /** What to look for on the way ("every person and barrel found"). */
    lookFor: z.string(),
    /** "inspect every … found": inspect what is found, not just note it. */
    inspectFound: z.boolean(),
    ...condition,
  }),
  z.object({
    kind: z.literal("inspect"),
    what: z.string(),
    question: z.string().optional(),
    ...condition,
  }),
  z.object({ kind: z.literal("report"), about: z.string(), ...condition }),
]);
export type Instruction = z.infer<typeof instructionSchema>;

export const missionGoalSchema = z.object({
  kind: z.enum(goalKinds),
  /** The operator's words, unchanged. */
  text: z.string(),
  /** What the mission is about: things to find or check, systems that failed, an activity to serve. */
  subjects: z.array(subjectSchema),
  /** Events and conditions it mentions (a storm, construction, a smell): causes to look for, not things. */
  causes: z.array(subjectSchema),
  /** Where: "near the boathouse", "in the north wing", "from the gatehouse". */
  places: z.array(placeSchema),
  direction: z.object({ compass: compassSchema, of: z.string().optional() }).optional(),
  /** The way a route question is about ("is the back road passable?"): the route runs along it, end to end. */
  way: z.string().optional(),
  /**
   * A route question about the direct way between its ends ("straight up from the field", "or all the way round
   * by the ring road?"): a long way round does not answer it.
   */
  direct: z.boolean().optional(),
  /** The way set against the one asked about ("round by the ring road"): the route is not checked along it. */
  avoid: z.string().optional(),
  constraints: z.object({
    /** The mission is about what overhead imagery cannot see: under canopy, inside buildings. */
    hiddenFromAir: z.boolean(),
  }),
  /** What would answer it: a find, a condition, whether a way is open, a cause, a report. */
  answer: z.enum(["found", "condition", "route_open", "cause", "report"]),
  /** States the mission asks things to be in ("check the gates are still shut" → shut): the opposite is a problem. */
  expectedStates: z.array(z.string()).optional(),
  /** States the mission asks which things are in ("which ones are empty"): a thing in one is what to report. */
  soughtStates: z.array(z.string()).optional(),
  /** Words for the open-vocabulary detector, from the mission alone (the planner adds map classes). */
  labels: z.array(z.string()),
  /** The question for the vision-language model; `{thing}` stands for the object's class in words. */
  query: z.string(),
  instruction: instructionSchema.optional(),
  /** The mission asks for something the robot cannot do (make, cook, carry, …). */
  unsupported: z.boolean(),
  /** Whom news came from ("a call from the sailing club"): a place named so is no place to look. */
  sources: z.array(z.string()).optional(),
  /** The operator's replies, unchanged, once the planner has merged them into the goal. */
  replied: z.string().optional(),
});
export type MissionGoal = z.infer<typeof missionGoalSchema>;
