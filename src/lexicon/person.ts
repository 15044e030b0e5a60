import type { WordNet } from "./WordNet.js";

/**
 * WordNet's own word for a human being (the first word of the synset of "somebody"), read from WordNet rather
 * than written here: what a detector sees of anyone sought, whatever their role.
 */
export async function personWord(wordnet: WordNet): Promise<string | undefined> {
  return (await wordnet.senses("somebody"))[0]?.words[0];
}
