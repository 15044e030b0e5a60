import { z } from "zod";
import { distanceM, roundVec, type Vec2 } from "../../../geo/index.js";
import { inlineJson, shortestRegionPath, type SemanticMap } from "../../../map/index.js";
import type { Relevance } from "../../../relevance/index.js";
import type { AreaPartition } from "./areas.js";
import { nodeClass, nodeJson, nodeSearchTexts } from "./nodeText.js";

/** What a tool sees: the full map (validation and execution use it too), its areas and where the robot is. */
export interface ToolContext {
  readonly map: SemanticMap;
  readonly partition: AreaPartition;
  readonly robotXY: Vec2;
  readonly relevance: Relevance | undefined;
}

export interface ToolResult {
  /** JSON for the model. */
  readonly text: string;
  /** Nodes the result named: the view keeps showing them. */
  readonly nodes: readonly string[];
  readonly ok: boolean;
}

const MAX_LIST = 20;
const MAX_PATH = 40;
const nodeType = z.enum(["region", "object", "any"]).default("any");

/** One schema per tool: the model's arguments are untrusted. */
const TOOL_ARGS = {
  find_nodes: z.strictObject({
    text: z.string().min(1).max(200),
    type: nodeType,
    limit: z.int().min(1).max(MAX_LIST).default(10),
  }),
  describe_node: z.strictObject({ name: z.string().min(1).max(200) }),
  shortest_path: z.strictObject({ from: z.string().min(1), to: z.string().min(1) }),
  nodes_near: z.strictObject({
    x: z.number(),
    y: z.number(),
    radius_m: z.number().positive().max(500).default(50),
    type: nodeType,
  }),
  expand_area: z.strictObject({ area: z.string().min(1).max(100) }),
} as const;

export type ToolName = keyof typeof TOOL_ARGS;
export const TOOL_NAMES = Object.keys(TOOL_ARGS) as ToolName[];

const DESCRIPTIONS: Record<ToolName, string> = {
  find_nodes: `Find map nodes by meaning or name (class, place name, description), best first, at most ${MAX_LIST}.`,
  describe_node: "Everything the map holds about one node: attributes, connections and area.",
  shortest_path:
    "The shortest known drivable route between two regions, with its length in metres.",
  nodes_near: "Nodes within radius_m (at most 500) of a point [x, y], nearest first.",
  expand_area:
    "The nodes of one area from the map's `areas` list, most relevant and nearest first.",
};

/** The tools as OpenAI function definitions (the JSON schemas come from the same zod schemas that check calls). */
export function toolDefinitions(): {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
}[] {
  return TOOL_NAMES.map((name) => {
    const { $schema: _dialect, ...parameters } = z.toJSONSchema(TOOL_ARGS[name], {
      io: "input",
    }) as Record<string, unknown>;
    return { type: "function", function: { name, description: DESCRIPTIONS[name], parameters } };
  });
}

/** The tools for the system prompt: a line each, with their arguments (from the same schemas). */
export function toolsText(): string {
  return TOOL_NAMES.map((name) => {
    const shape = Object.keys(TOOL_ARGS[name].shape).join(", ");
    return `- ${name}(${shape}): ${DESCRIPTIONS[name]}`;
  }).join("\n");
}

/** Runs one call; a bad name or bad arguments come back as an error for the model, never as a throw. */
export async function runTool(
  context: ToolContext,
  call: { name: string; arguments: unknown },
): Promise<ToolResult> {
  const error = (message: string): ToolResult => ({
    text: inlineJson({ error: message }),
    nodes: [],
    ok: false,
  });
  if (!(call.name in TOOL_ARGS)) {
    return error(`unknown tool "${call.name}"; the tools are ${TOOL_NAMES.join(", ")}`);
  }
  const name = call.name as ToolName;
  let args: unknown = call.arguments;
  if (typeof call.arguments === "string") {
    const raw = call.arguments;
    try {
      args = raw.trim() === "" ? {} : JSON.parse(raw);
    } catch {
      return error(`the arguments of ${name} are not JSON: ${raw.slice(0, 120)}`);
    }
  }
  const parsed = TOOL_ARGS[name].safeParse(args ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || name}: ${i.message}`);
    return error(`bad arguments for ${name}: ${issues.join("; ")}`);
  }
  switch (name) {
    case "find_nodes":
      return findNodes(context, parsed.data as z.infer<(typeof TOOL_ARGS)["find_nodes"]>);
    case "describe_node":
      return describeNode(context, (parsed.data as { name: string }).name);
    case "shortest_path": {
      const { from, to } = parsed.data as { from: string; to: string };
      return shortestPath(context, from, to);
    }
    case "nodes_near":
      return nodesNear(context, parsed.data as z.infer<(typeof TOOL_ARGS)["nodes_near"]>);
    case "expand_area":
      return expandArea(context, (parsed.data as { area: string }).area);
  }
}

/** A node in a result: its map JSON, with what connects it (so the model, or a tool user, can rebuild it). */
function entry(context: ToolContext, name: string): Record<string, unknown> {
  const { map } = context;
  const node = map.get(name);
  if (node === undefined) return { name };
  const at = node.coords;
  const links = map.neighbors(name, "region").slice(0, 12);
  return {
    ...nodeJson(node),
    type: node.type,
    ...(node.type === "object" ? { seen_from: links } : { links }),
    distance_m: Math.round(distanceM(at, context.robotXY)),
  };
}

function listed(context: ToolContext, names: readonly string[], extra = {}): ToolResult {
  const nodes = names.map((name) => entry(context, name));
  return { text: inlineJson({ ...extra, nodes }), nodes: [...names], ok: true };
}

function ofType(map: SemanticMap, type: "region" | "object" | "any"): string[] {
  if (type === "region") return map.regionNames();
  if (type === "object") return map.objectNames();
  return [...map.regionNames(), ...map.objectNames()];
}

async function findNodes(
  context: ToolContext,
  args: { text: string; type: "region" | "object" | "any"; limit: number },
): Promise<ToolResult> {
  const { map } = context;
  const wanted = args.text.trim().toLowerCase().replace(/\s+/g, "_");
  const names = ofType(map, args.type);
  // A name or a class written out is an exact request: those come first.
  const exact = names.filter((n) => n === wanted || nodeClass(n) === wanted);
  const byText = new Map<string, string[]>();
  for (const name of names) {
    for (const text of nodeSearchTexts(map, name)) {
      const list = byText.get(text) ?? [];
      list.push(name);
      byText.set(text, list);
    }
  }
  let ranked: string[];
  if (context.relevance !== undefined) {
    const scores = await context.relevance.rank(
      [args.text],
      [...byText.keys()].map((text) => ({ id: text, text })),
    );
    // The head that stands out (by margin, as the offline planner selects); a long list also gives its top few.
    const head = context.relevance.select(scores, { maxCount: args.limit });
    const strong =
      head.length > 0 ? head : scores.filter((s) => s.score >= 1.5).slice(0, args.limit);
    ranked = strong.flatMap((s) => byText.get(s.id) ?? []);
  } else {
    const words = args.text
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => w.length > 2);
    ranked = [...byText]
      .filter(([text]) => words.some((w) => text.toLowerCase().includes(w)))
      .flatMap(([, list]) => list);
  }
  const near = (name: string): number =>
    distanceM(map.coordsOf(name) ?? [1e9, 1e9], context.robotXY);
  const found = [...new Set([...exact.sort((a, b) => near(a) - near(b)), ...ranked])].slice(
    0,
    args.limit,
  );
  if (found.length === 0)
    return {
      text: inlineJson({ nodes: [], note: "nothing in the map matches" }),
      nodes: [],
      ok: true,
    };
  return listed(context, found);
}

function describeNode(context: ToolContext, name: string): ToolResult {
  const { map } = context;
  if (!map.has(name))
    return { text: inlineJson({ error: `no node "${name}" in the map` }), nodes: [], ok: false };
  const objects =
    map.typeOf(name) === "region" ? map.neighbors(name, "object").slice(0, MAX_LIST) : [];
  return {
    text: inlineJson({
      ...entry(context, name),
      ...(objects.length > 0 ? { objects_seen: objects } : {}),
      area: context.partition.areaOf(name) ?? null,
    }),
    nodes: [name],
    ok: true,
  };
}

function shortestPath(context: ToolContext, from: string, to: string): ToolResult {
  const { map } = context;
  for (const name of [from, to]) {
    if (!map.isRegion(name)) {
      return {
        text: inlineJson({ error: `"${name}" is not a region of the map` }),
        nodes: [],
        ok: false,
      };
    }
  }
  const path = shortestRegionPath(map, from, to);
  if (path === undefined) {
    return {
      text: inlineJson({ path: null, note: `no known drivable route from ${from} to ${to}` }),
      nodes: [],
      ok: true,
    };
  }
  const regions = path.regions.length <= MAX_PATH ? [...path.regions] : elide(path.regions);
  return {
    text: inlineJson({
      path: regions,
      length_m: Math.round(path.lengthM),
      regions: path.regions.length,
    }),
    nodes: regions.filter((r) => r !== "…"),
    ok: true,
  };
}

function elide(regions: readonly string[]): string[] {
  const half = Math.floor(MAX_PATH / 2);
  return [...regions.slice(0, half), "…", ...regions.slice(-half)];
}

function nodesNear(
  context: ToolContext,
  args: { x: number; y: number; radius_m: number; type: "region" | "object" | "any" },
): ToolResult {
  const { map } = context;
  const centre: Vec2 = [args.x, args.y];
  const found = ofType(map, args.type)
    .map((name) => ({ name, d: distanceM(map.coordsOf(name) ?? [1e9, 1e9], centre) }))
    .filter((e) => e.d <= args.radius_m)
    .sort((a, b) => a.d - b.d);
  const names = found.slice(0, MAX_LIST).map((e) => e.name);
  return listed(context, names, {
    centre: roundVec(centre),
    within_m: args.radius_m,
    total: found.length,
  });
}

function expandArea(context: ToolContext, area: string): ToolResult {
  const found = context.partition.areas.get(area);
  if (found === undefined) {
    return {
      text: inlineJson({ error: `no area "${area}"; use a name from the map's areas list` }),
      nodes: [],
      ok: false,
    };
  }
  const { map } = context;
  const near = (name: string): number =>
    distanceM(map.coordsOf(name) ?? [1e9, 1e9], context.robotXY);
  const objects = [...found.objects].sort((a, b) => near(a) - near(b)).slice(0, MAX_LIST);
  const regions = [...found.regions].sort((a, b) => near(a) - near(b)).slice(0, MAX_LIST);
  const total = found.objects.length + found.regions.length;
  return listed(context, [...objects, ...regions], {
    area,
    listed: objects.length + regions.length,
    total,
  });
}
