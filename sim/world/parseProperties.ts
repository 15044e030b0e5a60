import type { z } from "zod";
import { describeValue } from "../../src/errors/index.js";
import {
  BLOCKED_SURFACES,
  DEFAULT_WIDTH_M,
  OCCLUDING_SURFACES,
  TRAVERSABLE_SURFACES,
  classInWords,
  isSnakeCase,
} from "./classes.js";
import {
  classSchema,
  LAYERS,
  layerSchema,
  PROPERTY_SCHEMAS,
  type PropertyName,
} from "./worldSchema.js";
import { featureWhere, type Issues } from "./issues.js";
import type { CoverKind, Layer } from "./types.js";

/** The properties of one feature with defaults applied; the name is settled later, across features. */
export interface FeatureProperties {
  layer: Layer;
  className: string;
  explicitName?: string;
  description: string;
  inPrior: boolean;
  onlyInPrior: boolean;
  coveredFromAir: boolean;
  cover?: CoverKind;
  traversable: boolean;
  occludes: boolean;
  widthM?: number;
}

/** Which layers each known property applies to. Anything else is unknown and ignored with a warning. */
const APPLIES_TO: Readonly<Record<"layer" | "class" | PropertyName, readonly Layer[]>> = {
  layer: LAYERS,
  class: LAYERS,
  name: LAYERS,
  description: LAYERS,
  inPrior: LAYERS,
  onlyInPrior: LAYERS,
  width: ["surface", "obstacle"],
  traversable: ["surface"],
  coveredFromAir: ["surface"],
  cover: ["surface"],
  occludes: ["surface"],
};

/**
 * Read and default a feature's `properties`, each with its schema (`layerSchema`, `classSchema`,
 * `PROPERTY_SCHEMAS` in worldSchema.ts) on the layers it applies to. Returns undefined when layer or class is
 * unusable (the error is recorded); other bad values are recorded too, and a best-effort value is returned so
 * that later checks still report their own errors.
 */
export function parseProperties(
  raw: unknown,
  index: number,
  issues: Issues,
): FeatureProperties | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    issues.error(
      featureWhere(index),
      `properties must be an object with "layer" and "class", got ${describeValue(raw)}`,
    );
    return undefined;
  }
  const props = raw as Record<string, unknown>;
  const layerValue = props["layer"];
  const classValue = props["class"];
  const layerRead = layerSchema.safeParse(layerValue);
  const classRead = classSchema.safeParse(classValue);
  const layer = layerRead.success ? layerRead.data : undefined;
  const className = classRead.success ? classRead.data : undefined;
  const where = featureWhere(index, className);
  if (!layerRead.success)
    issues.error(where, problem("layer", layerRead.error.issues[0], layerValue));
  if (!classRead.success)
    issues.error(where, problem("class", classRead.error.issues[0], classValue));
  if (layer === undefined || className === undefined) return undefined;

  for (const key of Object.keys(props)) {
    const layers = (APPLIES_TO as Record<string, readonly Layer[] | undefined>)[key];
    if (layers === undefined) issues.warn(where, `unknown property "${key}" ignored`);
    else if (!layers.includes(layer))
      issues.warn(where, `properties.${key} does not apply to ${layer}s; ignored`);
  }
  /** A property's value when it applies to the layer and fits its schema; else undefined (an error if unfit). */
  const read = <K extends PropertyName>(
    key: K,
  ): z.output<(typeof PROPERTY_SCHEMAS)[K]> | undefined => {
    const value = props[key];
    if (value === undefined || !APPLIES_TO[key].includes(layer)) return undefined;
    const parsed = PROPERTY_SCHEMAS[key].safeParse(value);
    if (parsed.success) return parsed.data as z.output<(typeof PROPERTY_SCHEMAS)[K]>;
    issues.error(where, problem(key, parsed.error.issues[0], value));
    return undefined;
  };

  const explicitName = read("name");
  if (explicitName !== undefined && !isSnakeCase(explicitName)) {
    issues.warn(where, `properties.name "${explicitName}" is not snake_case; kept as written`);
  }
  const description = read("description") ?? classInWords(className);
  const inPrior = read("inPrior") ?? true;
  const onlyInPrior = read("onlyInPrior") ?? false;
  if (onlyInPrior && !inPrior) {
    issues.error(
      where,
      "properties.onlyInPrior is true but inPrior is false: the feature would exist nowhere",
    );
  }
  const widthM = read("width");
  const coveredFromAir = read("coveredFromAir") ?? false;
  const cover = read("cover");
  if (cover !== undefined && !coveredFromAir) {
    issues.warn(where, "properties.cover only matters when coveredFromAir is true; ignored");
  }
  const explicitTraversable = read("traversable");
  const explicitOccludes = read("occludes");
  if (layer === "obstacle" && props["traversable"] === true) {
    issues.warn(where, "obstacles are never traversable; properties.traversable ignored");
  }

  let traversable = false;
  if (layer === "surface") {
    const known = TRAVERSABLE_SURFACES.has(className) || BLOCKED_SURFACES.has(className);
    if (!known && explicitTraversable === undefined) {
      issues.warn(
        where,
        "unknown surface class; treated as traversable (set properties.traversable to say otherwise)",
      );
    }
    traversable = explicitTraversable ?? !BLOCKED_SURFACES.has(className);
  }
  const occludes =
    layer === "obstacle" ||
    (layer === "surface" && (explicitOccludes ?? OCCLUDING_SURFACES.has(className)));

  const result: FeatureProperties = {
    layer,
    className,
    description,
    inPrior,
    onlyInPrior,
    coveredFromAir: layer === "surface" && coveredFromAir,
    traversable,
    occludes,
  };
  if (explicitName !== undefined) result.explicitName = explicitName;
  if (layer === "surface" && coveredFromAir) result.cover = cover ?? "trees";
  if (layer !== "object") result.widthM = widthM ?? DEFAULT_WIDTH_M[layer];
  return result;
}

/** `properties.width must be a positive number of metres, got "wide"`. */
function problem(key: string, issue: z.core.$ZodIssue | undefined, value: unknown): string {
  return `properties.${key} ${issue?.message ?? "is not valid"}, got ${describeValue(value)}`;
}
