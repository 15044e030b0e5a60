/**
 * An OpenAI-compatible server on 127.0.0.1 whose "model" is the offline planner, seeing the MAP ONLY THROUGH
 * THE REQUEST: it rebuilds a map from the map view in the newest user turn and plans on that. It measures whether
 * the budgeted context is sufficient: a mission it solves was solvable from what the request contained.
 *
 * It reads the view as a model would: listed nodes and connections, and `not_reachable_yet` (listed regions
 * outside it are reachable through regions not listed, so it joins them to the robot's part of its rebuilt map).
 * It makes no map queries (a real model could).
 *
 * What it does not read from text: the typed outcomes, trail, history and budget of the agent's request come
 * through a side channel (`ViewPlannerChannel`), because they are not what the budget trims — the map is.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type {
  GeneratorFailure,
  GeneratorReply,
  PlanGenerator,
  PlanRequest,
} from "../../../src/agent/index.js";
import type { Result } from "../../../src/errors/index.js";
import { closestPair, isReachable, loadGraph, type SemanticMap } from "../../../src/map/index.js";
import { RulesPlanner } from "../../../src/planners/rules/index.js";
import type { Relevance } from "../../../src/relevance/index.js";

/** Shared between the generator wrapper (which sees the agent's request) and the server (which sees the text). */
export class ViewPlannerChannel {
  current: PlanRequest | undefined;
  planner: RulesPlanner;
  /** What the planner could see, per request: nodes rebuilt from the view. */
  readonly seen: { regions: number; objects: number }[] = [];
  readonly #relevance: Promise<Relevance> | undefined;

  constructor(options: { relevance?: Promise<Relevance> } = {}) {
    this.#relevance = options.relevance;
    this.planner = this.#newPlanner();
  }

  /** A fresh planner for the next mission. */
  reset(): void {
    this.planner = this.#newPlanner();
    this.current = undefined;
  }

  #newPlanner(): RulesPlanner {
    return new RulesPlanner(this.#relevance === undefined ? {} : { relevance: this.#relevance });
  }
}

/** Wraps the LLM generator so the server can find the agent's request it is answering. */
export function withChannel(generator: PlanGenerator, channel: ViewPlannerChannel): PlanGenerator {
  return {
    label: generator.label,
    propose(request, options): Promise<Result<GeneratorReply, GeneratorFailure>> {
      channel.current = request;
      return generator.propose(request, options);
    },
  };
}

/** The map a request shows: the JSON after the last `graph: (…)` line, without areas and view-only fields. */
export function mapFromRequestText(
  messages: readonly { role: string; content: string }[],
): SemanticMap | undefined {
  const turn = [...messages]
    .reverse()
    .find((m) => m.role === "user" && m.content.includes("\ngraph: ("));
  if (turn === undefined) return undefined;
  const start = turn.content.indexOf("\n", turn.content.indexOf("\ngraph: (") + 1);
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(turn.content.slice(start + 1)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const strip = (nodes: unknown): unknown =>
    Array.isArray(nodes)
      ? nodes.map((node: Record<string, unknown>) => {
          const { links_not_shown: _hidden, ...rest } = node;
          return rest;
        })
      : [];
  const loaded = loadGraph({
    regions: strip(parsed["regions"]),
    objects: strip(parsed["objects"]),
    region_connections: parsed["region_connections"] ?? [],
    object_connections: parsed["object_connections"] ?? [],
    ...(typeof parsed["robot_location"] === "string"
      ? { robot_location: parsed["robot_location"] }
      : {}),
  });
  if (!loaded.ok) return undefined;
  const map = loaded.value.map;
  const reachable = parsed["reachable_now"];
  stitch(
    map,
    Array.isArray(reachable)
      ? map.regionNames().filter((name) => !reachable.map(String).includes(name))
      : parsed["not_reachable_yet"],
  );
  return map;
}

/**
 * What a reader of the view knows but the rebuilt graph does not show: listed regions outside
 * `not_reachable_yet` are connected to the robot through regions not listed, and the regions of one
 * `not_reachable_yet` part are connected to each other. Join each such piece to its part where they come
 * closest, as a model would plan `goto` straight to it.
 */
function stitch(map: SemanticMap, notReachable: unknown): void {
  const robot = map.robotLocation;
  if (robot === undefined) return;
  const parts = (Array.isArray(notReachable) ? notReachable : [])
    .map((part) => (Array.isArray(part) ? part.map(String) : [String(part)]))
    .map((part) => part.filter((name) => map.isRegion(name)))
    .filter((part) => part.length > 0);
  const cut = new Set(parts.flat());
  join(map, robot, (name) => !cut.has(name));
  for (const [first, ...rest] of parts) {
    if (first === undefined || rest.length === 0) continue;
    const members = new Set(rest);
    join(map, first, (name) => members.has(name));
  }
}

/** Connects every region `belongs` to the part of `anchor`, one closest pair at a time. */
function join(map: SemanticMap, anchor: string, belongs: (name: string) => boolean): void {
  for (let joined = 0; joined < 200; joined += 1) {
    const loose = map
      .regionNames()
      .find((name) => belongs(name) && !isReachable(map, anchor, name));
    if (loose === undefined) return;
    const pair = closestPair(map, anchor, loose);
    if (pair === undefined) return;
    map.addEdge(pair.near, pair.far);
  }
}

export interface ViewPlannerServer {
  readonly baseUrl: string;
  /** Prompt tokens of every request as the client counted them are in the transcript; here, what arrived. */
  readonly bodies: { messages: { role: string; content: string }[] }[];
  close(): Promise<void>;
}

export async function startViewPlannerServer(
  channel: ViewPlannerChannel,
): Promise<ViewPlannerServer> {
  const bodies: ViewPlannerServer["bodies"] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const body = JSON.parse(
          Buffer.concat(chunks).toString("utf8"),
        ) as ViewPlannerServer["bodies"][number];
        bodies.push(body);
        const request = channel.current;
        const map = mapFromRequestText(body.messages);
        if (request === undefined || map === undefined) {
          res.writeHead(400, { "content-type": "application/json" });
          res.end(
            JSON.stringify({ error: { message: "view planner: no request or no map in it" } }),
          );
          return;
        }
        channel.seen.push({ regions: map.regionCount, objects: map.objectCount });
        const reply = await channel.planner.propose({ ...request, map });
        const text = reply.ok
          ? reply.value.text
          : `{"error": ${JSON.stringify(reply.error.message)}}`;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: `view-${bodies.length}`,
            object: "chat.completion",
            created: 0,
            model: "view-planner",
            choices: [
              { index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" },
            ],
          }),
        );
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
