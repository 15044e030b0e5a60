/**
 * Fuzz campaigns over each target with fast-check, shared by `npm run fuzz` (long) and the CI slice (short, fixed
 * seed). A campaign runs rounds of `fc.check` with consecutive seeds until its quota of inputs is met; a round
 * stops at the first failing input and shrinks it, which is reported as the counterexample.
 */
import fc from "fast-check";
import { messagesArbitrary } from "./deltaArbitraries.js";
import { runMessages } from "./deltaTarget.js";
import { fileArbitrary, loadFile, type FileKind } from "./fileTarget.js";
import { FrameBench, frameArbitrary } from "./frameTarget.js";
import { replyArbitrary } from "./replyArbitraries.js";
import { fuzzMap, fuzzSnapshot, runReplies } from "./replyTarget.js";

export interface CampaignFigures {
  /** Inputs fed to the entry point (replies, messages, frames or files). */
  inputs: number;
  /** fast-check runs (one run feeds one or more inputs). */
  runs: number;
  rejections: number;
  escapes: number;
  /** Replies: invalid actions or port calls; messages and frames: lost or corrupted map state. */
  violations: number;
  silentRejections: number;
  /** Replies: actions the robot executed (what the oracle had to judge). */
  actionsExecuted: number;
  timeMs: number;
  counterexample?: string;
}

export interface CampaignOptions {
  seed: number;
  /** Stop once this many inputs were fed (at least one round runs). */
  inputs: number;
  /** Runs per fast-check round. */
  roundRuns?: number;
}

type Judge<T> = (value: T, figures: CampaignFigures) => Promise<boolean> | boolean;

async function campaign<T>(
  arbitrary: fc.Arbitrary<T>,
  options: CampaignOptions,
  judge: Judge<T>,
): Promise<CampaignFigures> {
  const figures: CampaignFigures = {
    inputs: 0,
    runs: 0,
    rejections: 0,
    escapes: 0,
    violations: 0,
    silentRejections: 0,
    actionsExecuted: 0,
    timeMs: 0,
  };
  const started = Date.now();
  let seed = options.seed;
  // Shrinking replays failing inputs; only the first pass over each input counts.
  let counting = true;
  do {
    counting = true;
    const details = await fc.check(
      fc.asyncProperty(arbitrary, async (value) => {
        if (counting) figures.runs += 1;
        const snapshot = { ...figures };
        const passed = await judge(value, figures);
        if (!counting) Object.assign(figures, snapshot);
        if (!passed) counting = false;
        return passed;
      }),
      { seed, numRuns: options.roundRuns ?? 2000, endOnFailure: false },
    );
    if (details.failed) {
      const error =
        details.errorInstance instanceof Error
          ? ` — ${details.errorInstance.message.slice(0, 1000)}`
          : "";
      const example = fc.stringify(details.counterexample).slice(0, 4000);
      figures.counterexample = `seed ${seed}, path ${details.counterexamplePath ?? ""}: ${example}${error}`;
      break;
    }
    seed += 1;
  } while (figures.inputs < options.inputs);
  figures.timeMs = Date.now() - started;
  return figures;
}

/** LLM replies through the agent loop to a recording robot port. */
export function fuzzReplies(options: CampaignOptions): Promise<CampaignFigures> {
  const arbitrary = fc.tuple(
    fc.array(replyArbitrary(fuzzMap()), { minLength: 1, maxLength: 4 }),
    fc.boolean(),
  );
  return campaign(arbitrary, options, async ([replies, costmap], figures) => {
    const verdict = await runReplies(replies, { costmap });
    figures.inputs += verdict.replies;
    figures.rejections += verdict.rejections;
    figures.silentRejections += verdict.silentRejections;
    figures.actionsExecuted += verdict.actionsExecuted;
    figures.escapes += verdict.escape === undefined ? 0 : 1;
    figures.violations += verdict.invalid.length;
    return (
      verdict.escape === undefined && verdict.invalid.length === 0 && verdict.silentRejections === 0
    );
  });
}

/** Graph messages through GraphSync into a SemanticMap. */
export function fuzzDeltas(options: CampaignOptions): Promise<CampaignFigures> {
  const { snapshot } = fuzzSnapshot();
  return campaign(messagesArbitrary(fuzzMap(), snapshot), options, (messages, figures) => {
    const verdict = runMessages(snapshot, messages);
    figures.inputs += verdict.messages;
    figures.rejections += verdict.rejections;
    figures.silentRejections += verdict.silentRejections;
    figures.escapes += verdict.escape === undefined ? 0 : 1;
    figures.violations += verdict.corruptions.length;
    return (
      verdict.escape === undefined &&
      verdict.corruptions.length === 0 &&
      verdict.silentRejections === 0
    );
  });
}

/** Rosbridge frames over loopback into the simulator's server. */
export async function fuzzFrames(
  options: CampaignOptions & { ros?: 1 | 2 },
): Promise<CampaignFigures> {
  const { ros = 1 } = options;
  const bench = await FrameBench.open(ros);
  try {
    return await campaign(
      fc.array(frameArbitrary(ros), { minLength: 1, maxLength: 10 }),
      options,
      async (frames, figures) => {
        const verdict = await bench.send(frames);
        figures.inputs += verdict.frames;
        figures.escapes += verdict.escape === undefined ? 0 : 1;
        figures.violations += verdict.corruptions.length;
        return verdict.escape === undefined && verdict.corruptions.length === 0;
      },
    );
  } finally {
    await bench.dispose();
  }
}

/** World, mission and prior files through their loaders. */
export function fuzzFiles(kind: FileKind, options: CampaignOptions): Promise<CampaignFigures> {
  return campaign(fileArbitrary(kind), options, (text, figures) => {
    const verdict = loadFile(kind, text);
    figures.inputs += 1;
    figures.rejections += verdict.loaded ? 0 : 1;
    figures.silentRejections += verdict.silent ? 1 : 0;
    figures.escapes += verdict.escape === undefined ? 0 : 1;
    return verdict.escape === undefined && !verdict.silent;
  });
}
