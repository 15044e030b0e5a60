import type { Vec2 } from "../../../src/geo/index.js";
import type { GraphDelta } from "../../../src/map/index.js";
import type { NavigationResult } from "../../../src/robot/index.js";
import { Simulation, type SimulationOptions } from "../../../sim/engine/index.js";
import type { World } from "../../../sim/world/index.js";
import { crossingWorld, enuWorld, rect } from "../../fixtures/worlds/enuWorld.js";

/** A simulation with every published delta collected in `deltas`. */
export function recorded(
  world: World,
  options: SimulationOptions = {},
): { sim: Simulation; deltas: GraphDelta[] } {
  const sim = new Simulation(world, options);
  const deltas: GraphDelta[] = [];
  sim.onGraphMessage((delta) => deltas.push(delta));
  return { sim, deltas };
}

let loadedCrossing: World | undefined;

/** The crossing fixture world, loaded once per test file. */
export function crossing(): World {
  loadedCrossing ??= crossingWorld();
  return loadedCrossing;
}

/** Drive through waypoints, failing the test if one is not reached. */
export function driveThrough(sim: Simulation, waypoints: readonly Vec2[]): NavigationResult[] {
  return waypoints.map(([x, y]) => {
    const result = sim.navigate({ x, y, yawRad: 0 });
    if (result.status !== "reached") throw new Error(`waypoint (${x}, ${y}): ${result.message}`);
    return result;
  });
}

/** In the crossing world, from the start around the south end of the new fence and over the road bridge. */
export const TO_EAST_BANK: readonly Vec2[] = [
  [40, 15],
  [50, 15],
  [50, 40],
  [92, 40],
];

/** In the crossing world, from the start around the farmhouse to the path toward the collapsed footbridge. */
export const TO_FOOTPATH: readonly Vec2[] = [
  [34, 45],
  [34, 58],
];

/**
 * A field with a covered dirt yard to its east: the satellite sees only canopy there, so the prior has no
 * regions in the yard, while the ground truth has some.
 */
export function coveredYardWorld(): World {
  return enuWorld(
    [
      { properties: { layer: "surface", class: "field" }, polygon: rect(0, 0, 30, 20) },
      {
        properties: { layer: "surface", class: "dirt", coveredFromAir: true },
        polygon: rect(30, 0, 60, 20),
      },
    ],
    { start: [5, 10] },
  );
}

export function regionNamesOf(sim: Simulation): string[] {
  return sim.snapshot().snapshot.regions.map((region) => region.name);
}

export function hasEdge(sim: Simulation, a: string, b: string): boolean {
  return sim
    .snapshot()
    .snapshot.region_connections.some(([p, q]) => (p === a && q === b) || (p === b && q === a));
}
