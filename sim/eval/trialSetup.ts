import { distanceM, type Vec2 } from "../../src/geo/index.js";
import type { GraphJson } from "../../src/map/index.js";
import { dropPriorNodes } from "../../priors/index.js";
import { deriveSeed, randomFor } from "./random.js";
import type { WorldFacts } from "./WorldFacts.js";

/** Where a trial starts and what prior it starts from; every method of the trial shares it. */
export interface TrialSetup {
  readonly trial: number;
  /** ENU metres, rounded to centimetres. */
  readonly startM: Vec2;
  /** True when the start is the mission's nominal one. */
  readonly nominalStart: boolean;
  /** The truth region the oracle drive starts from. */
  readonly startRegion: string;
  readonly dropFraction: number;
  readonly prior: GraphJson;
}

export interface TrialOptions {
  readonly mission: string;
  readonly trial: number;
  readonly seed: number;
  /** Share of prior nodes to drop; default 0 for trial 1 and `perturbFraction` for later trials. */
  readonly dropFraction?: number;
  /** Vary the start (trials after the first); default true. */
  readonly varyStart?: boolean;
}

/** Later trials start this far from the nominal start (the paper varies "initial conditions"). */
export const START_OFFSET_RANGE_M = [15, 25] as const;
/** Share of prior nodes dropped in trials after the first (the paper varies "the prior map"). */
export const TRIAL_DROP_FRACTION = 0.1;
/** A start must have a prior region this close, so the robot knows where it is from the first scan. */
const START_PRIOR_RADIUS_M = 5;

/**
 * Trial 1 is the mission as written. Later trials start at a truth region 15–25 m from the nominal start that the
 * truth connects to it (and the prior knows), and drop 10 % of the prior's nodes — both drawn from streams seeded
 * by (seed, mission, trial), so a trial is the same whatever else runs.
 */
export function trialSetup(facts: WorldFacts, options: TrialOptions): TrialSetup {
  const { trial, seed, mission } = options;
  const later = trial > 1;
  const dropFraction = options.dropFraction ?? (later ? TRIAL_DROP_FRACTION : 0);
  const truth = facts.truthNetwork;
  const nominal = facts.nominalStartM;
  const nominalRegion = truth.nearest(nominal) ?? 0;
  let startIndex = nominalRegion;
  let startM: Vec2 = nominal;
  if (later && options.varyStart !== false) {
    const reach = truth.drivesFrom(nominalRegion).distanceM;
    const candidates: number[] = [];
    for (let i = 0; i < truth.size; i += 1) {
      const d = distanceM(nominal, truth.coordsAt(i));
      if (d < START_OFFSET_RANGE_M[0] || d > START_OFFSET_RANGE_M[1]) continue;
      if (!Number.isFinite(reach[i] ?? Number.POSITIVE_INFINITY)) continue;
      const prior = facts.priorNetwork.nearest(truth.coordsAt(i));
      if (prior === undefined) continue;
      if (distanceM(facts.priorNetwork.coordsAt(prior), truth.coordsAt(i)) > START_PRIOR_RADIUS_M)
        continue;
      candidates.push(i);
    }
    const pick = candidates[randomFor(seed, "start", mission, trial).index(candidates.length)];
    if (pick !== undefined) {
      startIndex = pick;
      startM = truth.coordsAt(pick);
    }
  }
  const roundedStart: Vec2 = [round2(startM[0]), round2(startM[1])];
  return {
    trial,
    startM: roundedStart,
    nominalStart: startIndex === nominalRegion && startM === nominal,
    startRegion: truth.nameAt(startIndex),
    dropFraction,
    prior: perturbedPrior(facts, roundedStart, {
      fraction: dropFraction,
      seed: deriveSeed(seed, "prior", mission, trial),
    }),
  };
}

/** The world's prior with a share of its nodes dropped; the region the robot starts at always survives. */
function perturbedPrior(
  facts: WorldFacts,
  startM: Vec2,
  { fraction, seed }: { fraction: number; seed: number },
): GraphJson {
  if (fraction <= 0) return facts.prior;
  const at = facts.priorNetwork.nearest(startM);
  const keep = at === undefined ? [] : [facts.priorNetwork.nameAt(at)];
  return dropPriorNodes(facts.prior, { fraction, seed, keep });
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
