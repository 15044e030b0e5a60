/**
 * The person the robot works for. `clarify` asks them a question; when the planner cannot produce a valid plan
 * they are told and may re-task; everything else they only hear about. Implementations: an interactive terminal,
 * scripted answers (mission files, `--answers`), and over ROS (`/spine/operator_prompt` and `_reply`).
 */
export interface Operator {
  /** Ask a question and wait for the reply. */
  ask(question: string): Promise<string>;
  /** Tell the operator something that needs no reply. */
  notify(text: string): void;
  /**
   * The planner is stuck: tell the operator why and ask for new instructions. Resolves to the new mission text,
   * or undefined to stop.
   */
  retask(reason: string): Promise<string | undefined>;
}

/** What a scripted operator says once its answers run out (world-format.md §2). */
export const NO_MORE_ANSWERS = "I don't know";
