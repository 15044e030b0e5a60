/**
 * `npm run fuzz`: the long fuzz run. At least 100k LLM replies and 100k graph messages, plus rosbridge frames and
 * world / mission / prior files; prints the figures as JSON and exits 1 on any escape, invalid action, corrupted
 * map or silent rejection. `FUZZ_SEED` and `FUZZ_SCALE` (a factor on every quota) override the defaults.
 */
import {
  fuzzDeltas,
  fuzzFiles,
  fuzzFrames,
  fuzzReplies,
  type CampaignFigures,
} from "./campaign.js";

const seed = Number(process.env["FUZZ_SEED"] ?? 20_261_125);
const scale = Number(process.env["FUZZ_SCALE"] ?? 1);
const quota = (n: number): number => Math.max(1, Math.round(n * scale));

const started = Date.now();
const llmReplies = await fuzzReplies({ seed, inputs: quota(100_000), roundRuns: 5000 });
const figures: Record<string, CampaignFigures> = { llmReplies };
figures["graphMessages"] = await fuzzDeltas({ seed, inputs: quota(100_000), roundRuns: 5000 });
figures["rosbridgeFrames"] = await fuzzFrames({ seed, inputs: quota(5000), roundRuns: 500 });
figures["rosbridgeFramesRos2"] = await fuzzFrames({
  seed,
  inputs: quota(5000),
  roundRuns: 500,
  ros: 2,
});
figures["worldFiles"] = await fuzzFiles("world", { seed, inputs: quota(300), roundRuns: 300 });
figures["missionFiles"] = await fuzzFiles("mission", {
  seed,
  inputs: quota(1000),
  roundRuns: 1000,
});
figures["priorFiles"] = await fuzzFiles("prior", { seed, inputs: quota(1000), roundRuns: 1000 });

const failed = Object.values(figures).some(
  (f) =>
    f.escapes > 0 || f.violations > 0 || f.silentRejections > 0 || f.counterexample !== undefined,
);
console.log(
  JSON.stringify(
    {
      seed,
      scale,
      ok: !failed,
      invalidActionsExecuted: llmReplies.violations,
      totalTimeMs: Date.now() - started,
      targets: figures,
    },
    null,
    2,
  ),
);
process.exitCode = failed ? 1 : 0;
