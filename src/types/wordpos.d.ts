declare module "wordpos" {
  /** A WordNet synset as wordpos returns it (only the fields spine reads; offsets are 8-digit strings). */
  export interface WordPosSynset {
    synsetOffset: string;
    lexName: string;
    pos: string;
    lemma: string;
    synonyms: string[];
    def: string;
    gloss: string;
    ptrs: { pointerSymbol: string; synsetOffset: string; pos: string }[];
  }
  export default class WordPOS {
    constructor(options?: { profile?: boolean; stopwords?: boolean });
    lookupNoun(word: string): Promise<WordPosSynset[]>;
    lookupVerb(word: string): Promise<WordPosSynset[]>;
    lookupAdjective(word: string): Promise<WordPosSynset[]>;
    lookupAdverb(word: string): Promise<WordPosSynset[]>;
    seek(offset: string, pos: string): Promise<WordPosSynset>;
  }
}
