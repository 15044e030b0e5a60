/** Simple English plurals: "boxes" → "box", "batteries" → "battery", "trucks" → "truck"; "glass", "bus" stay. */
export function singularWord(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:sh|ch|x|s|z)es$/.test(word)) return word.slice(0, -2);
  return word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word)
    ? word.slice(0, -1)
    : word;
}
