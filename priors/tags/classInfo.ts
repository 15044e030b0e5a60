import { z } from "zod";
import {
  BLOCKED_SURFACES,
  OCCLUDING_SURFACES,
  TRAVERSABLE_SURFACES,
  type CoverKind,
  type Layer,
} from "../../sim/world/index.js";
import classesJson from "./classes.json" with { type: "json" };

/** What a map source must know about a class to turn it into prior rasters and features. */
export interface ClassInfo {
  layer: Layer;
  /** Surfaces: the robot can drive on it (on the ground; a covered surface is hidden in the prior). */
  traversable: boolean;
  /** Blocks line of sight (always for obstacles). */
  occludes: boolean;
  /** Surfaces hidden from overhead imagery: the prior sees only their cover. */
  coveredFromAir: boolean;
  cover?: CoverKind;
  /** Surfaces of higher rank are drawn over lower ones when the source's order means nothing. */
  drawRank: number;
  /** False when the class is in no table: its layer and attributes are guesses. */
  known: boolean;
}

const classEntry = z.strictObject({
  layer: z.enum(["surface", "obstacle", "object"]),
  traversable: z.boolean().optional(),
  occludes: z.boolean().optional(),
  coveredFromAir: z.boolean().optional(),
  cover: z.enum(["trees", "roof"]).optional(),
});
const classesFile = z.object({
  version: z.literal(1),
  classes: z.record(z.string(), classEntry),
  drawRank: z.record(z.string(), z.number().int()),
});

// The table ships with the code; a broken table is a bug, so parse it once and throw.
const table = classesFile.parse(classesJson);

/**
 * Everything the prior needs about a class, from the world-format tables (sim/world/classes.ts) and our
 * extension table `classes.json` (canopy, roof, scrub, obstacle classes, draw ranks). A class in neither is an
 * object, unless `layerHint` says otherwise; an unknown surface is traversable, as in world files.
 */
export function classInfo(className: string, layerHint?: Layer): ClassInfo {
  const entry = table.classes[className];
  const isWorldSurface = TRAVERSABLE_SURFACES.has(className) || BLOCKED_SURFACES.has(className);
  const layer: Layer = entry?.layer ?? (isWorldSurface ? "surface" : (layerHint ?? "object"));
  const coveredFromAir = layer === "surface" && entry?.coveredFromAir === true;
  const info: ClassInfo = {
    layer,
    traversable: layer === "surface" && (entry?.traversable ?? !BLOCKED_SURFACES.has(className)),
    occludes:
      layer === "obstacle" ||
      (layer === "surface" && (entry?.occludes ?? OCCLUDING_SURFACES.has(className))),
    coveredFromAir,
    drawRank: table.drawRank[className] ?? 0,
    known: entry !== undefined || isWorldSurface,
  };
  if (coveredFromAir) info.cover = entry.cover ?? "trees";
  return info;
}

/**
 * The properties a world file needs beyond `layer` and `class` to give the class these attributes: only what
 * differs from the world-format defaults, so a file stays as plain as a hand-written one.
 */
export function worldPropertiesFor(className: string, info: ClassInfo): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  if (info.layer !== "surface") return properties;
  const worldKnown = TRAVERSABLE_SURFACES.has(className) || BLOCKED_SURFACES.has(className);
  if (!worldKnown || info.traversable !== !BLOCKED_SURFACES.has(className)) {
    properties["traversable"] = info.traversable;
  }
  if (info.occludes !== OCCLUDING_SURFACES.has(className)) properties["occludes"] = info.occludes;
  if (info.coveredFromAir) {
    properties["coveredFromAir"] = true;
    properties["cover"] = info.cover ?? "trees";
  }
  return properties;
}
