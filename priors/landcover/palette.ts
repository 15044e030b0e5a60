import { describeValue, fail, ok, type Result } from "../../src/errors/index.js";
import { isPlainObject } from "../../src/map/index.js";
import { classInfo, type ClassInfo } from "../tags/index.js";
import { pixelToCrs } from "./georef.js";
import type { LandCoverImage } from "./types.js";

/** One land-cover class of a palette, with everything the prior needs to know about it. */
export interface PaletteClass {
  className: string;
  info: ClassInfo;
}

/**
 * A class palette: pixel values (`"3"`) or colours (`"#1f78b4"`) → class. Class index 0 means "nothing here"
 * (a `null` entry, the raster's no-data value, a transparent pixel); classes are numbered from 1.
 */
export interface Palette {
  source: string;
  keys: "values" | "colours";
  /** Class index (into `classes`, 1-based; 0 for "nothing") by pixel value or packed 0xRRGGBB colour. */
  byKey: ReadonlyMap<number, number>;
  /** `classes[i - 1]` is class index i. */
  classes: readonly PaletteClass[];
  warnings: string[];
}

/**
 * Parse a palette JSON object. An entry is a class name (its attributes from the class tables), an object
 * `{ "class": …, "traversable"?, "occludes"?, "layer"?, "coveredFromAir"?, "cover"? }` for classes the tables do
 * not know, or `null` for "nothing". Keys starting with `$` are comments. `traversableClasses` makes those
 * classes drivable whatever the tables say.
 *
 * @example
 * parsePalette({ "1": "road", "2": "water", "#2e7d32": "forest" }, { source: "palette.json" });
 */
export function parsePalette(
  json: unknown,
  { source, traversableClasses = [] }: { source: string; traversableClasses?: readonly string[] },
): Result<Palette, string[]> {
  if (!isPlainObject(json)) {
    return fail([
      `${source}: a palette must be a JSON object of value or colour → class, got ${describeValue(json)}`,
    ]);
  }
  const errors: string[] = [];
  const warnings: string[] = [];
  const byKey = new Map<number, number>();
  const classes: PaletteClass[] = [];
  const indexOfClass = new Map<string, number>();
  const kinds = new Set<"values" | "colours">();
  for (const [key, entry] of Object.entries(json)) {
    if (key.startsWith("$")) continue;
    const parsedKey = parseKey(key);
    if (parsedKey === undefined) {
      errors.push(
        `${source}: key "${key}" must be a pixel value (0, 1, 2, …) or a colour "#rrggbb"`,
      );
      continue;
    }
    kinds.add(parsedKey.kind);
    if (entry === null) {
      byKey.set(parsedKey.value, 0);
      continue;
    }
    const parsedEntry = parseEntry(entry, traversableClasses);
    if (typeof parsedEntry === "string") {
      errors.push(`${source}: "${key}": ${parsedEntry}`);
      continue;
    }
    if (!parsedEntry.info.known && parsedEntry.info.layer === "surface") {
      warnings.push(
        `${source}: "${key}": class "${parsedEntry.className}" is in no class table; read as a drivable surface (give "traversable": false to say otherwise)`,
      );
    }
    // One class index per class and attributes, so several colours of "grass" make one class.
    const identity = JSON.stringify(parsedEntry);
    let index = indexOfClass.get(identity);
    if (index === undefined) {
      classes.push(parsedEntry);
      index = classes.length;
      indexOfClass.set(identity, index);
    }
    byKey.set(parsedKey.value, index);
  }
  if (kinds.size > 1) errors.push(`${source}: mixes pixel values and colours; use one kind of key`);
  if (classes.length === 0 && errors.length === 0)
    errors.push(`${source}: maps no value or colour to a class`);
  if (errors.length > 0) return fail(errors);
  return ok({
    source,
    keys: kinds.has("colours") ? "colours" : "values",
    byKey,
    classes,
    warnings,
  });
}

/**
 * Class index per pixel (row 0 at the top), 0 for "nothing". A value or colour the palette does not know is an
 * error naming it, how many pixels have it and where the first one is.
 */
export function classifyPixels(image: LandCoverImage, palette: Palette): Result<Uint16Array> {
  const { width, height, channels, data, noData } = image;
  if (palette.keys === "values" && channels !== 1) {
    return fail(
      `${image.source} has colour pixels (${channels} samples each) but the palette ${palette.source} gives pixel values; key the palette by "#rrggbb" colours`,
    );
  }
  const classes = new Uint16Array(width * height);
  const unknown = new Map<number, { count: number; first: number }>();
  let lastKey = Number.NaN;
  let lastClass = 0;
  for (let i = 0; i < width * height; i += 1) {
    let key: number;
    if (channels === 1) {
      const value = data[i] ?? 0;
      if (value === noData) continue;
      // A grey image against a colour palette: grey g is the colour #gggggg.
      key = palette.keys === "colours" ? value * 0x10101 : value;
    } else {
      const at = i * channels;
      if (channels === 4 && data[at + 3] === 0) continue;
      key = ((data[at] ?? 0) << 16) | ((data[at + 1] ?? 0) << 8) | (data[at + 2] ?? 0);
    }
    // Land cover comes in long runs of one class: remember the last lookup.
    if (key !== lastKey) {
      lastKey = key;
      lastClass = palette.byKey.get(key) ?? -1;
    }
    if (lastClass >= 0) classes[i] = lastClass;
    else {
      const seen = unknown.get(key);
      if (seen === undefined) unknown.set(key, { count: 1, first: i });
      else seen.count += 1;
    }
  }
  if (unknown.size === 0) return ok(classes);
  const describe = (key: number, { count, first }: { count: number; first: number }): string => {
    const col = first % width;
    const row = (first - col) / width;
    const [x, y] = image.crs.toLonLat(...pixelToCrs(image.georef, col + 0.5, row + 0.5));
    const what = palette.keys === "colours" ? `colour ${formatColour(key)}` : `value ${key}`;
    return `${what} (${count} pixel${count === 1 ? "" : "s"}, the first at column ${col}, row ${row} — lon ${x.toFixed(6)}, lat ${y.toFixed(6)})`;
  };
  const sorted = [...unknown].sort((a, b) => b[1].count - a[1].count);
  const shown = sorted.slice(0, 5).map(([key, seen]) => describe(key, seen));
  const more = sorted.length > 5 ? `, and ${sorted.length - 5} more` : "";
  return fail(
    `${image.source}: ${sorted.length === 1 ? "a pixel value is" : `${sorted.length} pixel values are`} not in the palette ${palette.source}: ${shown.join("; ")}${more}. Add ${sorted.length === 1 ? "it" : "them"} to the palette (null for "nothing")`,
  );
}

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

export function formatColour(rgb: number): string {
  return `#${rgb.toString(16).padStart(6, "0")}`;
}

function parseKey(key: string): { kind: "values" | "colours"; value: number } | undefined {
  if (/^\d+$/.test(key)) return { kind: "values", value: Number(key) };
  const colour = /^#([0-9a-f]{6})$/i.exec(key);
  return colour?.[1] === undefined
    ? undefined
    : { kind: "colours", value: parseInt(colour[1], 16) };
}

function parseEntry(entry: unknown, traversableClasses: readonly string[]): PaletteClass | string {
  const spec = typeof entry === "string" ? { class: entry } : entry;
  if (
    !isPlainObject(spec) ||
    typeof spec["class"] !== "string" ||
    !SNAKE_CASE.test(spec["class"])
  ) {
    return `an entry must be a snake_case class name, { "class": … } or null, got ${describeValue(entry)}`;
  }
  const className = spec["class"];
  const layer = spec["layer"];
  if (layer !== undefined && layer !== "surface" && layer !== "obstacle") {
    return `"layer" must be "surface" or "obstacle" (objects are points, not land cover), got ${describeValue(layer)}`;
  }
  const info: ClassInfo = { ...classInfo(className, layer ?? "surface") };
  for (const key of ["traversable", "occludes", "coveredFromAir"] as const) {
    const value = spec[key];
    if (value === undefined) continue;
    if (typeof value !== "boolean")
      return `"${key}" must be true or false, got ${describeValue(value)}`;
    info[key] = value;
  }
  const cover = spec["cover"];
  if (cover === "trees" || cover === "roof") info.cover = cover;
  else if (cover !== undefined)
    return `"cover" must be "trees" or "roof", got ${describeValue(cover)}`;
  if (info.coveredFromAir) info.cover ??= "trees";
  if (traversableClasses.includes(className) && info.layer === "surface") info.traversable = true;
  if (spec["traversable"] !== undefined || spec["occludes"] !== undefined) info.known = true;
  return { className, info };
}
