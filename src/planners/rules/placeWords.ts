import { numberWord, singularWord } from "../../lexicon/index.js";
import { compassSchema } from "../../mission/index.js";

/** The compass sides as words ("north"), which say which of several places, never what a place is. */
export const COMPASS_WORDS: ReadonlySet<string> = new Set(compassSchema.options);

/** The same words, singular or plural: "inlet works" and "inlet work" name one place. */
export function sameWords(a: string, b: string): boolean {
  return nameWords(a).join(" ") === nameWords(b).join(" ");
}

/** A name of two words or more is the end of the phrase: "car park" of "main car park". */
export function endsPhrase(name: string, phrase: string): boolean {
  const of = nameWords(name);
  const said = nameWords(phrase);
  return (
    of.length >= 2 &&
    of.length < said.length &&
    said.slice(said.length - of.length).join(" ") === of.join(" ")
  );
}

/** Every word of a phrase is in a name, singular or plural: "round by the ring road" names "north ring road". */
export function allWordsIn(phrase: string, name: string): boolean {
  const of = nameWords(name);
  return nameWords(phrase).every((word) => of.includes(word));
}

/**
 * Whether a phrase is the naming part of a place name: "sandpiper" of "sandpiper field". Not its head: "the
 * docks" name a kind of place, of which "guest dock" is one.
 */
export function namePart(phrase: string, name: string): boolean {
  const words = nameWords(phrase);
  const of = nameWords(name);
  return (
    words.length > 0 && words.every((word) => of.includes(word)) && !words.includes(of.at(-1) ?? "")
  );
}

/** A name's words, lower case and singular, numbers in one form ("4th" and "fourth" are "#4"). */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => numberWord(word) ?? singularWord(word));
}
