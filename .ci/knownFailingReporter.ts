// A vitest reporter for .ci/run: vitest's JSON report counts an `it.fails` case that fails as expected as
// "passed" and has no field saying it is one. This lists every such case (file, name, state) in the JSON file
// named by SPINE_KNOWN_FAILING_OUT, so the CI summary can count them apart instead of as passes.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, TestCase } from "vitest/node";

export default class KnownFailingReporter implements Reporter {
  readonly #cases: { file: string; name: string; state: string }[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.options.fails !== true) return;
    this.#cases.push({
      file: relative(process.cwd(), testCase.module.moduleId),
      name: testCase.fullName,
      state: testCase.result().state,
    });
  }

  onTestRunEnd(): void {
    const out = process.env["SPINE_KNOWN_FAILING_OUT"];
    if (out !== undefined && out !== "") writeFileSync(out, JSON.stringify(this.#cases));
  }
}
