import { fileURLToPath } from "node:url";
import type { PlanRequest } from "../../src/agent/index.js";
import { emptyChanges, loadGraph, type GraphJson } from "../../src/map/index.js";
import { parseMission, type Mission } from "../../sim/missions/index.js";

const worldsDir = fileURLToPath(new URL("../fixtures/worlds/", import.meta.url));

/**
 * A mission in the 120 m × 80 m crossing test world (test/fixtures/worlds): start on the farm road at (4, 40),
 * radio_tower_1 seen from field_22 to the north, an island region (grass_19) in the prior.
 */
export function crossingMission(fields: Record<string, unknown> = {}): Mission {
  const parsed = parseMission(
    {
      world: "crossing.world.geojson",
      mission: "Inspect the radio tower. Is it damaged?",
      expect: { answer: "tower", inspected: ["radio_tower_1"], visited: [], maxClarify: 1 },
      explicit: ["inspect radio_tower_1", "report whether the radio tower is damaged"],
      limits: { maxIterations: 12, maxSimSeconds: 1200 },
      ...fields,
    },
    { source: "crossing-eval.mission.json", baseDir: worldsDir },
  );
  if (!parsed.ok) throw new Error(parsed.error.join("\n"));
  return parsed.value;
}

/**
 * A small map: a — b — c connected, island d cut off; object tower seen from c. The robot is at a (0, 0).
 */
export const SMALL_GRAPH: GraphJson = {
  regions: [
    { name: "road_1", coords: [0, 0] },
    { name: "road_2", coords: [10, 0] },
    { name: "road_3", coords: [20, 0] },
    { name: "grass_9", coords: [80, 0] },
  ],
  objects: [{ name: "radio_tower_1", coords: [22, 4] }],
  region_connections: [
    ["road_1", "road_2"],
    ["road_2", "road_3"],
  ],
  object_connections: [["radio_tower_1", "road_3"]],
  robot_location: "road_1",
};

/** A plan request on {@link SMALL_GRAPH}, as the agent would send at the given iteration. */
export function smallRequest(iteration = 1, attempt = 1): PlanRequest {
  const loaded = loadGraph(SMALL_GRAPH);
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  return {
    mission: "Is the radio tower damaged?",
    iteration,
    attempt,
    map: loaded.value.map,
    changes: emptyChanges(),
    updates: "",
    history: [],
    feedback: [],
    outcomes: [],
    robot: { location: "road_1", pose: { x: 0, y: 0, yawRad: 0 } },
    trail: [[0, 0]],
    budget: { iterationsLeft: 10, simSecondsLeft: 1000 },
  };
}

/**
 * Checks that a document is well-formed XML (elements nest and close, attributes are quoted, `&` starts an
 * entity) and returns the element names in document order. Enough for generated SVG; throws on the first
 * problem.
 */
export function parseXmlElements(xml: string): string[] {
  const names: string[] = [];
  const open: string[] = [];
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, "");
  const token =
    /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/gy;
  for (let match = token.exec(body); match !== null; match = token.exec(body)) {
    const [, closing, name, , selfClosing, textPart, stray] = match;
    if (stray !== undefined)
      throw new Error(
        `malformed tag at ${match.index}: ${body.slice(match.index, match.index + 40)}`,
      );
    if (textPart !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(textPart))
        throw new Error(`bare & in ${textPart}`);
      if (open.length === 0 && textPart.trim() !== "")
        throw new Error(`text outside the root: ${textPart}`);
      continue;
    }
    if (name === undefined) continue;
    if (closing === "/") {
      const top = open.pop();
      if (top !== name) throw new Error(`</${name}> closes <${top ?? "nothing"}>`);
    } else {
      if (open.length === 0 && names.length > 0) throw new Error(`a second root element <${name}>`);
      names.push(name);
      if (selfClosing !== "/") open.push(name);
    }
  }
  if (open.length > 0) throw new Error(`unclosed <${open.join("> <")}>`);
  if (names.length === 0) throw new Error("no elements");
  return names;
}
