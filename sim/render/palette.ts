/** Fill colours by surface class; chosen to read like a map (water blue, roads grey, vegetation green). */
const SURFACE_COLORS: Readonly<Record<string, string>> = {
  water: "#7fb3e0",
  road: "#9a9a9a",
  bridge: "#d8b98a",
  dock: "#b39273",
  path: "#cdb58f",
  sidewalk: "#c9c9c9",
  trail: "#b98f5d",
  field: "#d9eeb0",
  grass: "#b9dc9b",
  parking_lot: "#b8b8b8",
  courtyard: "#e3d9c9",
  patio: "#e3d9c9",
  dirt: "#c4a676",
  gravel: "#c2bdb5",
  sand: "#f2e3a9",
  forest: "#3f7f45",
  building: "#8b5a3c",
  rock: "#8a8580",
  cliff: "#5f4b3f",
};

export const OBSTACLE_COLOR = "#d7261e";
export const NEW_COLOR = "#c2188b";
export const CANOPY_COLOR = "#1f5f2a";
export const OBJECT_COLOR = "#5a2d82";

export function surfaceColor(className: string, traversable: boolean): string {
  return SURFACE_COLORS[className] ?? (traversable ? "#e6e3c8" : "#6d6d6d");
}
