import type { MissionGoal } from "../../mission/index.js";

/** The largest number the mission gives of a thing of its own ("all four kiosks"). */
export function statedCount(goal: MissionGoal): number | undefined {
  const counts = goal.subjects.filter((s) => !s.related).map((s) => s.count ?? 0);
  const most = Math.max(0, ...counts);
  return most > 0 ? most : undefined;
}

/**
 * The candidates in the places the mission names, when any is (or it names anchors); but when it says how many
 * there are and the places hold some but fewer, also the others of the kinds found there: "all four kiosks — one
 * at the gate, two on the square" lists where they are, and a place the map grounds elsewhere must not drop one.
 */
export function placedFirst(options: {
  readonly candidates: readonly string[];
  readonly inPlace: (name: string) => boolean;
  readonly anchored: boolean;
  readonly stated: number | undefined;
  readonly classOf: (name: string) => string;
}): string[] {
  const { candidates, inPlace, anchored, stated, classOf } = options;
  const placed = candidates.filter(inPlace);
  if (!anchored && placed.length === 0) return [...candidates];
  if (stated === undefined || placed.length === 0 || placed.length >= stated) return placed;
  // Only more of the kinds found there: the others named are not the ones counted.
  const kinds = new Set(placed.map(classOf));
  return candidates.filter((name) => inPlace(name) || kinds.has(classOf(name)));
}
