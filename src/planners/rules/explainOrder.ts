/**
 * The order an explanation looks at its candidates: kinds of thing that could cause the symptom first (near
 * where the operator says it is worst, then near where it shows, then elsewhere), and only then whatever else
 * stands there — a bench by the flooded path is a poorer bet than a trough valve further off.
 */
export function explainTargets(options: {
  readonly candidates: readonly string[];
  readonly byMeaning: (name: string) => boolean;
  readonly nearHinted: (name: string) => boolean;
  readonly nearAnchor: (name: string) => boolean;
  readonly byClassThenDistance: (a: string, b: string) => number;
  readonly byDistance: (a: string, b: string) => number;
}): string[] {
  const { candidates, byMeaning, nearHinted, nearAnchor } = options;
  const order = (names: readonly string[]): string[] => [
    ...names.filter(nearHinted).sort(options.byClassThenDistance),
    ...names.filter((n) => !nearHinted(n) && nearAnchor(n)).sort(options.byClassThenDistance),
    ...names.filter((n) => !nearHinted(n) && !nearAnchor(n)).sort(options.byDistance),
  ];
  return [
    ...order(candidates.filter(byMeaning)),
    ...order(candidates.filter((n) => !byMeaning(n))),
  ];
}
