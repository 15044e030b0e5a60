/**
 * `npm run bench` — runs every registered bench entry and prints ONE JSON document on stdout (progress goes to
 * stderr), so the output can be piped straight into a file or `jq`.
 *
 *   npm run bench                 # everything
 *   npm run bench -- map          # only the entries whose suite name is given
 *   npm run bench -- --quick      # skip the largest sizes (entries decide what that means)
 *
 * Adding an entry (validator, simulator, ...):
 *   1. create `test/bench/<area>.bench.ts` exporting a function `(context: BenchContext) => BenchResult[]`
 *      (or a Promise of them) — see harness.ts for BenchResult, timeRuns(), timed() and summarize();
 *      put `target`/`pass` on a result when there is a budget to meet;
 *   2. import it below and append `{ suite: "<area>", run: <function> }` to ENTRIES.
 * Keep each entry to a few tens of seconds; the whole run should stay around a minute.
 */
import { cpus, platform, arch } from "node:os";
import {
  collectGarbage,
  gcMode,
  type BenchContext,
  type BenchEntry,
  type BenchResult,
} from "./harness.js";
import { llmContextBench } from "./llmContext.bench.js";
import { mapBench } from "./map.bench.js";
import { priorsBench } from "./priors.bench.js";
import { relevanceBench } from "./relevance.bench.js";
import { simBench } from "./sim.bench.js";
import { validatorBench } from "./validator.bench.js";

const ENTRIES: BenchEntry[] = [
  { suite: "map", run: mapBench },
  { suite: "validator", run: validatorBench },
  { suite: "sim", run: simBench },
  { suite: "priors", run: priorsBench },
  { suite: "relevance", run: relevanceBench },
  { suite: "llm-context", run: llmContextBench },
];

interface BenchReport {
  schema: "spine-bench/1";
  startedAt: string;
  durationMs: number;
  environment: { node: string; platform: string; cpu: string; gc: string };
  results: BenchResult[];
  errors: { suite: string; error: string }[];
  summary: { results: number; withTarget: number; passed: number; failed: string[] };
}

async function main(argv: readonly string[]): Promise<number> {
  const quick = argv.includes("--quick");
  const only = argv.filter((arg) => !arg.startsWith("--"));
  const unknown = only.filter((name) => !ENTRIES.some((entry) => entry.suite === name));
  if (unknown.length > 0) {
    process.stderr.write(
      `unknown bench suite(s) ${unknown.join(", ")}; known: ${ENTRIES.map((e) => e.suite).join(", ")}\n`,
    );
    return 2;
  }
  const context: BenchContext = {
    log: (message) => process.stderr.write(`[bench] ${message}\n`),
    gc: collectGarbage,
    quick,
  };
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const results: BenchResult[] = [];
  const errors: BenchReport["errors"] = [];
  for (const entry of ENTRIES) {
    if (only.length > 0 && !only.includes(entry.suite)) continue;
    context.log(`${entry.suite}: start`);
    const entryStart = performance.now();
    try {
      for (const result of await entry.run(context))
        results.push({ suite: entry.suite, ...result });
    } catch (error) {
      errors.push({
        suite: entry.suite,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      context.log(`${entry.suite}: FAILED: ${String(error)}`);
    }
    context.log(
      `${entry.suite}: done in ${((performance.now() - entryStart) / 1000).toFixed(1)} s`,
    );
  }
  const withTarget = results.filter((r) => r.target !== undefined);
  const failed = withTarget
    .filter((r) => r.pass !== true)
    .map((r) => `${r.suite ?? "?"}: ${r.name} ${JSON.stringify(r.params ?? {})}`);
  const report: BenchReport = {
    schema: "spine-bench/1",
    startedAt,
    durationMs: Math.round(performance.now() - started),
    environment: {
      node: process.version,
      platform: `${platform()}-${arch()}`,
      cpu: cpus()[0]?.model ?? "unknown",
      gc: gcMode(),
    },
    results,
    errors,
    summary: {
      results: results.length,
      withTarget: withTarget.length,
      passed: withTarget.length - failed.length,
      failed,
    },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  context.log(
    `${withTarget.length - failed.length}/${withTarget.length} targets met${
      failed.length > 0 ? `; missed: ${failed.join("; ")}` : ""
    }`,
  );
  return errors.length > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exitCode = 1;
  },
);
