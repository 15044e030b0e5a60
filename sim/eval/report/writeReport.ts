import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describeError, fail, ok, type Result } from "../../../src/errors/index.js";
import type { EvaluationResult } from "../runEvaluation.js";
import { distancePlotSvg } from "./distancePlot.js";
import { markdownReport, REPORT_FILES } from "./markdownReport.js";
import { successPlotSvg } from "./successPlot.js";

/** The files an evaluation writes, by name, with their contents. */
export function reportFiles(
  result: EvaluationResult,
  { command }: { command: string },
): Record<string, string> {
  const { config } = result;
  const files: Record<string, string> = {
    [REPORT_FILES.markdown]: markdownReport(result, { command }),
    [REPORT_FILES.json]: `${JSON.stringify(result, null, 2)}\n`,
    [REPORT_FILES.distancePlot]: distancePlotSvg(
      result.comparison.missions,
      `planner ${config.planner} · mean over ${config.trials} trial${config.trials === 1 ? "" : "s"} (bars: min–max)`,
    ),
  };
  const ablation = config.ablation;
  if (ablation !== null && result.ablation.length > 0) {
    files[REPORT_FILES.successPlot] = successPlotSvg(
      result.ablation,
      `spine (${config.planner}) + ${Math.round(ablation.noiseRate * 100)} % injected plan errors · ${ablation.missions.length} missions × ${ablation.trials} trial${ablation.trials === 1 ? "" : "s"} (bars: per-trial range)`,
    );
  }
  return files;
}

/** Write the report, results and plots into `dir` (created if needed); returns the paths written. */
export function writeReport(
  result: EvaluationResult,
  { dir, command }: { dir: string; command: string },
): Result<string[]> {
  try {
    mkdirSync(dir, { recursive: true });
    const written: string[] = [];
    for (const [name, content] of Object.entries(reportFiles(result, { command }))) {
      const path = join(dir, name);
      writeFileSync(path, content);
      written.push(path);
    }
    return ok(written);
  } catch (error) {
    return fail(`cannot write the report to ${dir}: ${describeError(error)}`);
  }
}
