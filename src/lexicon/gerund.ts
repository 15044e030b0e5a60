/**
 * The base forms a word in -ing may come from, likeliest first: "squealing" → "squeal", "whining" → "whine",
 * "humming" → "hum". WordNet lists few gerunds as nouns; their verb's noun usually names the same thing.
 */
export function gerundBases(word: string): string[] {
  if (!word.endsWith("ing") || word.length < 6) return [];
  const stem = word.slice(0, -3);
  const undoubled = /([^aeiou])\1$/.test(stem) ? [stem.slice(0, -1)] : [];
  return [stem, `${stem}e`, ...undoubled];
}
