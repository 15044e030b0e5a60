import type { WordNet } from "../../lexicon/index.js";
import { missionSteps, readMission, type MissionGoal } from "../../mission/index.js";
import { mergeReplies } from "./goalText.js";
import { MissionSteps } from "./MissionSteps.js";

/**
 * The mission as the planner pursues it: read once into a typed goal (or, said as steps, one goal per step),
 * refined by the operator's replies as they come. Reading costs WordNet look-ups, so each text is read once.
 */
export class GoalReader {
  readonly #wordnet: WordNet;
  #mission: string | undefined;
  #goal: MissionGoal | undefined;
  /** For an explicit instruction: the goal its object phrase describes ("every person and barrel found"). */
  #focusGoal: MissionGoal | undefined;
  #replies: MissionGoal | undefined;
  /** The operator's reply step by step, when it has as many steps as the mission. */
  #replyParts: MissionGoal[] | undefined;
  #repliesRead = 0;
  /** The mission's steps, when it is said as a sequence. */
  #steps: MissionSteps | undefined;

  constructor(wordnet: WordNet) {
    this.#wordnet = wordnet;
  }

  /**
   * Read a new mission, or the operator's new replies. Returns whether the goal changed to a new mission (the
   * planner then starts its instruction count again).
   */
  async update(mission: string, replies: readonly string[]): Promise<boolean> {
    let fresh = false;
    if (this.#goal === undefined || this.#mission !== mission) {
      this.#mission = mission;
      const said = missionSteps(mission);
      const goals = said.length > 1 ? await Promise.all(said.map((step) => this.#read(step))) : [];
      // A last step that asks for nothing but the report ("3. come back and tell me what needs doing") is what
      // every answer does: it is no step of its own.
      const last = goals.at(-1);
      if (goals.length > 2 && last !== undefined && onlyTheReport(last)) goals.pop();
      // Steps only when each reads as something to do; otherwise the mission is read whole.
      this.#steps =
        goals.length > 1 && goals.every((g) => g.kind !== "unclear")
          ? new MissionSteps(goals)
          : undefined;
      await this.#setGoal(this.#steps?.current ?? (await this.#read(mission)));
      fresh = true;
    }
    if (replies.length > this.#repliesRead) {
      this.#repliesRead = replies.length;
      // An operator's reply to a clarifying question is read as part of the mission.
      const said = replies.join(" ");
      this.#replies = await this.#read(said);
      // A reply in as many steps as the mission ("the gate by the yard, then the meter by the pond") says
      // something of each step.
      const parts = this.#steps === undefined ? [] : missionSteps(said);
      this.#replyParts =
        parts.length === this.#steps?.position.count
          ? await Promise.all(parts.map((part) => this.#read(part)))
          : undefined;
    }
    return fresh;
  }

  /** The goal now pursued (the mission's, or its current step's), as the operator's replies refine it. */
  get goal(): MissionGoal {
    if (this.#goal === undefined) throw new Error("GoalReader: no mission read yet");
    return mergeReplies(this.#goal, this.#reply);
  }

  /** The goal as the mission said it, before any reply: what it expects things to be in. */
  get said(): MissionGoal | undefined {
    return this.#goal;
  }

  /** What to ground in the map: an instruction's object phrase, else the goal. */
  get focusGoal(): MissionGoal {
    return this.#focusGoal === undefined ? this.goal : mergeReplies(this.#focusGoal, this.#reply);
  }

  /** The mission's steps, when it was said as a sequence. */
  get steps(): MissionSteps | undefined {
    return this.#steps;
  }

  /** Go on to the next step, once the current one is answered. */
  async nextStep(): Promise<void> {
    if (this.#steps === undefined) return;
    await this.#setGoal(this.#steps.current);
  }

  get #reply(): MissionGoal | undefined {
    return this.#replyParts?.[this.#steps?.position.index ?? 0] ?? this.#replies;
  }

  async #setGoal(goal: MissionGoal): Promise<void> {
    this.#goal = goal;
    const instruction = goal.instruction;
    const phrase =
      instruction === undefined
        ? undefined
        : instruction.kind === "explore"
          ? instruction.lookFor
          : instruction.kind === "detect" || instruction.kind === "inspect"
            ? instruction.what
            : undefined;
    this.#focusGoal =
      phrase === undefined || phrase === "" ? undefined : await this.#read(`find ${phrase}`);
  }

  #read(text: string): Promise<MissionGoal> {
    return readMission(text, { wordnet: this.#wordnet });
  }
}

/** Shorter words are no thing to look at ("ta": thanks, not tantalum). */
const MIN_THING_LETTERS = 3;

/**
 * A step that asks for nothing but the report: unclear, an order to report ("then report back"), or one naming
 * nothing of its own to look at and no place ("come back and tell me what state they're in").
 */
function onlyTheReport(goal: MissionGoal): boolean {
  if (goal.kind === "unclear" || goal.instruction?.kind === "report") return true;
  return (
    goal.places.length === 0 &&
    goal.subjects.every((s) => s.related || !s.concrete || s.head.length < MIN_THING_LETTERS)
  );
}
