import { describeValue } from "../../src/errors/index.js";
import { isPlainObject } from "../../src/map/index.js";

/**
 * Collects the errors and warnings of one mission parse. Every message reads "<file>: <field path>: …" and says
 * what was expected and what arrived, so a person can fix the file without reading code.
 */
export class FieldIssues {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  readonly source: string;

  constructor(source: string) {
    this.source = source;
  }

  error(path: string, message: string): void {
    this.errors.push(this.#at(path, message));
  }

  warn(path: string, message: string): void {
    this.warnings.push(this.#at(path, message));
  }

  /** Warn about every key not in `known` ("unknown fields are ignored with a warning, never an error"). */
  warnUnknownKeys(value: Record<string, unknown>, known: readonly string[], prefix: string): void {
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) {
        this.warn(prefix === "" ? key : `${prefix}.${key}`, "unknown field ignored");
      }
    }
  }

  /** An optional object field; undefined when absent or wrong (the error is recorded). */
  object(value: unknown, path: string, example: string): Record<string, unknown> | undefined {
    if (value === undefined) return undefined;
    if (isPlainObject(value)) return value;
    this.error(path, `must be an object like ${example}, got ${describeValue(value)}`);
    return undefined;
  }

  /** An optional string field. */
  string(value: unknown, path: string, what: string): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value === "string") return value;
    this.error(path, `must be ${what} (a string), got ${describeValue(value)}`);
    return undefined;
  }

  /** An optional array of strings; reports each bad item by index. */
  strings(
    value: unknown,
    path: string,
    what: { item: string; items: string },
  ): string[] | undefined {
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) {
      this.error(path, `must be an array of ${what.items} (strings), got ${describeValue(value)}`);
      return undefined;
    }
    const result: string[] = [];
    value.forEach((item: unknown, index) => {
      if (typeof item === "string") result.push(item);
      else
        this.error(
          `${path}[${index}]`,
          `must be ${what.item} (a string), got ${describeValue(item)}`,
        );
    });
    return result;
  }

  /** An optional number with a lower bound, optionally an integer. */
  number(
    value: unknown,
    path: string,
    rule: { integer?: boolean; min: number; exclusiveMin?: boolean; what: string },
  ): number | undefined {
    if (value === undefined) return undefined;
    const { integer = false, min, exclusiveMin = false, what } = rule;
    if (
      typeof value === "number" &&
      Number.isFinite(value) &&
      (!integer || Number.isInteger(value)) &&
      (exclusiveMin ? value > min : value >= min)
    ) {
      return value;
    }
    const kind = integer ? "an integer" : "a number";
    const bound = exclusiveMin ? `> ${min}` : `≥ ${min}`;
    this.error(path, `must be ${what}: ${kind} ${bound}, got ${describeValue(value)}`);
    return undefined;
  }

  #at(path: string, message: string): string {
    return path === "" ? `${this.source}: ${message}` : `${this.source}: ${path}: ${message}`;
  }
}
