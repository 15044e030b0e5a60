/** Seeded garbling for the no-throw and round-trip property tests. */

/** Deterministic PRNG (mulberry32) so a failure can be replayed. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FRAGMENTS = [
  "{",
  "}",
  "[",
  "]",
  "(",
  ")",
  '"',
  "'",
  "`",
  ",",
  ":",
  ";",
  "=",
  "\\",
  "\n",
  " ",
  "```json\n",
  "```",
  '"plan"',
  '"primary_goal"',
  "goto",
  "inspect(",
  "answer(",
  "set_labels([",
  "extend_map(",
  "replan",
  "road_1",
  "True",
  "None",
  "<think>",
  "</think>",
  "is it damaged, or rusty?",
  "1e999",
  "-0",
  "\u0000",
  "😀",
  "{{{{",
  "]]]]",
];

export function garble(next: () => number, seed: string): string {
  // UTF-16 code units on purpose: edits may split a surrogate pair, which is one more kind of garbage.
  const chars = Array.from({ length: seed.length }, (_, i) => seed.charAt(i));
  const edits = 1 + Math.floor(next() * 6);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(next() * (chars.length + 1));
    const fragment = FRAGMENTS[Math.floor(next() * FRAGMENTS.length)] ?? "";
    if (next() < 0.3) chars.splice(at, 1 + Math.floor(next() * 4));
    else chars.splice(at, 0, fragment);
  }
  return chars.join("");
}
