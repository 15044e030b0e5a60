import { z } from "zod";
import type { CoverKind, Layer } from "../../sim/world/index.js";
import { classInfo } from "./classInfo.js";
import tagsJson from "./osmTags.json" with { type: "json" };

/** The kind of geometry a tag is on decides what it means: `building=*` is an outline or a point object. */
export type GeometryKind = "point" | "line" | "area";

/** OSM-style tags: key → value, all strings. */
export type OsmTags = Readonly<Record<string, string>>;

/** A feature's class as the tag table maps it. */
export interface MappedClass {
  layer: Layer;
  className: string;
  /** Line and point widths: from the `width` tag, the rule, or the table of widths by tag. */
  widthM?: number;
  traversable: boolean;
  occludes: boolean;
  coveredFromAir: boolean;
  cover?: CoverKind;
  drawRank: number;
}

export type TagMapping =
  | { kind: "mapped"; mapped: MappedClass; rule: string }
  /** Known tags that carry no ground feature (zoning, boundaries, road furniture). */
  | { kind: "ignored"; reason: string; rule: string }
  /** The tags are known, but not on this kind of geometry (a surface drawn as a point). */
  | { kind: "wrong-geometry"; rule: string }
  | { kind: "unknown" };

const output = z.strictObject({
  class: z.string().min(1),
  layer: z.enum(["surface", "obstacle", "object"]).optional(),
  width: z.number().positive().optional(),
});
const rule = z.strictObject({
  when: z.record(z.string(), z.union([z.string(), z.array(z.string()).min(1)])),
  to: output.optional(),
  point: output.nullable().optional(),
  line: output.nullable().optional(),
  area: output.nullable().optional(),
  ignore: z.string().optional(),
  export: z.record(z.string(), z.string()).optional(),
});
const tagFile = z.object({
  version: z.literal(1),
  lineWidthsM: z.record(z.string(), z.record(z.string(), z.number().positive())),
  rules: z.array(rule),
});
type Rule = z.infer<typeof rule>;

// Shipped with the code: a table that does not parse is a bug.
const table = tagFile.parse(tagsJson);

/**
 * Map a feature's OSM-style tags through the tag table (`osmTags.json`): the first rule whose `when` matches
 * decides. The `width` tag (metres, "5" or "5 m") overrides the widths the table gives.
 *
 * @example
 * mapOsmTags({ highway: "residential" }, "line"); // { kind: "mapped", mapped: { className: "road", widthM: 5, … } }
 */
export function mapOsmTags(tags: OsmTags, geometry: GeometryKind): TagMapping {
  const index = table.rules.findIndex((candidate) => matches(candidate, tags));
  const found = table.rules[index];
  if (found === undefined) return { kind: "unknown" };
  const ruleName = describeRule(found);
  if (found.ignore !== undefined) return { kind: "ignored", reason: found.ignore, rule: ruleName };
  const out = found[geometry] === undefined ? found.to : found[geometry];
  if (out === undefined || out === null) return { kind: "wrong-geometry", rule: ruleName };
  const className = expandClass(out.class, tags);
  const info = classInfo(className, out.layer);
  const mapped: MappedClass = {
    layer: out.layer ?? info.layer,
    className,
    traversable: info.traversable,
    occludes: info.occludes,
    coveredFromAir: info.coveredFromAir,
    drawRank: info.drawRank,
  };
  if (info.cover !== undefined) mapped.cover = info.cover;
  const widthM = parseWidthM(tags["width"]) ?? out.width ?? tableWidthM(tags);
  if (widthM !== undefined && geometry !== "area") mapped.widthM = widthM;
  return { kind: "mapped", mapped, rule: ruleName };
}

/**
 * The tags that stand for a class on a kind of geometry: the inverse of {@link mapOsmTags}, used to write what
 * a satellite-derived map would hold. A rule's `export` tags are preferred, else its `when` (lists give their
 * first value, `*` gives "yes"); the tags are kept only when mapping them back gives the same class.
 * Undefined when no tag says it (a truck has no OpenStreetMap tag).
 */
export function osmTagsFor(
  layer: Layer,
  className: string,
  geometry: GeometryKind,
): Record<string, string> | undefined {
  const candidates = table.rules.filter((candidate) => {
    const out = candidate[geometry] === undefined ? candidate.to : candidate[geometry];
    return candidate.ignore === undefined && out?.class === className;
  });
  const ordered = [
    ...candidates.filter((c) => c.export !== undefined),
    ...candidates.filter((c) => c.export === undefined),
  ];
  for (const candidate of ordered) {
    const tags =
      candidate.export ??
      Object.fromEntries(
        Object.entries(candidate.when).map(([key, value]) => [
          key,
          Array.isArray(value) ? (value[0] ?? "yes") : value === "*" ? "yes" : value,
        ]),
      );
    const back = mapOsmTags(tags, geometry);
    if (
      back.kind === "mapped" &&
      back.mapped.className === className &&
      back.mapped.layer === layer
    ) {
      return { ...tags };
    }
  }
  return undefined;
}

/**
 * A feature's tags: its string (and number) properties, merged with a nested `tags` object as some OSM
 * converters write it.
 */
export function osmTagsOf(properties: Readonly<Record<string, unknown>>): OsmTags {
  const tags: Record<string, string> = {};
  const nested = properties["tags"];
  const sources = [
    properties,
    typeof nested === "object" && nested !== null && !Array.isArray(nested)
      ? (nested as Record<string, unknown>)
      : {},
  ];
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === "string") tags[key] = value;
      else if (typeof value === "number" && Number.isFinite(value)) tags[key] = String(value);
    }
  }
  return tags;
}

/** "5", "5 m", "5.5m" → metres; anything else undefined (feet and the like are not guessed). */
export function parseWidthM(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:m)?\s*$/.exec(value);
  const widthM = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  return Number.isFinite(widthM) && widthM > 0 ? widthM : undefined;
}

function matches(candidate: Rule, tags: OsmTags): boolean {
  return Object.entries(candidate.when).every(([key, expected]) => {
    const value = tags[key];
    if (value === undefined || value === "no") return false;
    if (expected === "*") return true;
    return Array.isArray(expected) ? expected.includes(value) : expected === value;
  });
}

/** "{building}" → the building tag's value, snake_cased; "yes" gives the key itself. */
function expandClass(template: string, tags: OsmTags): string {
  return template.replace(/\{([^}]+)\}/g, (_, key: string) => {
    const value = tags[key];
    return value === undefined || value === "yes" ? snakeCase(key) : snakeCase(value);
  });
}

function tableWidthM(tags: OsmTags): number | undefined {
  for (const [key, widths] of Object.entries(table.lineWidthsM)) {
    const value = tags[key];
    if (value !== undefined && widths[value] !== undefined) return widths[value];
  }
  return undefined;
}

function describeRule(candidate: Rule): string {
  return Object.entries(candidate.when)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join("|") : value}`)
    .join(" + ");
}

/** "Oak Street" → "oak_street"; used for classes and names that come from free text. */
export function snakeCase(text: string): string {
  const snake = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return /^[a-z]/.test(snake) ? snake : `n_${snake}`;
}
