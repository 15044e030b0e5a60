import { describe, expect, it } from "vitest";
import { Simulation } from "../../../sim/engine/index.js";
import { enuWorld, rect } from "../../fixtures/worlds/enuWorld.js";
import { TO_EAST_BANK, crossing, driveThrough } from "./helpers.js";

describe("vision model", () => {
  it("reports an object's ground-truth description when it is close and in view", () => {
    const sim = new Simulation(crossing());
    driveThrough(sim, [[12, 60]]);
    const before = sim.nowSec();
    expect(sim.inspect("radio_tower_1", "is it damaged?")).toEqual({
      ok: true,
      value: "steel lattice radio tower; the antenna is bent",
    });
    expect(sim.nowSec() - before).toBe(2);
    expect(sim.inspections().at(-1)).toMatchObject({ object: "radio_tower_1", ok: true });
  });

  it("says how far away an object out of camera range is", () => {
    const sim = new Simulation(crossing());
    expect(sim.inspect("radio_tower_1", "damaged?")).toEqual({
      ok: false,
      error: "radio_tower_1 is 29.1 m away; the camera resolves objects within 10 m",
    });
  });

  it("says when something blocks the line of sight", () => {
    const world = enuWorld(
      [
        { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 40, 40) },
        { properties: { layer: "surface", class: "building" }, polygon: rect(20, 16, 24, 24) },
        { properties: { layer: "object", class: "barrel", name: "barrel_x" }, point: [26, 20] },
      ],
      { start: [18, 20] },
    );
    const sim = new Simulation(world);
    const answer = sim.inspect("barrel_x", "what is in it?");
    expect(answer.ok).toBe(false);
    expect(answer.ok ? "" : answer.error).toMatch(
      /^no line of sight to barrel_x from \(18\.0, 20\.0\)$/,
    );
    driveThrough(sim, [
      [18, 28],
      [26, 28],
    ]);
    expect(sim.inspect("barrel_x", "what is in it?")).toEqual({ ok: true, value: "barrel" });
  });

  it("finds nothing at the mapped position of an object that is gone, and names unknown objects", () => {
    const world = enuWorld(
      [
        { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 40, 40) },
        {
          properties: { layer: "object", class: "truck", name: "old_truck", onlyInPrior: true },
          point: [8, 8],
        },
      ],
      { start: [5, 5] },
    );
    const sim = new Simulation(world);
    expect(sim.inspect("old_truck", "?")).toEqual({
      ok: false,
      error: "there is no old_truck here (nothing of that kind at its mapped position)",
    });
    const before = sim.nowSec();
    expect(sim.inspect("truck_9", "?")).toEqual({
      ok: false,
      error: 'there is no object called "truck_9" in the map',
    });
    expect(sim.nowSec()).toBe(before);
    const region = sim.snapshot().snapshot.regions[0]!.name;
    expect(sim.inspect(region, "?").ok).toBe(false);
  });

  it("inspects a landmark through the surface it stands for", () => {
    const sim = new Simulation(crossing());
    expect(sim.inspect("farmhouse", "?")).toMatchObject({ ok: false });
    driveThrough(sim, [[26, 43]]);
    // 5 m from the farmhouse's south wall.
    expect(sim.inspect("farmhouse", "is anyone home?")).toEqual({
      ok: true,
      value: "two-storey farmhouse with a red tin roof",
    });
    driveThrough(sim, [
      [40, 15],
      [50, 15],
      [52, 40],
    ]);
    expect(sim.inspect("river", "how high is the water?")).toEqual({
      ok: true,
      value: "slow brown river",
    });
  });

  it("sees what the canopy hides when inspecting a tree-cover landmark from close by", () => {
    const sim = new Simulation(crossing());
    driveThrough(sim, [...TO_EAST_BANK, [92, 46]]);
    expect(sim.inspect("tree_cover_1", "what is under the trees?")).toEqual({
      ok: true,
      value: "narrow dirt trail under the canopy",
    });
  });

  it("describes the scene under the robot, taking scene time and scanning", () => {
    const sim = new Simulation(crossing());
    const scans = sim.stats().scans;
    expect(sim.describeScene()).toEqual({ ok: true, value: "gravel farm road" });
    expect(sim.nowSec()).toBe(1);
    expect(sim.stats().scans).toBe(scans + 1);
  });
});
