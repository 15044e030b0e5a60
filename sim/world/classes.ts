/** Surface classes the robot can drive on unless a feature says otherwise (world-format.md §1). */
export const TRAVERSABLE_SURFACES: ReadonlySet<string> = new Set([
  "road",
  "path",
  "sidewalk",
  "trail",
  "grass",
  "field",
  "parking_lot",
  "dirt",
  "gravel",
  "sand",
  "bridge",
  "courtyard",
  "patio",
  "dock",
]);

/** Surface classes the robot cannot drive on unless a feature says otherwise. */
export const BLOCKED_SURFACES: ReadonlySet<string> = new Set([
  "water",
  "building",
  "forest",
  "rock",
  "cliff",
]);

/**
 * Surfaces tall enough to hide what is behind them. Water, however wide, does not; an unknown class does not
 * either unless the feature sets `occludes: true` (the spec has no such table, so this is our default).
 */
export const OCCLUDING_SURFACES: ReadonlySet<string> = new Set([
  "building",
  "forest",
  "rock",
  "cliff",
]);

/** The default width of a LineString (and diameter of a Point obstacle), per layer. */
export const DEFAULT_WIDTH_M = { surface: 4, obstacle: 0.5 } as const;

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

export function isSnakeCase(text: string): boolean {
  return SNAKE_CASE.test(text);
}

/** "radio_tower" → "radio tower": the default description of a feature. */
export function classInWords(className: string): string {
  return className.replaceAll("_", " ");
}

/**
 * The class overhead imagery sees a surface as: its cover ("roof", "tree_cover", trees unless said otherwise) when
 * the surface is hidden from the air, else its own class.
 */
export function classSeenFromAir(feature: {
  readonly layer: string;
  readonly className: string;
  readonly coveredFromAir?: boolean;
  readonly cover?: "trees" | "roof";
}): string {
  if (feature.layer !== "surface" || feature.coveredFromAir !== true) return feature.className;
  return feature.cover === "roof" ? "roof" : "tree_cover";
}
