/**
 * Values an adversary (or a confused model) would write: names that are JavaScript object keys, control and
 * escape sequences, call syntax inside arguments, lone surrogates, numbers at and past the edge of a double,
 * very long strings and very deep nesting. Shared by every fuzz target.
 */
import fc from "fast-check";

export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "\u001b]0;pwned\u0007",
  "\u001b[2J\u001b[H",
  "\u0000",
  "\r\n",
  "a\nb",
  "\u2028",
  "\ud800",
  "\udfff",
  "😀",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  ",",
  "'",
  '"',
  "`",
  "\\",
  "\\u0000",
  "goto(road_1)",
  "answer(done)",
  "replan()",
  "${process.exit(1)}",
  "<think>",
  "</think>",
  "```json",
  "1e308",
  "-1e308",
  "1e999",
  "NaN",
  "Infinity",
  "-0",
  "0x10",
  "20m",
  "null",
  "true",
  "undefined",
  "x".repeat(10_000),
  "(".repeat(2_000),
  "[".repeat(2_000),
  "é".repeat(3_000),
];

export const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e15,
  2 ** 31,
  -(2 ** 31),
  1e6,
  -1e6,
];

/** A string that is sometimes ordinary, sometimes hostile. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  );
}

/** Finite and non-finite numbers, edge values weighted up. */
export function edgeNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
    { weight: 2, arbitrary: fc.integer({ min: -500, max: 500 }) },
    { weight: 1, arbitrary: fc.double() },
  );
}

/** JSON text nested `depth` levels deep, as arrays or objects. */
export function deepJsonText(depth: number, shape: "array" | "object"): string {
  return shape === "array"
    ? `${"[".repeat(depth)}1${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** A value nested `depth` levels deep (built iteratively, so building it cannot overflow the stack). */
export function deepValue(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** A deep or huge value, occasionally: most fuzz runs should stay fast. */
export function hugeValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.integer({ min: 1, max: 2_000 }).map(deepValue),
    fc.integer({ min: 1, max: 5_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
    fc.integer({ min: 1, max: 50_000 }).map((n) => "y".repeat(n)),
  );
}
