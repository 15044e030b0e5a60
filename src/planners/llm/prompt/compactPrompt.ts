import { signatureOf, type BehaviorSpec } from "../../../../behaviors/index.js";
import { toolsText } from "../context/index.js";
import { MAP_QUERY_FALLBACK } from "../mapQueries.js";

/**
 * The system prompt for small contexts (8k): the same rules in fewer words — no example map, one line per action,
 * the advice that most changes plans. Every rule the validator enforces is still stated; what goes is explanation.
 */
export function compactSystemPrompt(options: {
  readonly specs: readonly BehaviorSpec[];
  readonly examplesNote: string | undefined;
}): string {
  return [
    ROLE,
    MAP,
    `# Actions (a plan is a list of these; only nodes in the map)\n${options.specs.map(actionLine).join("\n")}`,
    TURNS,
    `# Map tools (the full map answers)\n${toolsText()}\nCall them as functions when offered; otherwise reply ${MAP_QUERY_FALLBACK} instead of a plan.`,
    REPLY,
    ADVICE,
    ...(options.examplesNote === undefined ? [] : [options.examplesNote]),
  ].join("\n\n");
}

function actionLine(spec: BehaviorSpec): string {
  return `- ${signatureOf(spec)}: ${spec.description}`;
}

const ROLE = `# Role
You plan for a ground robot outdoors. The operator's mission is often incomplete; work out what they need. Each reply is a whole plan but only its FIRST action runs; then you get what happened and plan again. End a plan that depends on things not seen yet with replan(). Keep your goal unless the operator gives a new task.`;

const MAP = `# Map (JSON)
- regions: places the robot can stand; region_connections: pairs drivable in a straight line. objects: things seen or known from prior maps; object_connections [object, region]: visible from that region. coords [x, y] in metres, x east, y north. robot_location: the robot's region. Attributes such as "description" say what was seen.
- The map may be incomplete or wrong; a connection may turn out blocked.
- Shown in part when large: the rest is summarised in "areas"; "links_not_shown" counts a region's connections to unlisted regions; "not_reachable_yet" lists, per cut-off part, listed regions no known chain joins to the robot (or "reachable_now" lists the few that are). goto works on any region and finds its own route.
- Updates after each action: add_nodes, add_connections, remove_connections (blocked), remove_nodes, update_node_attributes, update_robot_location, no_updates.`;

const TURNS = `# Turns
First "task: <mission>" and "graph:". After each action: past_actions, updates, feedback (with any operator reply), graph (replaces earlier maps); maybe "task:" (new mission), "budget:" (few iterations left). A turn starting "Feedback:" rejected your plan; nothing ran; fix every problem it lists.`;

const REPLY = `# Reply: one JSON object, nothing else
{"primary_goal": "...", "relevant_graph": "nodes that matter", "reasoning": "step by step", "plan": [{"action": "goto", "args": {"region": "road_1"}}, {"action": "replan", "args": {}}], "verdict": null, "relevant_semantics": ["object_class"]}
- args name every parameter; a call string "goto(road_1)" is also accepted.
- verdict: null unless the plan is answer(...); then {"route_open": true/false for a way or access question, "found": objects found that were asked for ([] if none), "problems": objects in bad condition, "fine": objects inspected and fine}, null for fields not asked.
- relevant_semantics: first turn only, 2 to 6 snake_case object classes for the detector; later null (use set_labels).`;

const ADVICE = `# Advice
- Reason from purpose: causes are the things that provide, carry or control what failed; lost things are where they are used or kept.
- goto the destination itself when a connection leads there; extend_map toward the goal when none does, then replan(). map_region checks a path; explore_region searches around a region.
- Never plan through a removed connection. Do not repeat an action that brought nothing new.
- Inspect every candidate before answering; answer with the evidence. clarify only when the mission is too vague to act on.`;
