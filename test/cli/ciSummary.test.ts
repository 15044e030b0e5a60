import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(".");

describe(".ci/run's summary", () => {
  it("does not count an it.fails case as passed: it is counted and listed apart", () => {
    const dir = mkdtempSync(join(tmpdir(), "spine-ci-"));
    mkdirSync(join(dir, "test"));
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }');
    writeFileSync(
      join(dir, "test", "sample.test.ts"),
      [
        'import { expect, it } from "vitest";',
        'it.fails("a known miss", () => { expect(1).toBe(2); });',
        'it("a pass", () => { expect(1).toBe(1); });',
        'it("another pass", () => { expect(2).toBe(2); });',
      ].join("\n"),
    );
    const report = join(dir, "vitest.json");
    const known = join(dir, "known.json");
    const vitest = spawnSync(
      process.execPath,
      [
        join(ROOT, "node_modules/vitest/vitest.mjs"),
        "run",
        "--reporter=json",
        `--reporter=${join(ROOT, ".ci/knownFailingReporter.ts")}`,
        `--outputFile.json=${report}`,
      ],
      { cwd: dir, env: { ...process.env, SPINE_KNOWN_FAILING_OUT: known }, encoding: "utf8" },
    );
    expect(vitest.status, vitest.stderr).toBe(0);
    const summary = spawnSync(
      process.execPath,
      ["--import", "tsx", join(ROOT, ".ci/summary.ts"), report, "0", known],
      { cwd: ROOT, encoding: "utf8" },
    );
    const lines = summary.stdout.trim().split("\n");
    expect(lines.at(-1)).toBe("2 passed, 0 failed, 1 known failing");
    expect(lines).toContain("known failing (it.fails): test/sample.test.ts > a known miss");
  }, 60_000);
});
