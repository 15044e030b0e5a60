import { z } from "zod";
import type { Vec2 } from "../../geo/index.js";
import { parseCoords } from "../parseCoords.js";

const numberLike = z.union([z.number(), z.string()]);

/**
 * `coords` in any accepted form — [x, y] numbers, ["x", "y"] numeric strings, or the string "[x, y]" — read into
 * a bounded, finite {@link Vec2}. The shape is checked by zod (and exported as JSON Schema); the numbers by
 * {@link parseCoords}, whose message is reported whole (`params.whole`).
 */
export const coordsSchema = z
  .union([z.tuple([numberLike, numberLike]), z.string()], {
    error: 'must be [x, y]: two numbers, two numeric strings, or the string "[x, y]"',
  })
  .transform((value, context): Vec2 => {
    const parsed = parseCoords(value);
    if (parsed.ok) return parsed.value;
    context.issues.push({
      code: "custom",
      message: parsed.error,
      input: value,
      params: { whole: true },
    });
    return z.NEVER;
  })
  .meta({ description: "ENU metres east and north of the map's origin" });
