/**
 * The console's WebSocket protocol, as types only: compiled for the browser too, so it imports nothing but
 * types. The server checks what the page sends with zod (server/clientMessage.ts).
 */
import type { FeedItem } from "../feed/types.js";

/** A question waiting in the page: a clarify (`ask`) or a request for new instructions (`retask`). */
export interface PendingQuestion {
  readonly id: number;
  readonly kind: "clarify" | "retask";
  readonly text: string;
}

/** Page → server. */
export type ClientMessage =
  | {
      readonly type: "start";
      readonly world: string;
      readonly mission: string;
      readonly planner: string;
    }
  | { readonly type: "stop" }
  | { readonly type: "answer"; readonly id: number; readonly reply: string };

/** A built-in mission the page offers. */
export interface MissionChoice {
  readonly label: string;
  readonly world: string;
  readonly mission: string;
}

/** What the console's controls offer; empty lists when it only watches (`run --ui`, `replay`). */
export interface ConsoleInfo {
  readonly mode: "console" | "run" | "replay";
  readonly worlds: readonly string[];
  readonly missions: readonly MissionChoice[];
  readonly planners: readonly string[];
}

/** Server → page. `history` first on every connection: the current mission's items so far, then live ones. */
export type ServerMessage =
  | { readonly type: "hello"; readonly info: ConsoleInfo; readonly running: boolean }
  | { readonly type: "history"; readonly items: readonly FeedItem[] }
  | { readonly type: "item"; readonly item: FeedItem }
  | { readonly type: "reset" }
  | { readonly type: "running"; readonly running: boolean }
  | { readonly type: "question"; readonly question: PendingQuestion | null }
  | { readonly type: "error"; readonly message: string };
