import { formatVec, distanceM } from "../../geo/index.js";
import type { SemanticMap } from "../../map/index.js";
import { CONCEPT_TABLE } from "./conceptTable.js";
import { isLandmark } from "./mapQueries.js";

/** Whether an inspection answer reports a problem ("snapped antenna", "leaking"), ignoring negated mentions. */
export function soundsAlarming(answer: string): boolean {
  const text = answer.toLowerCase();
  return CONCEPT_TABLE.alarmWords.some((word) => {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      const before = text
        .slice(Math.max(0, at - 24), at)
        .split(/[^a-z]+/)
        .slice(-3);
      if (!before.some((w) => CONCEPT_TABLE.negations.includes(w))) return true;
    }
    return false;
  });
}

/** "near dock_3" — the closest named landmark or object to a node, for telling the operator where it is. */
export function whereIs(map: SemanticMap, name: string): string {
  const coords = map.coordsOf(name);
  if (coords === undefined) return "";
  let best: { name: string; d: number } | undefined;
  for (const other of map.objectNames()) {
    if (other === name) continue;
    const d = distanceM(coords, map.coordsOf(other) ?? coords);
    if (
      d <= 40 &&
      (best === undefined ||
        d < best.d ||
        (isLandmark(map, best.name) && !isLandmark(map, other) && d < best.d + 10))
    ) {
      best = { name: other, d };
    }
  }
  return `at ${formatVec(coords)}${best === undefined ? "" : ` near ${best.name}`}`;
}

/** One clause per inspection: `radio_tower_2: "snapped antenna…"`. */
export function inspectionClauses(inspected: ReadonlyMap<string, string>): string[] {
  return [...inspected].map(([name, answer]) => `${name}: "${answer}"`);
}
