import { describe, expect, it } from "vitest";
import { RulesPlanner } from "../../src/planners/rules/index.js";
import {
  reportFiles,
  REPORT_FILES,
  runEvaluation,
  type EvaluationResult,
} from "../../sim/eval/index.js";
import { crossingMission, parseXmlElements } from "./helpers.js";

async function smallEvaluation(): Promise<EvaluationResult> {
  const result = await runEvaluation({
    suite: "test",
    missions: [crossingMission()],
    methods: ["spine", "llm-as-planner", "explicit"],
    trials: 2,
    seed: 3,
    planner: { label: "rules", create: () => new RulesPlanner() },
    ablation: { dropFractions: [0, 0.4], trials: 1, noiseRate: 0.5, correction: "restore" },
  });
  if (!result.ok) throw new Error(result.error.join("\n"));
  return result.value;
}

/** The results without the wall-clock part, which is the only thing allowed to differ. */
function deterministicPart(result: EvaluationResult): string {
  const { wall: _wall, ...rest } = result;
  return JSON.stringify(rest);
}

describe("an evaluation", () => {
  let first: EvaluationResult;

  // (A whole small evaluation, sims and all: on a loaded two-core machine it outlasts the default 30 s.)
  it("runs every mission × method × trial and every ablation cell", async () => {
    first = await smallEvaluation();
    expect(first.runs.map((r) => `${r.method}/${r.trial}`)).toEqual([
      "spine/1",
      "llm-as-planner/1",
      "explicit/1",
      "spine/2",
      "llm-as-planner/2",
      "explicit/2",
    ]);
    expect(first.ablationRuns.map((r) => `${r.dropFraction}/${r.validation}`)).toEqual([
      "0/full",
      "0/off",
      "0.4/full",
      "0.4/off",
    ]);
    expect(first.comparison.methods.map((m) => m.method)).toEqual([
      "spine",
      "llm-as-planner",
      "explicit",
    ]);
    expect(first.ablation).toHaveLength(4);
    expect(first.wall.runSeconds).toHaveLength(10);
    for (const run of first.runs) {
      expect(run.oracleM).toBeGreaterThan(0);
      expect(run.distanceRatio).toBeCloseTo(run.distanceM / (run.oracleM ?? 1), 2);
    }
  }, 120_000);

  it("gives identical results, minus wall-clock times, when run again with the same seed", async () => {
    const second = await smallEvaluation();
    expect(deterministicPart(second)).toBe(deterministicPart(first));
  });

  it("writes a markdown report with the comparison, targets and ablation tables", () => {
    const files = reportFiles(first, { command: "spine eval --suite test" });
    const markdown = files[REPORT_FILES.markdown] ?? "";
    expect(markdown).toMatch(/^# SPINE evaluation/);
    for (const heading of [
      "## Comparison (Table II)",
      "## Targets",
      "## Per mission",
      "## Validation ablation (Fig. 6)",
    ])
      expect(markdown).toContain(heading);
    // Every table row has as many cells as its header.
    const lines = markdown.split("\n");
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i] ?? "";
      if (!/^\|---/.test(line)) continue;
      const cells = (row: string | undefined): number => (row ?? "").split(/(?<!\\)\|/).length;
      const columns = cells(lines[i - 1]);
      for (let j = i + 1; (lines[j] ?? "").startsWith("|"); j += 1)
        expect(cells(lines[j]), lines[j]).toBe(columns);
    }
    expect(markdown).toContain(`](${REPORT_FILES.successPlot})`);
    expect(markdown).toContain(`](${REPORT_FILES.distancePlot})`);
    expect(JSON.parse(files[REPORT_FILES.json] ?? "")).toEqual(JSON.parse(JSON.stringify(first)));
  });

  it("draws both plots as well-formed SVG with titles, axes and one mark per series point", () => {
    const files = reportFiles(first, { command: "spine eval --suite test" });
    const success = files[REPORT_FILES.successPlot] ?? "";
    const successElements = parseXmlElements(success);
    expect(successElements[0]).toBe("svg");
    expect(success).toContain("without validation");
    // Two drop fractions × two modes: two circles (with) and two squares (without) besides the background.
    expect(successElements.filter((e) => e === "circle")).toHaveLength(2);
    const distance = files[REPORT_FILES.distancePlot] ?? "";
    const distanceElements = parseXmlElements(distance);
    expect(distanceElements[0]).toBe("svg");
    expect(distance).toContain("distance driven (m)");
    expect(distance).toContain("oracle");
    for (const method of ["spine", "llm-as-planner", "explicit"])
      expect(distance).toContain(`>${method}<`);
  });

  it("rejects malformed XML in the checker used above", () => {
    expect(() => parseXmlElements("<svg><g></svg>")).toThrow();
    expect(() => parseXmlElements('<svg><text x="1">a & b</text></svg>')).toThrow();
    expect(parseXmlElements('<svg><g><rect x="1"/></g></svg>')).toEqual(["svg", "g", "rect"]);
  });
});
