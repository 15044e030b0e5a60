declare module "wordpos" {
  /** A WordNet synset as wordpos returns it (only the fields spine reads). */
  export interface WordPosSynset {
    synsetOffset: number;
    lexName: string;
    pos: string;
    lemma: string;
    synonyms: string[];
    def: string;
    ptrs: { pointerSymbol: string; synsetOffset: number; pos: string }[];
  }
  export default class WordPOS {
    constructor(options?: { profile?: boolean; stopwords?: boolean });
    lookupNoun(word: string): Promise<WordPosSynset[]>;
    lookupVerb(word: string): Promise<WordPosSynset[]>;
    seek(offset: number, pos: string): Promise<WordPosSynset>;
  }
}
