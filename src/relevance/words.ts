import nlp from "compromise";

/** Function words that carry no meaning for relevance. */
const STOPWORDS = new Set(
  "a an the of to in on at by for from with and or is are was were be been being it its this that these those as into over under near not no any all some every there here what which who why how when where do does did has have had can could will would should may might must i we you they he she my our your their me us them".split(
    " ",
  ),
);

/** Content words of a label or phrase, lemmatised: "radio_tower_2" → ["radio", "tower"]. */
export function contentWords(text: string): string[] {
  const spaced = text
    .replace(/_?\d+$/g, "")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  const doc = nlp(spaced);
  doc.compute("root");
  const options = { terms: { root: true, normal: true } } as unknown as Parameters<
    typeof doc.json
  >[0];
  const terms = (doc.json(options) as { terms: { root?: string; normal?: string }[] }[]).flatMap(
    (sentence) => sentence.terms,
  );
  return terms
    .map((term) => (term.root ?? term.normal ?? "").replace(/[^a-z'-]/g, ""))
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/** A label as words for the embedding model: "radio_tower_2" → "radio tower". */
export function labelText(text: string): string {
  return text
    .replace(/_?\d+\b/g, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}
