import { distanceM, type Vec2 } from "../../../geo/index.js";
import type { SemanticMap } from "../../../map/index.js";
import type { Relevance } from "../../../relevance/index.js";
import { nodeSearchTexts } from "./nodeText.js";

/**
 * Distinct texts ranked in one call at most. Classes and place names always count; descriptions beyond this are
 * taken nearest the robot first (the graph query tool reaches the rest), so a huge map costs a bounded ranking.
 */
const MAX_TEXTS = 600;
/** Texts a single term may ground to (two close kinds), and nodes per text (nearest the robot). */
const TEXTS_PER_TERM = 2;
const NODES_PER_TEXT = 3;

/**
 * How relevant each node of the map is to the mission's phrases: the best standardised score of the node's
 * class, place name and description (the relevance module's combined WordNet + embedding score; 0 is the
 * average text, about 1.5 stands out). Rankings are cached per phrase set and set of texts, so an iteration in
 * which nothing new was named costs a lookup.
 */
export class NodeRelevance {
  readonly #relevance: Relevance;
  #key = "";
  #scores = new Map<string, number>();

  constructor(relevance: Relevance) {
    this.#relevance = relevance;
  }

  #termKey = "";
  #texts:
    | { map: SemanticMap; revision: number; robotXY: Vec2; value: ReturnType<typeof rankedTexts> }
    | undefined;

  /** The map's texts, collected once per map state and robot position (both rankings of a view use them). */
  #textsOf(map: SemanticMap, robotXY: Vec2): ReturnType<typeof rankedTexts> {
    const cached = this.#texts;
    if (
      cached !== undefined &&
      cached.map === map &&
      cached.revision === map.revision &&
      cached.robotXY[0] === robotXY[0] &&
      cached.robotXY[1] === robotXY[1]
    )
      return cached.value;
    const value = rankedTexts(map, robotXY);
    this.#texts = { map, revision: map.revision, robotXY: [robotXY[0], robotXY[1]], value };
    return value;
  }
  #termTexts: string[][] = [];

  async scores(options: {
    map: SemanticMap;
    phrases: readonly string[];
    robotXY: Vec2;
  }): Promise<Map<string, number>> {
    const { map } = options;
    const phrases = [...new Set(options.phrases.map((p) => p.trim()).filter((p) => p !== ""))];
    const { textsOf, texts } = this.#textsOf(map, options.robotXY);
    const key = `${phrases.join("\u0001")}\u0002${[...texts].sort().join("\u0001")}`;
    if (key !== this.#key) {
      const ranked =
        phrases.length === 0
          ? []
          : await this.#relevance.rank(
              phrases,
              [...texts].map((text) => ({ id: text, text })),
            );
      this.#scores = new Map(ranked.map((entry) => [entry.id, entry.score]));
      this.#key = key;
    }
    const byNode = new Map<string, number>();
    for (const [name, nodeTexts] of textsOf) {
      let best = 0;
      for (const text of nodeTexts) best = Math.max(best, this.#scores.get(text) ?? 0);
      if (best > 0) byNode.set(name, best);
    }
    return byNode;
  }

  /**
   * The nodes each of the mission's short terms names best, ranked one term at a time (the best match of several
   * unrelated words is noise, as the offline planner's grounding found): "by boat" → the river, "the north gate"
   * → the gate. They join the view whatever the mission's overall ranking says, so every thing and place the
   * mission mentions is represented by its best candidates.
   */
  async grounded(options: {
    map: SemanticMap;
    terms: readonly string[];
    robotXY: Vec2;
  }): Promise<string[]> {
    const { map, robotXY } = options;
    const terms = [...new Set(options.terms.map((t) => t.trim()).filter((t) => t !== ""))];
    if (terms.length === 0) return [];
    const { textsOf, texts } = this.#textsOf(map, robotXY);
    const key = `${terms.join("\u0001")}\u0002${[...texts].sort().join("\u0001")}`;
    if (key !== this.#termKey) {
      const candidates = [...texts].map((text) => ({ id: text, text }));
      this.#termTexts = [];
      for (const term of terms) {
        const ranked = await this.#relevance.rank([term], candidates);
        this.#termTexts.push(
          this.#relevance.select(ranked, { maxCount: TEXTS_PER_TERM }).map((s) => s.id),
        );
      }
      this.#termKey = key;
    }
    // Only the chosen texts' nodes are collected: a class such as "grass" may have thousands.
    const nodesOf = new Map<string, string[]>(this.#termTexts.flat().map((text) => [text, []]));
    for (const [name, nodeTexts] of textsOf) {
      for (const text of nodeTexts) nodesOf.get(text)?.push(name);
    }
    const found: string[] = [];
    for (const chosen of this.#termTexts) {
      for (const text of chosen) {
        const nearest = (nodesOf.get(text) ?? [])
          .map((name) => ({ name, d: distanceM(map.coordsOf(name) ?? [1e9, 1e9], robotXY) }))
          .sort((a, b) => a.d - b.d)
          .slice(0, NODES_PER_TEXT);
        found.push(...nearest.map((entry) => entry.name));
      }
    }
    return [...new Set(found)];
  }
}

/**
 * Every node's searchable texts, and the distinct texts worth ranking: all classes and place names, and
 * descriptions nearest the robot first up to MAX_TEXTS.
 */
function rankedTexts(
  map: SemanticMap,
  robotXY: Vec2,
): { textsOf: Map<string, string[]>; texts: Set<string> } {
  const textsOf = new Map<string, string[]>();
  const classTexts = new Set<string>();
  const described: { text: string; distance: number }[] = [];
  for (const name of [...map.regionNames(), ...map.objectNames()]) {
    const nodeTexts = nodeSearchTexts(map, name);
    textsOf.set(name, nodeTexts);
    const [cls, ...rest] = nodeTexts;
    if (cls !== undefined) classTexts.add(cls);
    const at = map.coordsOf(name);
    const distance = at === undefined ? Infinity : distanceM(at, robotXY);
    for (const text of rest) described.push({ text, distance });
  }
  const texts = new Set(classTexts);
  described.sort((a, b) => a.distance - b.distance);
  for (const { text } of described) {
    if (texts.size >= MAX_TEXTS) break;
    texts.add(text);
  }
  return { textsOf, texts };
}
