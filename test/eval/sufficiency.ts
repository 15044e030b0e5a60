/**
 * `npm run sufficiency -- [--budgets 8000,16000] [--suites paper,general] [--out DIR]`
 *
 * Is the budgeted map view enough to plan with? Every mission of the suites runs twice per budget… once with the
 * offline planner on the full map, and once through the real LLM path (context builder, OpenAI client, parser,
 * validator) against a local server whose planner sees the map only through the request text
 * (viewPlannerServer.ts). Prints one JSON document; writes it and a Markdown table to --out when given.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SUITES, loadMissions } from "../../sim/eval/index.js";
import { prepareMission, runSimulatedMission } from "../../sim/runner/index.js";
import { LLM_DEFAULTS } from "../../src/config/index.js";
import { silentLogger } from "../../src/log/index.js";
import { createLlmGenerator } from "../../src/planners/llm/index.js";
import { estimatePromptTokens } from "../../src/planners/llm/estimateTokens.js";
import type { ChatMessage } from "../../src/planners/llm/index.js";
import { RulesPlanner } from "../../src/planners/rules/index.js";
import { Relevance } from "../../src/relevance/index.js";
import {
  startViewPlannerServer,
  ViewPlannerChannel,
  withChannel,
} from "../planners/llm/viewPlannerServer.js";

interface MissionResult {
  mission: string;
  rules: boolean;
  llm: boolean;
  requests: number;
  maxPromptTokens: number;
  promptTokens: number;
  shownNodesMax: number;
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

async function main(): Promise<void> {
  const budgets = option("budgets", "8000,16000").split(",").map(Number);
  const suites = option("suites", "paper,general").split(",");
  const out = option("out", "");
  const relevance = Relevance.create();
  const channel = new ViewPlannerChannel({ relevance });
  const server = await startViewPlannerServer(channel);
  const report: Record<string, unknown>[] = [];
  try {
    for (const suite of suites) {
      const loaded = loadMissions(SUITES[suite]?.missions ?? []);
      if (!loaded.ok) throw new Error(loaded.error.join("\n"));
      const rulesOk = new Map<string, boolean>();
      for (const budget of budgets) {
        const results: MissionResult[] = [];
        for (const missionValue of loaded.value) {
          const mission = { value: missionValue };
          const name = mission.value.name;
          if (!rulesOk.has(name)) {
            const prepared = prepareMission(mission.value);
            if (!prepared.ok) throw new Error(prepared.error.join("\n"));
            const run = await runSimulatedMission({
              prepared: prepared.value,
              generator: new RulesPlanner({ relevance }),
            });
            rulesOk.set(name, run.metrics.success === true);
          }
          const prepared = prepareMission(mission.value);
          if (!prepared.ok) throw new Error(prepared.error.join("\n"));
          channel.reset();
          channel.planner = new RulesPlanner({ relevance });
          const first = server.bodies.length;
          const seenFirst = channel.seen.length;
          const generator = createLlmGenerator(
            {
              ...LLM_DEFAULTS,
              baseUrl: server.baseUrl,
              apiKey: "no-key-needed",
              apiKeyIsPlaceholder: true,
              model: "view-planner",
              maxRetries: 0,
              structuredOutput: "none",
            },
            { log: silentLogger, contextTokens: budget, relevance },
          );
          const run = await runSimulatedMission({
            prepared: prepared.value,
            generator: withChannel(generator, channel),
          });
          const bodies = server.bodies.slice(first);
          const tokens = await Promise.all(
            bodies.map((b) => estimatePromptTokens(b.messages as ChatMessage[])),
          );
          const seen = channel.seen.slice(seenFirst);
          results.push({
            mission: name,
            rules: rulesOk.get(name) ?? false,
            llm: run.metrics.success === true,
            requests: bodies.length,
            maxPromptTokens: Math.max(0, ...tokens),
            promptTokens: tokens.reduce((a, b) => a + b, 0),
            shownNodesMax: Math.max(0, ...seen.map((s) => s.regions + s.objects)),
          });
          process.stderr.write(
            `[sufficiency] ${suite} ${budget} ${name}: rules ${rulesOk.get(name) ? "ok" : "FAIL"}, view ${run.metrics.success ? "ok" : "FAIL"}, max ${Math.max(0, ...tokens)} tokens\n`,
          );
        }
        report.push(summarise(suite, budget, results));
      }
    }
  } finally {
    await server.close();
  }
  const text = JSON.stringify({ schema: "spine-sufficiency/1", results: report }, null, 2);
  process.stdout.write(`${text}\n`);
  if (out !== "") {
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, "sufficiency.json"), `${text}\n`);
    writeFileSync(join(out, "sufficiency.md"), markdown(report));
  }
}

function summarise(
  suite: string,
  budget: number,
  results: MissionResult[],
): Record<string, unknown> {
  const promptBudget = budget - Math.min(LLM_DEFAULTS.maxTokens, Math.floor(budget / 3));
  return {
    suite,
    contextTokens: budget,
    promptBudgetTokens: promptBudget,
    missions: results.length,
    rulesFullMap: results.filter((r) => r.rules).length,
    llmView: results.filter((r) => r.llm).length,
    bothOk: results.filter((r) => r.rules && r.llm).length,
    onlyFullMap: results.filter((r) => r.rules && !r.llm).map((r) => r.mission),
    onlyView: results.filter((r) => !r.rules && r.llm).map((r) => r.mission),
    requests: results.reduce((a, r) => a + r.requests, 0),
    maxPromptTokens: Math.max(0, ...results.map((r) => r.maxPromptTokens)),
    overBudget: results.filter((r) => r.maxPromptTokens > promptBudget).map((r) => r.mission),
    meanPromptTokensPerMission: Math.round(
      results.reduce((a, r) => a + r.promptTokens, 0) / Math.max(1, results.length),
    ),
    meanPromptTokensPerRequest: Math.round(
      results.reduce((a, r) => a + r.promptTokens, 0) /
        Math.max(
          1,
          results.reduce((a, r) => a + r.requests, 0),
        ),
    ),
    perMission: results,
  };
}

function markdown(report: Record<string, unknown>[]): string {
  const rows = report.map(
    (r) =>
      `| ${String(r["suite"])} | ${String(r["contextTokens"])} | ${String(r["missions"])} | ${String(r["rulesFullMap"])} | ${String(r["llmView"])} | ${String(r["maxPromptTokens"])} | ${String(r["meanPromptTokensPerRequest"])} | ${String(r["meanPromptTokensPerMission"])} | ${(r["onlyFullMap"] as string[]).join(", ") || "–"} |`,
  );
  return [
    "# Is the budgeted map view enough? (`npm run sufficiency`)",
    "",
    "The offline planner on the full map, against the same planner behind a local OpenAI-compatible server that sees the map only through the LLM request (the budgeted view). Tokens counted with o200k over the messages as sent.",
    "",
    "| suite | context tokens | missions | full map solved | view solved | largest request | mean tokens / request | mean tokens / mission | solved only with the full map |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ...rows,
    "",
  ].join("\n");
}

await main();
