import { describe, expect, it } from "vitest";
import { enuWorld, rect } from "../fixtures/worlds/enuWorld.js";
import { feedbackOf, oneStepAtATime, plan, priorGraph, runLoop } from "../agent/helpers.js";

/** A field with a barrel and a truck near the start, neither known to the prior. */
function world() {
  return enuWorld(
    [
      { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 40, 40) },
      { properties: { layer: "object", class: "barrel", inPrior: false }, point: [14, 20] },
      { properties: { layer: "object", class: "truck", inPrior: false }, point: [20, 26] },
    ],
    { start: [10, 20] },
  );
}

const prior = priorGraph({ regions: { home: [10, 20] }, edges: [], robot: "home" });

describe("set_labels", () => {
  it("configures the robot's detector: objects of those classes are detected afterwards, not before", async () => {
    const run = await runLoop(
      world(),
      oneStepAtATime("map_region(home)", "set_labels([barrel])", "map_region(home)"),
      { prior },
    );

    expect(feedbackOf(run.events, "map_region(")).toContain(
      "no objects matching the detector labels",
    );
    expect(feedbackOf(run.events, "set_labels(")).toBe("the detector now looks for: barrel.");
    expect(run.sim.labels).toEqual(["barrel"]);
    expect(run.report.record.labels).toEqual(["barrel"]);
    // The map in a request is live, so look at the updates each request carried instead.
    expect(run.generator.requests[1]!.updates).not.toContain("barrel");
    expect(run.generator.requests[2]!.updates).toContain("barrel_1");
    const map = run.generator.requests.at(-1)!.map;
    expect(map.objectNames()).toEqual(["barrel_1"]);
    expect(map.get("barrel_1")!.attributes["class"]).toBe("barrel");
  });

  it("applies the labels the first reply names as relevant semantics", async () => {
    const run = await runLoop(
      world(),
      (request) =>
        request.iteration === 1
          ? { plan: ["map_region(home)", "replan()"], labels: ["truck"] }
          : plan("answer(done)"),
      { prior },
    );

    expect(run.sim.labels).toEqual(["truck"]);
    expect(feedbackOf(run.events, "map_region(")).toMatch(/the detector now looks for: truck\./);
    expect(run.generator.requests.at(-1)!.map.objectNames()).toEqual(["truck_1"]);
  });
});
