import type { BoundsM, WorldFeature } from "./types.js";

/**
 * Sizes a world may have before anything is built from it. Rasters grow with the square of the extent (a 10 km
 * world once took 63 s and 6.2 GB; a world spanning 1° died in the typed-array constructor), so the extent is
 * checked when the file is read, and the message names the limit and how to raise it.
 */
export interface WorldLimits {
  /** The largest side of the world's bounding box, metres. */
  maxWorldExtentM: number;
  /** How far outside the world's bounds a mission's start may lie, metres. */
  maxStartOutsideM: number;
}

export const DEFAULT_WORLD_LIMITS: WorldLimits = {
  maxWorldExtentM: 3_000,
  maxStartOutsideM: 100,
};

/** The error for a world beyond `limits`; empty when it is fine. */
export function worldLimitErrors(bounds: BoundsM, limits: WorldLimits): string[] {
  const errors: string[] = [];
  const widthM = bounds.maxX - bounds.minX;
  const heightM = bounds.maxY - bounds.minY;
  if (Math.max(widthM, heightM) > limits.maxWorldExtentM) {
    errors.push(
      `the world spans ${formatM(widthM)} × ${formatM(heightM)}, more than the limit maxWorldExtentM = ` +
        `${formatM(limits.maxWorldExtentM)} (its features and start must fit in that square; for a larger world ` +
        `raise it with --max-world-extent-m or limits.maxWorldExtentM in spine.config.json — memory and ` +
        `time grow with its square)`,
    );
  }
  return errors;
}

/**
 * The error for a world a robot cannot drive in, or undefined. Checked when a world file is loaded to run, not
 * by `parseWorld`: a GeoJSON prior or a fragment under test may well hold only objects.
 */
export function noTraversableError(features: readonly WorldFeature[]): string | undefined {
  if (features.some((feature) => feature.layer === "surface" && feature.traversable))
    return undefined;
  return "the world has no traversable surface: the robot could not move (add a surface such as a road, path or grass)";
}

/**
 * The error for a start `outsideM` metres beyond the world's bounds, or undefined within
 * `limits.maxStartOutsideM`. A start far outside used to be snapped silently to the nearest drivable cell.
 */
export function startOutsideError(
  what: string,
  outsideM: number,
  limits: WorldLimits,
): string | undefined {
  if (!(outsideM > limits.maxStartOutsideM) && Number.isFinite(outsideM)) return undefined;
  return (
    `${what} lies ${formatM(outsideM)} outside the world's bounds, more than the limit ` +
    `maxStartOutsideM = ${formatM(limits.maxStartOutsideM)} (raise it with --max-start-outside-m or ` +
    `limits.maxStartOutsideM in spine.config.json)`
  );
}

/** How far a point lies outside a box, metres (0 inside). */
export function distanceOutsideM(bounds: BoundsM, [x, y]: readonly [number, number]): number {
  const dx = Math.max(bounds.minX - x, 0, x - bounds.maxX);
  const dy = Math.max(bounds.minY - y, 0, y - bounds.maxY);
  return Math.hypot(dx, dy);
}

function formatM(metres: number): string {
  return metres >= 10_000 ? `${(metres / 1000).toFixed(0)} km` : `${Math.round(metres)} m`;
}
