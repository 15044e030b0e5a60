import { describe, expect, it } from "vitest";
import { distanceM, type Vec2 } from "../../../src/geo/index.js";
import type { GraphJson } from "../../../src/map/index.js";
import { buildWorldGraph } from "../../../priors/index.js";
import { enuWorld, rect } from "../../fixtures/worlds/enuWorld.js";
import { driveThrough, recorded } from "./helpers.js";

/**
 * A field with a shed (building) in it and three objects the prior does not know: a barrel behind the shed, a
 * barrel 18 m north of the start and a crate 7 m south of it.
 */
function yardWithShed(): ReturnType<typeof enuWorld> {
  const object = (name: string, className: string, point: Vec2) => ({
    properties: { layer: "object", class: className, name, inPrior: false },
    point,
  });
  return enuWorld(
    [
      { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 60, 40) },
      { properties: { layer: "surface", class: "building" }, polygon: rect(20, 16, 26, 24) },
      object("hidden_barrel", "barrel", [29, 20]),
      object("far_barrel", "barrel", [5, 30]),
      object("crate_a", "crate", [5, 5]),
    ],
    { start: [5, 12] },
  );
}

function addedObjects(deltas: { add_nodes?: { name: string; type: string }[] }[]): string[] {
  return deltas
    .flatMap((d) => d.add_nodes ?? [])
    .filter((n) => n.type === "object")
    .map((n) => n.name);
}

describe("mapper object detection", () => {
  it("detects only objects within detection range", () => {
    const { sim, deltas } = recorded(yardWithShed());
    sim.setLabels(["barrel"]);
    // far_barrel is 18 m away: beyond the detector's 15 m.
    expect(addedObjects(deltas)).toEqual([]);
    driveThrough(sim, [[5, 16]]);
    expect(addedObjects(deltas)).toEqual(["far_barrel"]);
    const node = deltas.flatMap((d) => d.add_nodes ?? []).find((n) => n.name === "far_barrel")!;
    expect(node).toEqual({
      name: "far_barrel",
      type: "object",
      coords: [5, 30],
      attributes: { class: "barrel" },
    });
  });

  it("detects an object only once set_labels includes its class", () => {
    const { sim, deltas } = recorded(yardWithShed());
    sim.setLabels(["barrel"]);
    driveThrough(sim, [[5, 10]]);
    expect(addedObjects(deltas)).not.toContain("crate_a");
    const reply = sim.setLabels(["Barrels", "crates"]);
    expect(reply).toEqual({ ok: true, value: "detector labels: barrels, crates" });
    expect(addedObjects(deltas)).toContain("crate_a");
  });

  it("does not detect an object behind a building until it comes into view", () => {
    const { sim, deltas } = recorded(yardWithShed(), { labels: ["barrel"] });
    driveThrough(sim, [[17, 20]]);
    // 12 m away, but the shed is in between.
    expect(addedObjects(deltas)).not.toContain("hidden_barrel");
    driveThrough(sim, [
      [17, 34],
      [29, 34],
    ]);
    expect(addedObjects(deltas)).toContain("hidden_barrel");
  });

  it("connects a detected object to the nearest region that sees it, within vision range when possible", () => {
    const { sim } = recorded(yardWithShed(), { labels: ["barrel", "crate"] });
    driveThrough(sim, [[5, 16]]);
    const graph = sim.snapshot().snapshot;
    const at = new Map(graph.regions.map((r) => [r.name, r.coords as Vec2]));
    for (const object of ["far_barrel", "crate_a"]) {
      const edges = graph.object_connections.filter(([o]) => o === object);
      expect(edges).toHaveLength(1);
      const region = at.get(edges[0]![1])!;
      const point = graph.objects.find((o) => o.name === object)!.coords as Vec2;
      const nearest = Math.min(...[...at.values()].map((c) => distanceM(c, point)));
      expect(distanceM(region, point)).toBeCloseTo(nearest, 6);
      expect(distanceM(region, point)).toBeLessThanOrEqual(10);
    }
  });
});

describe("mapper and objects of the prior", () => {
  /** A field with an old truck that is gone now and a shed that is still there, both in the prior. */
  function yardWithPriorObjects(): ReturnType<typeof enuWorld> {
    return enuWorld(
      [
        { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 60, 40) },
        {
          properties: { layer: "object", class: "truck", name: "old_truck", onlyInPrior: true },
          point: [30, 20],
        },
        { properties: { layer: "object", class: "shed", name: "shed" }, point: [45, 20] },
      ],
      { start: [5, 20] },
    );
  }

  it("removes a prior object that is not there once its spot is in view and its class is a label", () => {
    const { sim, deltas } = recorded(yardWithPriorObjects());
    const objects = (): string[] => sim.snapshot().snapshot.objects.map((o) => o.name);
    expect(objects()).toContain("old_truck");
    driveThrough(sim, [[20, 20]]);
    // In view, but the detector is not looking for trucks: it cannot tell the truck is gone.
    expect(objects()).toContain("old_truck");
    sim.setLabels(["truck"]);
    expect(objects()).not.toContain("old_truck");
    expect(deltas.at(-1)?.remove_nodes).toEqual(["old_truck"]);
  });

  it("keeps a prior object out of view even when its class is a label", () => {
    const { sim } = recorded(yardWithPriorObjects(), { labels: ["truck"] });
    sim.scan();
    expect(sim.snapshot().snapshot.objects.map((o) => o.name)).toContain("old_truck");
  });

  it("gives a known object seen from close by an edge to a region within vision range", () => {
    const world = yardWithPriorObjects();
    // A prior that attaches the shed to a far region only, so it could never be inspected from there.
    const built = buildWorldGraph(world, { view: "prior" });
    const shed = built.objects.find((o) => o.name === "shed")!.coords as Vec2;
    const far = built.regions
      .filter((r) => distanceM(r.coords, shed) > 20)
      .sort((a, b) => distanceM(a.coords, shed) - distanceM(b.coords, shed))[0]!;
    const priorGraph: GraphJson = {
      ...built,
      object_connections: [
        ...built.object_connections.filter(([o]) => o !== "shed"),
        ["shed", far.name],
      ],
    };
    const { sim, deltas } = recorded(world, { priorGraph });
    const shedRegions = (): string[] =>
      sim
        .snapshot()
        .snapshot.object_connections.filter(([o]) => o === "shed")
        .map(([, r]) => r);
    expect(shedRegions()).toEqual([far.name]);
    driveThrough(sim, [[35, 20]]);
    const added = deltas.flatMap((d) => d.add_edges ?? []).filter(([o]) => o === "shed");
    expect(added).toHaveLength(1);
    const region = sim.snapshot().snapshot.regions.find((r) => r.name === added[0]![1])!;
    expect(distanceM(region.coords, shed)).toBeLessThanOrEqual(10);
    expect(shedRegions()).toHaveLength(2);
  });
});
