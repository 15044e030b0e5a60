import { roundVec, type Vec2 } from "../../../geo/index.js";
import { inlineJson } from "../../../map/index.js";

/** Past actions listed in full up to this many; older ones are counted, not listed (they can't matter much). */
const MAX_LISTED_ACTIONS = 30;

/** The first user turn of a conversation: the mission and the whole map. */
export function firstTurnText(turn: {
  mission: string;
  graph: string;
  robotPosition?: Vec2;
}): string {
  const position =
    turn.robotPosition === undefined ? "" : `${robotPositionLine(turn.robotPosition)}\n`;
  return `task: ${oneLine(turn.mission)}\n${position}graph:\n${turn.graph}`;
}

/** A later planning iteration: what ran, what changed, what it reported, and optional extras. */
export interface IterationTurn {
  /** Set when the operator gave a new mission since the last turn. */
  readonly mission?: string;
  readonly pastActions: readonly string[];
  /** The map changes in perception-API calls (`renderChanges`), or `no_updates()`. */
  readonly updates: string;
  /** What the last action reported, and operator replies. */
  readonly feedback: readonly string[];
  /** The full current map, sent from time to time so trimmed history loses nothing. */
  readonly graph?: string;
  /** A line about the conversation itself ("the mission was restarted…"). */
  readonly note?: string;
  /** The robot's position when it stands between regions (no `robot_location`). */
  readonly robotPosition?: Vec2;
  /** Present when the end is near. */
  readonly budget?: { readonly iterationsLeft: number; readonly simSecondsLeft: number };
}

export function iterationTurnText(turn: IterationTurn): string {
  const lines: string[] = [];
  if (turn.note !== undefined) lines.push(`note: ${oneLine(turn.note)}`);
  if (turn.mission !== undefined) lines.push(`task: ${oneLine(turn.mission)}`);
  lines.push(pastActionsLine(turn.pastActions));
  lines.push(`updates: [${turn.updates}]`);
  const feedback = turn.feedback.map((line) => line.trim()).filter((line) => line !== "");
  lines.push(`feedback: ${feedback.length === 0 ? "none" : feedback.join(" ")}`);
  if (turn.robotPosition !== undefined) {
    lines.push(robotPositionLine(turn.robotPosition));
  }
  if (turn.budget !== undefined) {
    const { iterationsLeft, simSecondsLeft } = turn.budget;
    lines.push(
      `budget: ${iterationsLeft} planning iteration${iterationsLeft === 1 ? "" : "s"} and ${Math.max(0, Math.round(simSecondsLeft))} s left; ` +
        "if the goal cannot be reached in time, answer with what you know and say what is uncertain.",
    );
  }
  if (turn.graph !== undefined) {
    lines.push(`graph: (the full current map; it replaces the map you knew)\n${turn.graph}`);
  }
  return lines.join("\n");
}

/**
 * The turn that rejects a reply: the parse or validation feedback, always introduced by `Feedback:` (the
 * validator's own text already starts with it).
 */
export function feedbackTurnText(feedback: string): string {
  const text = feedback.trim();
  return /^feedback:/i.test(text)
    ? `Feedback:${text.slice("feedback:".length)}`
    : `Feedback: ${text}`;
}

function robotPositionLine(position: Vec2): string {
  return `robot_position: ${inlineJson(roundVec(position))} (between regions)`;
}

function pastActionsLine(actions: readonly string[]): string {
  if (actions.length <= MAX_LISTED_ACTIONS) return `past_actions: ${inlineJson(actions)}`;
  const shown = actions.slice(-MAX_LISTED_ACTIONS);
  return `past_actions (the last ${MAX_LISTED_ACTIONS} of ${actions.length}): ${inlineJson(shown)}`;
}

/** Missions are typed by people; a stray newline must not start a fake line of the turn. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").trim();
}
