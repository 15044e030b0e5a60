import type { PlanRequest } from "../../agent/index.js";
import type { SemanticMap } from "../../map/index.js";
import { readMission, type MissionGoal } from "../../mission/index.js";
import { parsePlannerReply } from "../../plan/index.js";

/** What the map view is built around: the words relevance ranks against, and nodes shown first. */
export interface PlannerHints {
  readonly phrases: readonly string[];
  /** Short terms (the mission's things, causes, places, detector labels; the model's relevant_semantics), each
   * grounded on its own. */
  readonly terms: readonly string[];
  /** Most recent first. */
  readonly pinned: readonly string[];
  /** The mission is about what the air does not see (or surveys a site): covers (roofs, canopy) are shown. */
  readonly covers: boolean;
}

/** Nodes kept pinned from tool results and replies, at most (older ones fall back to relevance and distance). */
const MAX_PINNED = 60;
/** Past actions whose nodes stay pinned. */
const RECENT_ACTIONS = 4;

/**
 * Tracks what the map view should be built around, EmbodiedRAG-style: the mission as the mission reader
 * understands it (subjects, causes, places, detector labels), the model's own words from its last reply
 * (`primary_goal`, `relevant_graph`, `relevant_semantics`) — so retrieval follows the model's thoughts — and the
 * nodes the model named, acted on or looked up with a tool.
 */
export class HintTracker {
  #mission: { text: string; goal: Promise<MissionGoal | undefined> } | undefined;
  #replyPhrases: string[] = [];
  #replyTerms: string[] = [];
  #replyText = "";
  #toolNodes: string[] = [];
  /** What the operator answered during this mission: their words are the best cue there is. */
  #operatorWords: string[] = [];
  /** The same replies read as goals: the things and places they name are grounded one by one, like the mission's. */
  #operatorGoals: Promise<MissionGoal | undefined>[] = [];

  async hints(request: PlanRequest): Promise<PlannerHints> {
    if (this.#mission?.text !== request.mission) {
      this.#mission = {
        text: request.mission,
        goal: readMission(request.mission).catch(() => undefined),
      };
      this.#replyPhrases = [];
      this.#replyTerms = [];
      this.#replyText = "";
      this.#toolNodes = [];
      this.#operatorWords = [];
      this.#operatorGoals = [];
    }
    for (const outcome of request.outcomes) {
      if (
        outcome.kind === "operator-reply" &&
        outcome.reply.trim() !== "" &&
        !this.#operatorWords.includes(outcome.reply)
      ) {
        this.#operatorWords.push(outcome.reply);
        this.#operatorGoals.push(readMission(outcome.reply).catch(() => undefined));
      }
    }
    const goal = await this.#mission.goal;
    const phrases = [
      request.mission,
      ...goalPhrases(goal),
      ...this.#operatorWords,
      ...this.#replyPhrases,
    ];
    const named = [
      ...this.#toolNodes,
      ...nodesIn(request.map, this.#replyText),
      ...request.history
        .slice(-RECENT_ACTIONS)
        .reverse()
        .flatMap((a) => nodesIn(request.map, a)),
    ];
    const replies = await Promise.all(this.#operatorGoals);
    const replied = replies.flatMap((g) => goalPhrases(g));
    const terms = [...new Set([...goalPhrases(goal), ...replied, ...this.#replyTerms])];
    const goals = [goal, ...replies];
    const covers = goals.some(
      (g) => g !== undefined && (g.constraints.hiddenFromAir || g.kind === "survey"),
    );
    return { phrases, terms, pinned: [...new Set(named)].slice(0, MAX_PINNED), covers };
  }

  /** The model's reply: its goal and named nodes steer the next view. */
  noteReply(text: string): void {
    const parsed = parsePlannerReply(text);
    if (!parsed.ok) return;
    const { primaryGoal, relevantGraph, relevantSemantics, plan } = parsed.value.reply;
    this.#replyPhrases = [primaryGoal, ...(relevantSemantics ?? [])].filter((p) => p.trim() !== "");
    this.#replyTerms = (relevantSemantics ?? []).filter((p) => p.trim() !== "");
    this.#replyText = [relevantGraph, ...plan.map((step) => step.text)].join(" ");
  }

  /** Nodes a tool returned: the model asked for them, so they stay in view. */
  noteToolNodes(names: readonly string[]): void {
    this.#toolNodes = [...new Set([...names, ...this.#toolNodes])].slice(0, MAX_PINNED);
  }
}

function goalPhrases(goal: MissionGoal | undefined): string[] {
  if (goal === undefined) return [];
  return [
    ...goal.subjects.map((s) => s.text),
    ...goal.causes.map((c) => c.text),
    ...goal.places.map((p) => p.text),
    ...goal.labels,
  ];
}

/** Node names written in `text` that the map has (names are identifiers: "radio_tower_2", "gate"). */
function nodesIn(map: SemanticMap, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/[A-Za-z][\w-]*/g)) {
    if (map.has(match[0])) found.push(match[0]);
  }
  return found;
}
