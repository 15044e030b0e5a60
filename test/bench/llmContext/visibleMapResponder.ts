/**
 * A stand-in for the model that plans only from what a request SHOWS: it reads node names out of the user messages
 * (never out of the system prompt or the in-context examples, whose sample maps reuse names such as road_1), and
 * names only nodes it read there. Its plan: drive to the shown region nearest the target, map it,
 * inspect the target, answer; when the target is not shown, drive to the shown region nearest it and extend the
 * map toward it. A validator rejection that suggests "goto(X), then extend_map(x, y)" is followed.
 *
 * It knows where the target is (the test told it), as a model would know from the mission which thing it is
 * after; how much of the map it gets to see is what is being measured.
 */
import type { Vec2 } from "../../../src/geo/index.js";
import { builtExamples } from "../../../src/planners/llm/index.js";
import type { RecordedRequest } from "../../planners/llm/fakeLlmServer.js";
import { replyText } from "../../planners/llm/helpers.js";

export interface VisibleMapResponderOptions {
  /** The target object's name and where it is. */
  target: { object: string; className: string; coords: Vec2 };
  /** Coordinates of a region by name (undefined for anything else): looked up only for names a request shows. */
  regionCoords: (name: string) => Vec2 | undefined;
}

export interface VisibleMapResponder {
  /** The reply text for a request. */
  respond(request: RecordedRequest): string;
  /** Rejections it did not know how to follow: a planning dead end worth reporting. */
  readonly unexpected: string[];
  /** Per request, whether the target's name was in what the request showed. */
  readonly targetShown: boolean[];
}

const NODE_NAME = /\b[a-z]+(?:_[a-z]+)*_\d+\b/g;
const QUERY = "is it damaged?";

export function visibleMapResponder(options: VisibleMapResponderOptions): VisibleMapResponder {
  const { target, regionCoords } = options;
  const unexpected: string[] = [];
  const targetShown: boolean[] = [];
  /** Set when a plan's goto is followed by an extend_map the next iteration should run. */
  let pendingExtend: Vec2 | undefined;
  const reply = (plan: string[], reasoning: string): string =>
    replyText({
      goal: `Inspect ${target.object} and report whether it is damaged.`,
      plan,
      reasoning,
      labels: [target.className],
    });

  const respond = (request: RecordedRequest): string => {
    const turns = request.body.messages
      // Its own earlier replies do not count as seeing anything.
      .filter((message) => message.role === "user" && !isPromptPrefix(message))
      .map((message) => message.content);
    const last = turns.at(-1) ?? "";
    const shown = new Set<string>();
    for (const turn of turns) for (const match of turn.matchAll(NODE_NAME)) shown.add(match[0]);
    targetShown.push(shown.has(target.object));

    if (/^feedback:/i.test(last)) {
      const suggestion = /goto\((\w+)\), then extend_map\(([-\d.]+), ([-\d.]+)\)/.exec(last);
      if (suggestion === null) {
        unexpected.push(last);
        return reply([`answer(No valid plan found: ${oneLine(last).slice(0, 200)})`], "Stuck.");
      }
      const [, region = "", x = "0", y = "0"] = suggestion;
      pendingExtend = [Number(x), Number(y)];
      return reply(
        [`goto(${region})`, `extend_map(${x}, ${y})`, "replan()"],
        `The target is not connected to my part of the map; ${region} is the closest reachable region.`,
      );
    }
    const lastAction = pastActions(last).at(-1) ?? "";
    if (lastAction.startsWith("goto(") && pendingExtend !== undefined) {
      const [x, y] = pendingExtend;
      pendingExtend = undefined;
      return reply([`extend_map(${x}, ${y})`, "replan()"], "Growing the map toward the target.");
    }
    if (lastAction.startsWith(`inspect(${target.object}`)) {
      const evidence = new RegExp(`inspect\\(${target.object}, [^)]*\\): "([^"]*)"`)
        .exec(turns.join("\n"))
        ?.at(1);
      return reply(
        [`answer(${target.object}: ${evidence ?? "inspected, no answer recorded"})`],
        "The target is inspected.",
      );
    }
    const region = nearestShownRegion(shown, target.coords, regionCoords);
    if (region === undefined) {
      unexpected.push(`request ${targetShown.length} shows no region`);
      return reply(["answer(The request shows no region to plan with.)"], "No map.");
    }
    if (!shown.has(target.object)) {
      pendingExtend = target.coords;
      return reply(
        [`goto(${region})`, `extend_map(${target.coords[0]}, ${target.coords[1]})`, "replan()"],
        `${target.object} is not in the map I see; ${region} is the nearest region I see.`,
      );
    }
    const inspect = `inspect(${target.object}, ${QUERY})`;
    if (lastAction.startsWith("goto("))
      return reply([`map_region(${region})`, inspect, "replan()"], "Look around first.");
    if (lastAction.startsWith("map_region("))
      return reply([inspect, "replan()"], "Now the close look.");
    return reply(
      [`goto(${region})`, `map_region(${region})`, inspect, "replan()"],
      `${region} is the region I see nearest ${target.object}.`,
    );
  };
  return { respond, unexpected, targetShown };
}

let exampleContents: ReadonlySet<string> | undefined;

/**
 * Whether a message is part of the fixed prefix every request starts with: the system prompt or an in-context
 * example. Recognised by content, not position, so this holds however the planner arranges its messages.
 */
export function isPromptPrefix(message: { role: string; content: string }): boolean {
  exampleContents ??= new Set(
    builtExamples().flatMap((example) => example.messages.map((m) => m.content)),
  );
  return message.role === "system" || exampleContents.has(message.content);
}

function nearestShownRegion(
  shown: ReadonlySet<string>,
  goal: Vec2,
  regionCoords: (name: string) => Vec2 | undefined,
): string | undefined {
  let best: { name: string; distanceM: number } | undefined;
  for (const name of shown) {
    const coords = regionCoords(name);
    if (coords === undefined) continue;
    const distanceM = Math.hypot(coords[0] - goal[0], coords[1] - goal[1]);
    if (best === undefined || distanceM < best.distanceM) best = { name, distanceM };
  }
  return best?.name;
}

/** The executed actions a turn lists (`past_actions: [...]`, possibly shortened to the last few). */
function pastActions(turn: string): string[] {
  const listed = /^past_actions[^:\n]*: (\[.*\])$/m.exec(turn)?.[1];
  if (listed === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(listed);
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
