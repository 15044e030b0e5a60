import { describe, expect, it } from "vitest";
import { priorFeatures, truthFeatures } from "../../sim/world/index.js";
import { crossingWorld, enuWorld, rect } from "../fixtures/worlds/enuWorld.js";

describe("truthFeatures and priorFeatures", () => {
  const world = crossingWorld();
  const names = (features: { name: string }[]): string[] => features.map((f) => f.name);

  it("leave features that exist only in the prior out of the truth", () => {
    expect(names(truthFeatures(world))).not.toContain("footbridge");
    expect(names(truthFeatures(world))).toContain("new_fence");
    expect(names(truthFeatures(world))).toContain("stalled_robot");
  });

  it("keep onlyInPrior features in the prior and leave inPrior: false ones out", () => {
    const prior = names(priorFeatures(world));
    expect(prior).toContain("footbridge");
    expect(prior).not.toContain("new_fence");
    expect(prior).not.toContain("stalled_robot");
  });

  it("leave objects standing on a surface covered from the air out of the prior", () => {
    expect(names(truthFeatures(world))).toContain("supply_crate_1");
    expect(names(priorFeatures(world))).not.toContain("supply_crate_1");
    expect(names(priorFeatures(world))).toContain("truck_1");
  });

  it("judge covering by the topmost prior surface, so a clearing drawn over canopy is visible", () => {
    const clearing = enuWorld([
      {
        properties: { layer: "surface", class: "trail", coveredFromAir: true },
        polygon: rect(0, 0, 20, 20),
      },
      { properties: { layer: "surface", class: "grass" }, polygon: rect(10, 0, 20, 20) },
      { properties: { layer: "object", class: "barrel", name: "hidden" }, point: [5, 5] },
      { properties: { layer: "object", class: "barrel", name: "seen" }, point: [15, 5] },
    ]);
    expect(names(priorFeatures(clearing)).filter((n) => n === "hidden" || n === "seen")).toEqual([
      "seen",
    ]);
  });
});
