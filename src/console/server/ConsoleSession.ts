import type { WebSocket } from "ws";
import { describeError } from "../../errors/index.js";
import type { FeedItem, FeedSink } from "../../feed/index.js";
import type { Logger } from "../../log/index.js";
import type { Operator } from "../../operator/index.js";
import type { ClientMessage, ConsoleInfo, ServerMessage } from "../protocol.js";
import { WebOperator } from "./WebOperator.js";

/** Starts a mission the page asked for (the CLI provides it: the console knows no planner or simulator). */
export interface MissionLauncher {
  readonly info: Omit<ConsoleInfo, "mode">;
  /** Run one mission to its end, feeding `sink`; resolves when it has ended (its last item is `run-ended`). */
  launch(
    request: { world: string; mission: string; planner: string },
    hooks: { sink: FeedSink; operator: Operator; signal: AbortSignal },
  ): Promise<void>;
}

/**
 * One console's state: the current mission's feed (its history, replayed to every page that connects, so a
 * reload catches up), the pages connected, the web operator, and the mission the page started (if any).
 */
export class ConsoleSession {
  readonly operator: WebOperator;
  readonly #mode: ConsoleInfo["mode"];
  readonly #launcher: MissionLauncher | undefined;
  readonly #onStop: (() => void) | undefined;
  readonly #log: Logger;
  readonly #clients = new Set<WebSocket>();
  #items: FeedItem[] = [];
  #controller: AbortController | undefined;
  #running = false;

  constructor(options: {
    mode: ConsoleInfo["mode"];
    launcher?: MissionLauncher;
    /** For missions run by someone else (`run --ui`): what the page's stop does. */
    onStop?: () => void;
    /** How long a question waits for the page before it counts as unanswered. */
    questionTimeoutMs: number;
    log: Logger;
  }) {
    this.#mode = options.mode;
    this.#launcher = options.launcher;
    this.#onStop = options.onStop;
    this.#log = options.log;
    this.operator = new WebOperator({
      timeoutMs: options.questionTimeoutMs,
      onChange: (question) => {
        this.#broadcast({ type: "question", question: question ?? null });
      },
    });
  }

  get running(): boolean {
    return this.#running;
  }

  /** Add one item to the history and send it to every page (a {@link FeedSink}). */
  readonly sink = (item: FeedItem): void => {
    this.#items.push(item);
    this.#broadcast({ type: "item", item });
  };

  /** A new mission: the history starts again. */
  reset(): void {
    this.#items = [];
    this.#broadcast({ type: "reset" });
  }

  setRunning(running: boolean): void {
    this.#running = running;
    this.#broadcast({ type: "running", running });
  }

  connect(socket: WebSocket): void {
    this.#clients.add(socket);
    socket.on("close", () => this.#clients.delete(socket));
    const info: ConsoleInfo = {
      mode: this.#mode,
      ...(this.#launcher?.info ?? { worlds: [], missions: [], planners: [] }),
    };
    send(socket, { type: "hello", info, running: this.#running });
    send(socket, { type: "history", items: this.#items });
    send(socket, { type: "question", question: this.operator.pending ?? null });
  }

  handle(socket: WebSocket, message: ClientMessage): void {
    switch (message.type) {
      case "start":
        this.#start(socket, message);
        break;
      case "stop":
        this.stop();
        break;
      case "answer":
        if (!this.operator.answer(message.id, message.reply))
          send(socket, { type: "error", message: "that question is no longer waiting" });
        break;
    }
  }

  /** Stop the running mission, like Ctrl-C: the mission is aborted, which cancels the robot's goal. */
  stop(): void {
    if (this.#controller !== undefined) this.#controller.abort();
    else this.#onStop?.();
  }

  close(): void {
    this.#controller?.abort();
    for (const socket of this.#clients) socket.close(1001, "the console is shutting down");
  }

  #start(socket: WebSocket, request: Extract<ClientMessage, { type: "start" }>): void {
    if (this.#launcher === undefined) {
      send(socket, { type: "error", message: `this console only watches (${this.#mode})` });
      return;
    }
    if (this.#running) {
      send(socket, { type: "error", message: "a mission is running; stop it first" });
      return;
    }
    const controller = new AbortController();
    this.#controller = controller;
    this.operator.useSignal(controller.signal);
    this.reset();
    this.setRunning(true);
    this.#launcher
      .launch(request, { sink: this.sink, operator: this.operator, signal: controller.signal })
      .catch((error: unknown) => {
        this.#log.error({ err: describeError(error) }, "the mission failed");
        this.#broadcast({ type: "error", message: `the mission failed: ${describeError(error)}` });
      })
      .finally(() => {
        this.#controller = undefined;
        this.setRunning(false);
      });
  }

  #broadcast(message: ServerMessage): void {
    const text = JSON.stringify(message);
    for (const socket of this.#clients) if (socket.readyState === socket.OPEN) socket.send(text);
  }
}

function send(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
