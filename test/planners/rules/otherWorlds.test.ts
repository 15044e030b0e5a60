import { describe, expect, it } from "vitest";
import { fixtureMissionPath, spineRunJson } from "./helpers.js";

/**
 * A world the planner was not written for: test/fixtures/worlds/harbor.world.geojson (made by
 * makeHarborWorld.ts), with other names and another layout, and a mission of each of the paper's kinds.
 */
const HARBOR_MISSIONS = [
  ["radio link down (communications)", "harbor_radio.mission.json"],
  ["deliveries after a gale (route with storm damage)", "harbor_gale_delivery.mission.json"],
  [
    "repair works on the way to a boat (route with construction)",
    "harbor_boat_roadworks.mission.json",
  ],
  ["a rover that stopped reporting (missing robot)", "harbor_lost_rover.mission.json"],
] as const;

/** Run a fixture mission with the rule-based planner through the CLI; every check of its `expect` must hold. */
async function expectSolved(file: string): Promise<void> {
  const run = await spineRunJson([
    "--mission-file",
    fixtureMissionPath(file),
    "--planner",
    "rules",
  ]);
  const failed = (run.finished.checks ?? []).filter((check) => !check.ok);
  expect(failed, JSON.stringify(failed)).toEqual([]);
  expect(run.status).toBe(0);
  expect(run.finished.metrics["success"]).toBe(true);
}

describe("the rule-based planner in a test world it was not written for", () => {
  it.each(HARBOR_MISSIONS)("solves %s", async (_kind, file) => {
    await expectSolved(file);
  });
});

// Known miss (README "The offline planner"): the fuel drum stands inside the boathouse, and the sweep of a building
// interior the prior shows only as a roof does not reach it. When this starts passing, make it a plain `it`.
it.fails("solves a fuel leak out of sight of the drone (hidden areas) — known miss", async () => {
  await expectSolved("harbor_fuel_leak.mission.json");
});

describe("the rule-based planner in a graph world", () => {
  it.each([
    [
      "a radio tower past the edge of the prior, found where the operator says",
      "lakeside.mission.json",
    ],
    ["a boat at a dock, with 30% of the prior dropped", "lakeside-dropped.mission.json"],
  ])("solves %s", async (_kind, file) => {
    await expectSolved(file);
  });
});
