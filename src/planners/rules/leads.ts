import { singularWord } from "../../lexicon/index.js";
import { distanceM } from "../../geo/index.js";
import { nodeWords } from "./grounding.js";
import { isLandmark, nodeClass } from "./mapQueries.js";
import type { Situation } from "./tactics.js";

/** Things one inspection may point to, at most: the best few, not every word's namesake. */
const LEADS_PER_INSPECTION = 2;

/**
 * What an inspection points to: things on the map that the vision model's answer names by their kind ("a lamp,
 * dark; no power; its lead runs to the heater in the hut" → the heaters), best match first (more of the
 * answer's words in the thing's own words, then nearer the inspected thing). In an explanation the cause may lie
 * one step up such a chain, so it is followed before answering. Nothing here knows a kind of thing: the words come
 * from the answer and the map.
 */
export function leadsFrom(situation: Situation, inspected: readonly string[]): string[] {
  const { map, memory } = situation;
  const leads: string[] = [];
  for (const name of inspected) {
    const said = wordsOf(memory.inspected.get(name) ?? "");
    if (said.size === 0) continue;
    const ownHead = headOf(nodeClass(map, name));
    const at = map.coordsOf(name);
    const named = map
      .objectNames()
      // Landmarks (a pond, a wood) are where things are, not things that fail.
      .filter((other) => other !== name && !memory.inspected.has(other) && !isLandmark(map, other))
      .map((other) => {
        const cls = nodeClass(map, other);
        const head = headOf(cls);
        if (head.length < 3 || head === ownHead || !said.has(head)) return undefined;
        const description = map.get(other)?.attributes["description"];
        const own = wordsOf(
          `${nodeWords(map, other)} ${typeof description === "string" ? description : ""}`,
        );
        const shared = [...own].filter((w) => said.has(w)).length;
        const there = map.coordsOf(other);
        const d = at === undefined || there === undefined ? Infinity : distanceM(at, there);
        return { other, shared, d };
      })
      .filter((entry): entry is { other: string; shared: number; d: number } => entry !== undefined)
      .sort((a, b) => b.shared - a.shared || a.d - b.d)
      .slice(0, LEADS_PER_INSPECTION);
    for (const { other } of named) if (!leads.includes(other)) leads.push(other);
  }
  return leads;
}

/** A class's or a phrase's last word, in the singular ("high_mast" → "mast"). */
export function headOf(cls: string): string {
  return singularWord(
    cls
      .toLowerCase()
      .split(/[_\s-]+/)
      .at(-1) ?? cls,
  );
}

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2)
      .map(singularWord),
  );
}
