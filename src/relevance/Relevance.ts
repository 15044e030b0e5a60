import { WordNet } from "../lexicon/index.js";
import { judgeCondition, type ConditionJudgement } from "./condition.js";
import { cosine, loadSentenceEncoder, type SentenceEncoder } from "./embeddings.js";
import { LexicalSignal } from "./lexicalSignal.js";
import { labelText } from "./words.js";

export interface RelevanceCandidate {
  readonly id: string;
  /** A label, a class ("radio_tower"), a description or a place name. */
  readonly text: string;
}

export interface RelevanceScore {
  readonly id: string;
  /** Combined score, standardised within one ranking (0 is the candidates' average): compare within a call. */
  readonly score: number;
  /** 0 for the best. */
  readonly rank: number;
  readonly signals: {
    readonly lexical: number;
    readonly gloss: number;
    /** Cosine of sentence embeddings; undefined when the model is not loaded. */
    readonly embedding: number | undefined;
  };
}

/** Weights of the standardised signals: the embedding knows most, WordNet is precise where it speaks. */
const WEIGHTS = { embedding: 0.6, lexical: 0.25, gloss: 0.15 } as const;
/**
 * `select`: candidates stand out when they are this many standard deviations above the average and close to the
 * best (about the top 7 % of a normal spread: noise in a long list rarely gets there)…
 */
const STANDS_OUT = 1.5;
const WITHIN_BEST = 0.8;
/** …or, for the best one only, this many and this far ahead of the next. */
const BEST_STANDS_OUT = 1.0;
const BEST_LEAD = 0.5;
/** …or the few within this much of a best that stands out this far. */
const CLOSE_PAIR_BEST = 1.2;
const CLOSE_PAIR_SPREAD = 0.3;
/** Below this cosine even the best candidate is not related (USE lite puts unrelated short texts near 0.1–0.25). */
const MIN_EMBEDDING = 0.28;

/**
 * How relevant map labels, classes, descriptions and place names are to a mission's phrases, from general
 * resources only: WordNet (synonyms, hypernyms, parts, derivations, definitions) and a sentence-embedding model
 * that ships inside npm. Scores are combined by standardising each signal within a call (the embedding's raw
 * scores sit close together), never by absolute thresholds on one signal. It knows no mission and no world.
 */
export class Relevance {
  readonly #lexical: LexicalSignal;
  readonly #encoder: SentenceEncoder | undefined;
  /** The WordNet the lexical signals read, for callers that weigh words the same way. */
  readonly wordnet: WordNet;

  private constructor(wordnet: WordNet, encoder: SentenceEncoder | undefined) {
    this.#lexical = new LexicalSignal(wordnet);
    this.#encoder = encoder;
    this.wordnet = wordnet;
  }

  static async create(
    options: { embeddings?: boolean; wordnet?: WordNet } = {},
  ): Promise<Relevance> {
    const encoder = options.embeddings === false ? undefined : await loadSentenceEncoder();
    return new Relevance(options.wordnet ?? new WordNet(), encoder);
  }

  get embeddingsLoaded(): boolean {
    return this.#encoder !== undefined;
  }

  /** Candidates ranked by relevance to any of the phrases (the best match over phrases counts), best first. */
  async rank(
    phrases: readonly string[],
    candidates: readonly RelevanceCandidate[],
  ): Promise<RelevanceScore[]> {
    const queries = phrases.map((p) => p.trim()).filter((p) => p !== "");
    if (queries.length === 0 || candidates.length === 0) return [];
    const texts = candidates.map((c) => labelText(c.text));
    const embedding = await this.#embeddingScores(queries, texts);
    const lexical: number[] = [];
    const gloss: number[] = [];
    for (const text of texts) {
      let best = { lexical: 0, gloss: 0 };
      for (const query of queries) {
        const s = await this.#lexical.score(query, text);
        best = { lexical: Math.max(best.lexical, s.lexical), gloss: Math.max(best.gloss, s.gloss) };
      }
      lexical.push(best.lexical);
      gloss.push(best.gloss);
    }
    const zEmbedding = embedding === undefined ? undefined : standardise(embedding);
    const zLexical = standardise(lexical);
    const zGloss = standardise(gloss);
    const combined = candidates.map((_, i) =>
      zEmbedding === undefined
        ? 0.65 * (zLexical[i] ?? 0) + 0.35 * (zGloss[i] ?? 0)
        : WEIGHTS.embedding * (zEmbedding[i] ?? 0) +
          WEIGHTS.lexical * (zLexical[i] ?? 0) +
          WEIGHTS.gloss * (zGloss[i] ?? 0),
    );
    return candidates
      .map((candidate, i) => ({
        id: candidate.id,
        score: combined[i] ?? 0,
        signals: {
          lexical: lexical[i] ?? 0,
          gloss: gloss[i] ?? 0,
          embedding: embedding?.[i],
        },
      }))
      .sort((a, b) => b.score - a.score)
      .map((entry, rank) => ({ ...entry, rank }));
  }

  /**
   * The clearly relevant head of a ranking: candidates that stand out from the rest (by margin, not by a fixed
   * score), at most `maxCount`. Empty when nothing stands out — a ranking always has a first, relevant or not.
   */
  select(ranked: readonly RelevanceScore[], options: { maxCount?: number } = {}): RelevanceScore[] {
    const maxCount = options.maxCount ?? 3;
    const [best, second] = ranked;
    if (best === undefined) return [];
    if (
      best.signals.embedding !== undefined &&
      best.signals.embedding < MIN_EMBEDDING &&
      best.signals.lexical < 0.5
    )
      return [];
    if (ranked.length === 1) return [best];
    const lead = best.score - (second?.score ?? 0);
    const head = ranked.filter((s) => s.score >= STANDS_OUT && best.score - s.score <= WITHIN_BEST);
    if (head.length === 0 && best.score >= BEST_STANDS_OUT && lead >= BEST_LEAD) return [best];
    // Two or three close kinds ahead of the rest (a canoe and a kayak for "paddle").
    if (head.length === 0 && best.score >= CLOSE_PAIR_BEST)
      return ranked
        .filter((s) => s.score >= Math.max(BEST_STANDS_OUT, best.score - CLOSE_PAIR_SPREAD))
        .slice(0, maxCount);
    return head.slice(0, maxCount);
  }

  /** Whether a vision-language model's answer about an object reports a problem, says it is fine, or neither. */
  judgeCondition(
    text: string,
    options: {
      expectedStates?: readonly string[];
      soughtStates?: readonly string[];
      complaint?: string;
    } = {},
  ): Promise<ConditionJudgement> {
    return judgeCondition(text, options);
  }

  async #embeddingScores(
    queries: readonly string[],
    texts: readonly string[],
  ): Promise<number[] | undefined> {
    if (this.#encoder === undefined) return undefined;
    const q = await this.#encoder.embed(queries);
    const t = await this.#encoder.embed(texts);
    return t.map((vector) => Math.max(...q.map((query) => cosine(query, vector))));
  }
}

/** (x − mean) / standard deviation; all zeros when every value is the same. */
function standardise(values: readonly number[]): number[] {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return values.map((v) => (sd > 1e-9 ? (v - mean) / sd : 0));
}
