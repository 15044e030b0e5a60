import type { Vec2 } from "./types.js";

/** What one plan step points at on the map: nodes it names, points it gives, a radius around a node. */
export interface StepTargets {
  readonly step: string;
  readonly nodes: readonly string[];
  readonly points: readonly Vec2[];
  readonly circles: readonly { readonly node: string; readonly radiusM: number }[];
}

/**
 * Read a step's call text (`name(a, b, …)`, as `plan-proposed` carries it) for things to draw. Knows no action
 * names: an argument that is a node of the map is a target, two numbers in a row are a point (x, y), a number
 * right after a node is a radius around it. Quoted text (questions) is skipped.
 */
export function stepTargets(step: string, isNode: (name: string) => boolean): StepTargets {
  const open = step.indexOf("(");
  const close = step.lastIndexOf(")");
  const nodes: string[] = [];
  const points: Vec2[] = [];
  const circles: { node: string; radiusM: number }[] = [];
  if (open < 0 || close <= open) return { step, nodes, points, circles };
  const args = splitArgs(step.slice(open + 1, close));
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    const value = Number(arg);
    const next = Number(args[i + 1]);
    if (arg !== "" && Number.isFinite(value) && Number.isFinite(next) && args[i + 1] !== "") {
      points.push([value, next]);
      i++;
    } else if (isNode(arg)) {
      nodes.push(arg);
      const radius = Number(args[i + 1]);
      if (args[i + 1] !== undefined && args[i + 1] !== "" && Number.isFinite(radius)) {
        circles.push({ node: arg, radiusM: radius });
        i++;
      }
    }
  }
  return { step, nodes, points, circles };
}

/** Top-level comma split that keeps quoted text whole; quotes and brackets are stripped from bare words. */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let current = "";
  let quote: string | undefined;
  for (const char of text) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === ",") {
      out.push(current.trim());
      current = "";
    } else current += char;
  }
  out.push(current.trim());
  return out.map((arg) => (/^["']/.test(arg) ? "" : arg.replace(/[[\]()]/g, "").trim()));
}
