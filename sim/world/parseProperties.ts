import { describeValue } from "../../src/errors/index.js";
import {
  BLOCKED_SURFACES,
  DEFAULT_WIDTH_M,
  OCCLUDING_SURFACES,
  TRAVERSABLE_SURFACES,
  classInWords,
  isSnakeCase,
} from "./classes.js";
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

const LAYERS: readonly Layer[] = ["surface", "obstacle", "object"];

/** Which layers each known property applies to. Anything else is unknown and ignored with a warning. */
const APPLIES_TO: Readonly<Record<string, readonly Layer[]>> = {
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
 * Validate and default a feature's `properties`. Returns undefined when layer or class is unusable (the error
 * is recorded); other bad values are recorded too, and a best-effort value is returned so that later
 * checks still report their own errors.
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
  const layer = LAYERS.find((candidate) => candidate === layerValue);
  const className =
    typeof classValue === "string" && isSnakeCase(classValue) ? classValue : undefined;
  const where = featureWhere(index, className);
  if (layer === undefined) {
    issues.error(
      where,
      `properties.layer must be one of "surface", "obstacle", "object", got ${describeValue(layerValue)}`,
    );
  }
  if (className === undefined) {
    issues.error(
      where,
      `properties.class must be a snake_case string such as "parking_lot", got ${describeValue(classValue)}`,
    );
  }
  if (layer === undefined || className === undefined) return undefined;

  for (const key of Object.keys(props)) {
    const layers = APPLIES_TO[key];
    if (layers === undefined) issues.warn(where, `unknown property "${key}" ignored`);
    else if (!layers.includes(layer))
      issues.warn(where, `properties.${key} does not apply to ${layer}s; ignored`);
  }
  const applies = (key: string): boolean => APPLIES_TO[key]?.includes(layer) === true;
  const read = <T>(
    key: string,
    parse: (value: unknown) => T | undefined,
    expected: string,
  ): T | undefined => {
    const value = props[key];
    if (value === undefined || !applies(key)) return undefined;
    const parsed = parse(value);
    if (parsed === undefined)
      issues.error(where, `properties.${key} must be ${expected}, got ${describeValue(value)}`);
    return parsed;
  };
  const asBoolean = (value: unknown): boolean | undefined =>
    typeof value === "boolean" ? value : undefined;
  const asText = (value: unknown): string | undefined =>
    typeof value === "string" && value.trim() !== "" ? value : undefined;

  const explicitName = read("name", asText, "a non-empty string");
  if (explicitName !== undefined && !isSnakeCase(explicitName)) {
    issues.warn(where, `properties.name "${explicitName}" is not snake_case; kept as written`);
  }
  const description = read("description", asText, "a non-empty string") ?? classInWords(className);
  const inPrior = read("inPrior", asBoolean, "true or false") ?? true;
  const onlyInPrior = read("onlyInPrior", asBoolean, "true or false") ?? false;
  if (onlyInPrior && !inPrior) {
    issues.error(
      where,
      "properties.onlyInPrior is true but inPrior is false: the feature would exist nowhere",
    );
  }
  const widthM = read(
    "width",
    (value) =>
      typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined,
    "a positive number of metres",
  );
  const coveredFromAir = read("coveredFromAir", asBoolean, "true or false") ?? false;
  const cover = read(
    "cover",
    (value) => (value === "trees" || value === "roof" ? value : undefined),
    `"trees" or "roof"`,
  );
  if (cover !== undefined && !coveredFromAir) {
    issues.warn(where, "properties.cover only matters when coveredFromAir is true; ignored");
  }
  const explicitTraversable = read("traversable", asBoolean, "true or false");
  const explicitOccludes = read("occludes", asBoolean, "true or false");
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
