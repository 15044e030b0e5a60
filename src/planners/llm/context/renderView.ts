import { distanceM, roundVec, type Vec2 } from "../../../geo/index.js";
import {
  inlineJson,
  naturalCompare,
  serializeForPlanner,
  type SemanticMap,
} from "../../../map/index.js";
import type { CountTokens } from "../estimateTokens.js";
import { classCounts, type AreaPartition } from "./areas.js";
import { compactNodeJson, nodeClass } from "./nodeText.js";

export interface RenderInput {
  readonly map: SemanticMap;
  readonly partition: AreaPartition;
  /** Groups of nodes in the order they earn a place (see `viewOrder`). */
  readonly groups: readonly (readonly string[])[];
  readonly relevance: ReadonlyMap<string, number>;
  readonly robotXY: Vec2;
  readonly budgetTokens: number;
  readonly count: CountTokens;
}

export interface RenderedView {
  readonly text: string;
  readonly tokens: number;
  readonly shown: ReadonlySet<string>;
  readonly totals: {
    readonly regions: number;
    readonly objects: number;
    readonly shownRegions: number;
    readonly shownObjects: number;
  };
}

/** Share of the budget the area summaries may take at most. */
const AREA_SHARE = 0.15;
/** Groups that did not fit, in a row, before filling stops (a later, smaller one might fit). */
const MAX_MISSES = 25;
/** Object classes and place names listed per area. */
const AREA_CLASSES = 6;
const AREA_PLACES = 3;
/** Listed regions named as cut off from the robot, at most. */
const MAX_UNREACHABLE = 60;

/**
 * Fills the view: groups in order while their lines fit the budget (area summaries reserved first), then renders
 * the JSON the model reads — the SPINE layout of the shown nodes, `links_not_shown` on regions whose drivable
 * connections lead to nodes left out, and `areas` for everything left out. Counts exactly at the end and drops
 * the last groups until the text fits: the budget is a promise, not an estimate.
 */
export function renderView(input: RenderInput): RenderedView {
  const { map } = input;
  // Each node line is counted once, however often the fill is retried.
  const lineTokens = new Map<string, number>();
  const count: CountTokens = input.count;
  const nodeTokens = (name: string): number => {
    let tokens = lineTokens.get(name);
    if (tokens === undefined) {
      const node = map.get(name);
      tokens = node === undefined ? 0 : count(inlineJson(compactNodeJson(node))) + 2;
      lineTokens.set(name, tokens);
    }
    return tokens;
  };
  let budget = input.budgetTokens;
  for (let tries = 0; tries < 6; tries += 1) {
    const shown = fill(input, budget, nodeTokens);
    const text = render(input, shown, Math.floor(input.budgetTokens * AREA_SHARE));
    const tokens = count(text);
    if (tokens <= input.budgetTokens || shown.size <= 1) {
      const shownRegions = [...shown].filter((name) => map.isRegion(name)).length;
      return {
        text,
        tokens,
        shown,
        totals: {
          regions: map.regionCount,
          objects: map.objectCount,
          shownRegions,
          shownObjects: shown.size - shownRegions,
        },
      };
    }
    budget -= Math.max(tokens - input.budgetTokens, 0) + Math.ceil(input.budgetTokens * 0.05);
  }
  const empty = new Set<string>();
  const text = render(input, empty, Math.floor(input.budgetTokens * 0.8));
  return {
    text,
    tokens: count(text),
    shown: empty,
    totals: {
      regions: map.regionCount,
      objects: map.objectCount,
      shownRegions: 0,
      shownObjects: 0,
    },
  };
}

function fill(
  input: RenderInput,
  budgetTokens: number,
  nodeTokens: (name: string) => number,
): Set<string> {
  const { map } = input;
  const nodeBudget = budgetTokens * (1 - AREA_SHARE) - 60;
  const shown = new Set<string>();
  let used = 0;
  let misses = 0;
  for (const group of input.groups) {
    let cost = 0;
    for (const name of group) {
      if (!map.has(name)) continue;
      cost += nodeTokens(name);
      for (const other of map.neighbors(name)) {
        if (shown.has(other) || group.includes(other)) cost += 8;
      }
    }
    if (used + cost > nodeBudget) {
      misses += 1;
      if (misses > MAX_MISSES) break;
      continue;
    }
    misses = 0;
    used += cost;
    for (const name of group) shown.add(name);
  }
  return shown;
}

function render(input: RenderInput, shown: ReadonlySet<string>, areaBudget: number): string {
  const { map } = input;
  // The whole map fits: exactly the full map's JSON, as a small site has always been shown.
  if (shown.size === map.regionCount + map.objectCount) return serializeForPlanner(map);
  const regions: unknown[] = [];
  const objects: unknown[] = [];
  const regionEdges: [string, string][] = [];
  const objectEdges: [string, string][] = [];
  for (const name of [...shown].sort(naturalCompare)) {
    const node = map.get(name);
    if (node === undefined) continue;
    if (node.type === "object") {
      objects.push(compactNodeJson(node));
      for (const region of map.regionsOfObject(name)) {
        if (shown.has(region)) objectEdges.push([name, region]);
      }
      continue;
    }
    const hidden = map.neighbors(name, "region").filter((other) => !shown.has(other)).length;
    regions.push({ ...compactNodeJson(node), ...(hidden > 0 ? { links_not_shown: hidden } : {}) });
    for (const other of map.neighbors(name, "region")) {
      if (shown.has(other) && naturalCompare(name, other) < 0) regionEdges.push([name, other]);
    }
  }
  const section = (key: string, items: readonly unknown[]): string =>
    items.length === 0
      ? `  ${JSON.stringify(key)}: []`
      : `  ${JSON.stringify(key)}: [\n${items.map((item) => `    ${inlineJson(item)}`).join(",\n")}\n  ]`;
  const parts = [
    section("regions", regions),
    section("objects", objects),
    section("region_connections", regionEdges),
    section("object_connections", objectEdges),
  ];
  if (map.robotLocation !== undefined && shown.has(map.robotLocation)) {
    parts.push(`  "robot_location": ${JSON.stringify(map.robotLocation)}`);
    // Connected through regions not listed is still connected: say which listed regions are NOT, so a gap in
    // the view is not taken for a gap in the map.
    const home = map.components.componentOf(map.robotLocation);
    const cut = [...shown]
      .filter((name) => map.isRegion(name) && map.components.componentOf(name) !== home)
      .sort(naturalCompare);
    // Name the shorter side: when the robot stands in a small cut-off part (on a bridge whose ends are blocked),
    // listing the few regions it can reach says the same in far fewer words, and nothing is left unsaid.
    const reachable = [...shown]
      .filter((name) => map.isRegion(name) && map.components.componentOf(name) === home)
      .sort(naturalCompare);
    if (cut.length > 0 && cut.length <= reachable.length) {
      // One list per cut-off part (regions joined to each other through regions not listed): which islands there
      // are matters as much as which regions lie on them — a way onto one island reaches all of it.
      const islands = new Map<number | undefined, string[]>();
      for (const name of cut) {
        const island = map.components.componentOf(name);
        const members = islands.get(island);
        if (members === undefined) islands.set(island, [name]);
        else members.push(name);
      }
      let room = MAX_UNREACHABLE;
      const listed: string[][] = [];
      for (const island of [...islands.values()].sort((a, b) => b.length - a.length)) {
        if (room <= 0) break;
        listed.push(island.slice(0, room));
        room -= island.length;
      }
      const more = cut.length - listed.flat().length;
      parts.push(
        `  "not_reachable_yet": ${inlineJson(more > 0 ? [...listed, `…and ${more} more`] : listed)}`,
      );
    } else if (cut.length > 0) {
      parts.push(`  "reachable_now": ${inlineJson(reachable)}`);
    }
  }
  const areas = areaSummaries(input, shown, areaBudget);
  if (areas.length > 0) parts.push(section("areas", areas));
  return `{\n${parts.join(",\n")}\n}`;
}

/** One line per area with nodes left out, most relevant and nearest first, within `budgetTokens`. */
function areaSummaries(
  input: RenderInput,
  shown: ReadonlySet<string>,
  budgetTokens: number,
): unknown[] {
  const { map, partition, relevance, robotXY, count } = input;
  const candidates = [...partition.areas.values()]
    .map((area) => {
      const regions = area.regions.filter((name) => !shown.has(name));
      const objects = area.objects.filter((name) => !shown.has(name));
      const best = Math.max(0, ...[...regions, ...objects].map((n) => relevance.get(n) ?? 0));
      return { area, regions, objects, best, d: distanceM(area.center, robotXY) };
    })
    .filter((entry) => entry.regions.length + entry.objects.length > 0)
    .sort((a, b) => b.best - a.best || a.d - b.d);
  const lines: unknown[] = [];
  let used = 0;
  for (const { area, regions, objects } of candidates) {
    const bestOfClass = classRelevance(relevance, objects);
    const classes = [...classCounts(objects)]
      .sort((a, b) => (bestOfClass.get(b[0]) ?? 0) - (bestOfClass.get(a[0]) ?? 0) || b[1] - a[1])
      .slice(0, AREA_CLASSES);
    const places = [
      ...new Set(
        regions
          .map((name) => map.get(name)?.attributes["place"])
          .filter((place): place is string => typeof place === "string"),
      ),
    ].slice(0, AREA_PLACES);
    const line = {
      name: area.name,
      center: roundVec(area.center).map(Math.round),
      regions_not_shown: regions.length,
      ...(objects.length > 0 ? { objects_not_shown: Object.fromEntries(classes) } : {}),
      ...(places.length > 0 ? { places } : {}),
      links: [...area.links].sort(naturalCompare),
    };
    const cost = count(inlineJson(line)) + 2;
    if (used + cost > budgetTokens) {
      lines.push({ more_areas_not_listed: candidates.length - lines.length });
      break;
    }
    used += cost;
    lines.push(line);
  }
  return lines;
}

/** The best relevance of any object of each class. */
function classRelevance(
  relevance: ReadonlyMap<string, number>,
  objects: readonly string[],
): Map<string, number> {
  const best = new Map<string, number>();
  for (const name of objects) {
    const cls = nodeClass(name);
    best.set(cls, Math.max(best.get(cls) ?? 0, relevance.get(name) ?? 0));
  }
  return best;
}
