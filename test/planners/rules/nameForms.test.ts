import { describe, expect, it } from "vitest";
import { objectFeature, rect, surfaceFeature } from "../../fixtures/worlds/enuWorld.js";
import { failedChecks, writeTestMission, writeTestWorld } from "./helpers.js";

/**
 * Three yards of an estate, each with a pallet truck: the garden yard by the start, the maintenance yard and the
 * logstore far off. Only the one in the yard asked about is to be looked at. Nothing here is from any evaluation
 * world.
 */
function estateYardsWorld(): string {
  return writeTestWorld(
    [
      surfaceFeature(
        { class: "grass", name: "estate_grounds", description: "rough grass" },
        { polygon: rect(0, 0, 320, 120) },
      ),
      surfaceFeature(
        { class: "courtyard", name: "garden_yard", description: "gravel yard by the glasshouses" },
        { polygon: rect(20, 20, 70, 70) },
      ),
      surfaceFeature(
        {
          class: "courtyard",
          name: "maintenance_yard",
          description: "concrete yard by the workshop",
        },
        { polygon: rect(240, 20, 300, 70) },
      ),
      surfaceFeature(
        { class: "courtyard", name: "logstore", description: "hardstanding with stacked logs" },
        { polygon: rect(150, 70, 200, 110) },
      ),
      objectFeature("pallet_truck_1", "pallet_truck", [45, 45], "pallet truck, forks down; fine"),
      objectFeature(
        "pallet_truck_2",
        "pallet_truck",
        [270, 45],
        "pallet truck with its handle snapped off; broken",
      ),
      objectFeature(
        "pallet_truck_3",
        "pallet_truck",
        [175, 90],
        "pallet truck with a flat wheel; not usable",
      ),
    ],
    { start: [10, 10] },
  );
}

async function inspectedFor(mission: string, expected: string): Promise<string[]> {
  const path = writeTestMission(estateYardsWorld(), {
    mission,
    expect: {
      inspected: [expected],
      visited: [],
      maxClarify: 1,
      verdict: { problems: [expected] },
    },
    limits: { maxIterations: 30, maxSimSeconds: 1800 },
  });
  const { failed, history } = await failedChecks(path);
  expect(failed, history).toEqual([]);
  return history.split("\n").filter((line) => line.includes("inspect("));
}

describe("names as people say them", () => {
  it("takes a word clipped short for the name's word it begins ('the maint yard')", async () => {
    const inspected = (
      await inspectedFor("is the pallet truck in the maint yard damaged?", "pallet_truck_2")
    ).join("\n");
    expect(inspected).not.toContain("pallet_truck_1");
    expect(inspected).not.toContain("pallet_truck_3");
  }, 90_000);

  it("takes a compound written open for the same compound written closed ('log store')", async () => {
    const inspected = (
      await inspectedFor("is the pallet truck at the log store ok?", "pallet_truck_3")
    ).join("\n");
    expect(inspected).not.toContain("pallet_truck_1");
    expect(inspected).not.toContain("pallet_truck_2");
  }, 90_000);
});
