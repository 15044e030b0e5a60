import { WordNet } from "../lexicon/index.js";

/** One dictionary for every judgement: it caches what it has looked up. */
let wordnet: WordNet | undefined;

/** Noun senses that are a happening or a condition, not a thing (WordNet lexicographer files). */
const HAPPENINGS = new Set(["noun.act", "noun.event", "noun.state", "noun.process"]);

/** A bare noun or verb right before a noun, in one breath: a modifier in a compound ("spin dryer"). */
export function namesAKind(
  term: { root?: string; normal?: string; tags?: string[]; post?: string } | undefined,
  next: { tags?: string[] } | undefined,
): boolean {
  if (term === undefined || next === undefined || /[,;:.!?()]/.test(term.post ?? "")) return false;
  const tags = term.tags ?? [];
  const bare =
    (term.normal ?? "") === (term.root ?? term.normal) && !/(?:ed|en|ing)$/.test(term.normal ?? "");
  return (
    bare &&
    !tags.includes("Adjective") &&
    (tags.includes("Noun") || tags.includes("Verb")) &&
    (next.tags ?? []).includes("Noun")
  );
}

/**
 * Whether a noun's commonest sense is a made thing or a spot ("dryer", "alarm", "point"): "spin dryer" names
 * a device, but "flood water" names water that should not be there.
 */
export async function namesAnObject(noun: string): Promise<boolean> {
  const senses = (await (wordnet ??= new WordNet()).senses(noun, "n")).slice(0, 3);
  const first = senses[0]?.lexName ?? "";
  if (first === "noun.substance" || HAPPENINGS.has(first)) return false;
  return senses.some((s) => s.lexName === "noun.artifact" || s.lexName === "noun.location");
}
