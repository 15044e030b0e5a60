import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runSpine } from "../fixtures/cli.js";

function planFile(steps: string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), "spine-plan-")), "plan.json");
  writeFileSync(path, JSON.stringify(steps));
  return path;
}

describe("spine validate bounds extend_map's goal (issue 14, finding 8)", () => {
  it("exits 1 with out_of_bounds for extend_map(1e308, -1e308), naming the allowed range", async () => {
    const graph = "docs/examples/hill.graph.json";
    const far = await runSpine([
      "validate",
      "--graph",
      graph,
      "--plan",
      planFile(["extend_map(1e308, -1e308)"]),
    ]);
    expect(far.status).toBe(1);
    expect(far.stdout).toContain("ERR out_of_bounds");
    expect(far.stdout).toMatch(
      /x_m must lie within the map's extent plus 2000 m, -?\d+…\d+ m, got 1e\+308/,
    );
    const near = await runSpine([
      "validate",
      "--graph",
      graph,
      "--plan",
      planFile(["extend_map(30, 20)"]),
    ]);
    expect(near.stdout).not.toContain("out_of_bounds");
  });
});
