/** Where the plan's value starts; only call strings after it are touched. */
const PLAN_KEY = /["']plan["']\s*:/;
/** How far ahead to look for the `)` that closes a call, so garbage cannot make the pass quadratic. */
const LOOKAHEAD = 4000;

/**
 * Escape double quotes that an LLM put inside a call string without escaping them:
 * `"inspect(tower_1, "is it damaged?")"` → `"inspect(tower_1, \"is it damaged?\")"`. A `"` inside a JSON
 * string counts as content when it sits inside the call's parentheses and the call closes later; otherwise
 * it ends the string as usual (so a smiley's stray `(` does not swallow the rest). Only the `plan` value is
 * touched: free text in `reasoning` has no call structure to go by. Returns the text unchanged when nothing
 * needed escaping.
 */
export function escapeCallQuotes(json: string): string {
  const key = PLAN_KEY.exec(json);
  if (key === null) return json;
  let out = json.slice(0, key.index + key[0].length);
  let inString = false;
  let depth = 0;
  for (let i = out.length; i < json.length; i++) {
    const ch = json.charAt(i);
    if (!inString) {
      if (ch === '"') {
        inString = true;
        depth = 0;
      }
    } else if (ch === "\\") {
      out += ch + json.charAt(i + 1);
      i++;
      continue;
    } else if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (ch === '"') {
      if (depth > 0 && callClosesLater(json, i, depth)) {
        out += '\\"';
        continue;
      }
      inString = false;
    }
    out += ch;
  }
  return out;
}

/** Does the paren depth reach 0 after `from` (before the text or the lookahead ends)? */
function callClosesLater(text: string, from: number, depth: number): boolean {
  let level = depth;
  const end = Math.min(text.length, from + LOOKAHEAD);
  for (let i = from + 1; i < end; i++) {
    const ch = text.charAt(i);
    if (ch === "(") level++;
    else if (ch === ")" && --level === 0) return true;
  }
  return false;
}
