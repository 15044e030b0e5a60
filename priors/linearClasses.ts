/** Surfaces sampled along their centreline rather than on the open-ground lattice. */
export const LINEAR_CLASSES: ReadonlySet<string> = new Set([
  "road",
  "path",
  "sidewalk",
  "trail",
  "bridge",
  "dock",
]);
