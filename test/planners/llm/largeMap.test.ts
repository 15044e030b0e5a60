import { describe, expect, it } from "vitest";
import { generateSyntheticWorld } from "../../../sim/synthetic/index.js";
import { runLlmMission, wholeMapTokens } from "../../bench/llmContext/index.js";

/** The planner's context budget for this test (config key `contextTokens`; 16000 is its default). */
const CONTEXT_TOKENS = 16_000;

/**
 * Issue 13: on large maps the LLM planner must not send the whole map with every request. A mission on a
 * synthetic 10k-region graph world (whose whole map is ~400k tokens) runs through the real agent, the public LLM
 * generator configured with a `contextTokens` budget, a fake OpenAI server on 127.0.0.1 and the graph-world
 * port. The server counts every request's tokens itself and answers with plans built only from the node names
 * the request shows (test/bench/llmContext/visibleMapResponder.ts), so the mission succeeds only if what the
 * planner chose to show is enough to find and inspect the target.
 */
describe("a mission on a 10k-region synthetic world through the LLM planner", () => {
  it("finds and inspects the target with every request within the contextTokens budget", async () => {
    const synthetic = generateSyntheticWorld({ regions: 10_000, seed: 13 });
    const { target } = synthetic;
    const run = await runLlmMission({
      synthetic,
      maxIterations: 12,
      contextTokens: CONTEXT_TOKENS,
    });
    const tokens = run.requests.map((request) => request.promptTokens);
    const whole = wholeMapTokens(synthetic, run.prefixTokens);
    console.info(
      `largeMap 10k: ${run.requests.length} requests, prompt tokens ${tokens.join(", ")} ` +
        `(budget ${CONTEXT_TOKENS}; whole-map request ${whole.requestTokens}); target shown in ` +
        `${run.requests.filter((r) => r.targetShown).length}; outcome ${run.report.outcome}; ` +
        `${(run.wallMs / 1000).toFixed(1)} s`,
    );

    expect(run.contextTokens).toBe(CONTEXT_TOKENS);
    expect(run.unexpected).toEqual([]);
    expect(run.report.outcome).toBe("answered");
    expect(
      run.report.record.inspections.filter((i) => i.ok).map((inspection) => inspection.object),
    ).toContain(target.object);
    expect(run.report.answer).toContain(target.description);

    // THE BUDGET (issue 13): every request, as counted by the server, within contextTokens. This fails until the
    // token-budgeted context builder is in: before it, every request carries the whole map (~400k tokens here).
    const overBudget = tokens.filter((count) => count > CONTEXT_TOKENS);
    expect(overBudget, `requests over the ${CONTEXT_TOKENS}-token budget`).toEqual([]);
  }, 60_000);
});
