import { MissionState, type MapNode } from "../../feed/mapState.js";
import type { ClientMessage, ConsoleInfo, PendingQuestion, ServerMessage } from "../protocol.js";
import { MapView } from "./mapView.js";
import { renderIteration, renderMetrics, renderSelected } from "./panel.js";

/**
 * The console page: one WebSocket (relative URL `feed`) brings the mission's history, then live items; the map
 * and panel are redrawn at most once per animation frame. It reconnects with back-off and catches up from the
 * server's history. `window.spineConsole` exposes the state and timings for tests and measurements.
 */
const byId = (id: string): HTMLElement => {
  const node = document.getElementById(id);
  if (node === null) throw new Error(`missing #${id}`);
  return node;
};

let state = new MissionState();
let selected: MapNode | undefined;
let question: PendingQuestion | undefined;
let socket: WebSocket | undefined;
let drawn = -1;
const timings = { firstMapMs: undefined as number | undefined, lastFrameMs: 0 };
const view = new MapView(
  byId("canvas") as HTMLCanvasElement,
  (node) => {
    selected = node;
    renderSelected(byId("selected"), node);
  },
  () => state,
);
(window as unknown as { spineConsole: unknown }).spineConsole = {
  state: () => state,
  timings,
  redraw: () => {
    view.draw(state);
    return view.lastFrameMs;
  },
  /** The last draw's time, whatever caused it (a pan, a zoom, new items). */
  frameMs: () => view.lastFrameMs,
};

function render(): void {
  requestAnimationFrame(render);
  if (drawn === state.version) return;
  drawn = state.version;
  view.fit(state);
  view.draw(state);
  timings.lastFrameMs = view.lastFrameMs;
  if (timings.firstMapMs === undefined && state.nodes.size > 0) {
    timings.firstMapMs = performance.now();
    document.body.dataset["mapShown"] = "true";
  }
  renderIteration(byId("iteration"), state);
  renderMetrics(byId("metrics"), state);
  if (selected !== undefined) renderSelected(byId("selected"), state.nodes.get(selected.name));
}
requestAnimationFrame(render);

function send(message: ClientMessage): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function setInfo(info: ConsoleInfo): void {
  const controls = byId("controls");
  controls.style.display = info.mode === "console" ? "" : "none";
  const fill = (select: HTMLSelectElement, values: readonly string[]): void => {
    if (select.options.length > 0) return;
    for (const value of values) select.append(new Option(value, value));
  };
  fill(byId("world") as HTMLSelectElement, info.worlds);
  fill(byId("planner") as HTMLSelectElement, info.planners);
  const builtin = byId("builtin") as HTMLSelectElement;
  if (builtin.options.length === 1)
    info.missions.forEach((m, index) => {
      builtin.append(new Option(`${m.label}: ${m.mission}`, String(index)));
    });
  builtin.onchange = () => {
    const chosen = info.missions[Number(builtin.value)];
    if (chosen === undefined) return;
    (byId("world") as HTMLSelectElement).value = chosen.world;
    (byId("mission") as HTMLTextAreaElement).value = chosen.mission;
  };
}

function setRunning(running: boolean): void {
  (byId("start") as HTMLButtonElement).disabled = running;
  (byId("stop") as HTMLButtonElement).disabled = !running;
  document.body.dataset["running"] = String(running);
}

function setQuestion(next: PendingQuestion | undefined): void {
  question = next;
  const box = byId("question");
  box.classList.toggle("open", next !== undefined);
  byId("question-kind").textContent =
    next?.kind === "retask" ? "The planner is stuck — new instructions?" : "The robot asks";
  byId("question-text").textContent = next?.text ?? "";
  if (next !== undefined) (byId("answer") as HTMLInputElement).focus();
}

function receive(message: ServerMessage): void {
  switch (message.type) {
    case "hello":
      setInfo(message.info);
      setRunning(message.running);
      break;
    case "history":
      state = new MissionState();
      for (const item of message.items) state.apply(item);
      view.fit(state, true);
      break;
    case "reset":
      state = new MissionState();
      selected = undefined;
      view.fit(state, true);
      byId("error").textContent = "";
      break;
    case "item":
      state.apply(message.item);
      if (message.item.kind === "snapshot") view.fit(state);
      break;
    case "running":
      setRunning(message.running);
      break;
    case "question":
      setQuestion(message.question ?? undefined);
      break;
    case "error":
      byId("error").textContent = message.message;
      break;
  }
  state.version++;
}

function connect(delayMs = 500): void {
  const url = new URL("feed", location.href);
  url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(url);
  socket = ws;
  const status = byId("status");
  ws.onopen = () => {
    status.textContent = "live";
    delayMs = 500;
  };
  ws.onmessage = (event) => {
    receive(JSON.parse(String(event.data)) as ServerMessage);
  };
  ws.onclose = () => {
    status.textContent = "disconnected — reconnecting…";
    setTimeout(() => {
      connect(Math.min(delayMs * 2, 8000));
    }, delayMs);
  };
}

byId("start").onclick = () => {
  const mission = (byId("mission") as HTMLTextAreaElement).value.trim();
  if (mission === "") {
    byId("error").textContent = "type a mission first";
    return;
  }
  send({
    type: "start",
    world: (byId("world") as HTMLSelectElement).value,
    mission,
    planner: (byId("planner") as HTMLSelectElement).value,
  });
};
byId("stop").onclick = () => {
  send({ type: "stop" });
};
const answer = (): void => {
  if (question === undefined) return;
  send({ type: "answer", id: question.id, reply: (byId("answer") as HTMLInputElement).value });
  (byId("answer") as HTMLInputElement).value = "";
};
byId("send-answer").onclick = answer;
byId("answer").onkeydown = (e) => {
  if (e.key === "Enter") answer();
};
window.addEventListener("resize", () => {
  view.draw(state);
});
connect();
