/**
 * A lookup worked out once per word and process: WordNet reads files, and descriptions repeat their words. The
 * promise is kept, so callers asking at once share one lookup.
 */
export function onceAWord<T>(lookUp: (word: string) => Promise<T>): (word: string) => Promise<T> {
  const known = new Map<string, Promise<T>>();
  return (word: string): Promise<T> => {
    let entry = known.get(word);
    if (entry === undefined) {
      entry = lookUp(word);
      known.set(word, entry);
    }
    return entry;
  };
}
