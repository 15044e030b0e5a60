import { distanceM, type Vec2 } from "../../../geo/index.js";
import type { SemanticMap } from "../../../map/index.js";
import type { Relevance } from "../../../relevance/index.js";
import { nodeSearchTexts } from "./nodeText.js";

/**
 * Distinct texts ranked in one call at most. Classes and place names always count; descriptions beyond this are
 * taken nearest the robot first (the graph query tool reaches the rest), so a huge map costs a bounded ranking.
 */
const MAX_TEXTS = 600;

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

  async scores(options: {
    map: SemanticMap;
    phrases: readonly string[];
    robotXY: Vec2;
  }): Promise<Map<string, number>> {
    const { map, robotXY } = options;
    const phrases = [...new Set(options.phrases.map((p) => p.trim()).filter((p) => p !== ""))];
    const textsOf = new Map<string, string[]>();
    const classTexts = new Set<string>();
    const described: { text: string; distance: number }[] = [];
    for (const name of [...map.regionNames(), ...map.objectNames()]) {
      const texts = nodeSearchTexts(map, name);
      textsOf.set(name, texts);
      const [cls, ...rest] = texts;
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
}
