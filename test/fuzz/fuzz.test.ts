import { describe, expect, it } from "vitest";
import {
  fuzzDeltas,
  fuzzFiles,
  fuzzFrames,
  fuzzReplies,
  type CampaignFigures,
} from "./campaign.js";

/** The CI slice of `npm run fuzz`: fixed seed, few runs. The long run's figures are in the README. */
const SEED = 20_261_125;

function expectClean(figures: CampaignFigures): void {
  expect(figures.counterexample).toBeUndefined();
  expect(figures.escapes).toBe(0);
  expect(figures.violations).toBe(0);
  expect(figures.silentRejections).toBe(0);
  expect(figures.inputs).toBeGreaterThan(0);
}

describe("fuzzing (bounded CI slice)", () => {
  it("LLM replies: nothing escapes the loop, nothing invalid reaches the robot, every rejection says why", async () => {
    const figures = await fuzzReplies({ seed: SEED, inputs: 1, roundRuns: 120 });
    expectClean(figures);
    expect(figures.rejections).toBeGreaterThan(0);
    expect(figures.actionsExecuted).toBeGreaterThan(0);
  });

  it("graph messages: a rejected message leaves the map byte-identical, an applied one changes what it reports", async () => {
    const figures = await fuzzDeltas({ seed: SEED, inputs: 1, roundRuns: 150 });
    expectClean(figures);
    expect(figures.rejections).toBeGreaterThan(0);
  });

  it("rosbridge frames: the simulator's server keeps answering and serves a valid graph", async () => {
    expectClean(await fuzzFrames({ seed: SEED, inputs: 1, roundRuns: 40 }));
  });

  it("ROS 2 rosbridge frames, Nav2 action ops included: the same", async () => {
    expectClean(await fuzzFrames({ seed: SEED, inputs: 1, roundRuns: 40, ros: 2 }));
  });

  it("world, mission and prior files: loaders never throw and every refusal names a problem", async () => {
    expectClean(await fuzzFiles("world", { seed: SEED, inputs: 1, roundRuns: 15 }));
    expectClean(await fuzzFiles("mission", { seed: SEED, inputs: 1, roundRuns: 60 }));
    expectClean(await fuzzFiles("prior", { seed: SEED, inputs: 1, roundRuns: 100 }));
  });
});
