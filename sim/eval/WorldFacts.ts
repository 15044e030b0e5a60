import { fail, ok, type Result } from "../../src/errors/index.js";
import type { Vec2 } from "../../src/geo/index.js";
import { loadGraph, type GraphJson, type SemanticMap } from "../../src/map/index.js";
import { buildWorldGraph } from "../../priors/index.js";
import type { Mission } from "../missions/index.js";
import { loadWorldFile, type World } from "../world/index.js";
import { RegionNetwork } from "./RegionNetwork.js";

/** What the evaluation needs to know about a mission's world beyond what the robot may see. */
export interface WorldFacts {
  readonly world: World;
  /** The prior the world derives (before any perturbation). */
  readonly prior: GraphJson;
  readonly truth: GraphJson;
  readonly truthMap: SemanticMap;
  readonly truthNetwork: RegionNetwork;
  readonly priorNetwork: RegionNetwork;
  /** Where the mission starts by default (the mission's `start`, else the world's), ENU metres. */
  readonly nominalStartM: Vec2;
}

/**
 * Loads and derives world facts once per world file: every trial and method of a mission shares them, and
 * building the graphs again for each of a few hundred runs would dominate the evaluation's time.
 */
export class WorldFactsCache {
  readonly #worlds = new Map<string, Result<Omit<WorldFacts, "nominalStartM">, string[]>>();

  /** Facts for a mission's world; graph worlds (no geometry) are not supported by the evaluation. */
  factsFor(mission: Mission): Result<WorldFacts, string[]> {
    if (mission.world.kind !== "geojson") {
      return fail([
        `${mission.source}: the evaluation runs geojson worlds only (this mission uses a graph world)`,
      ]);
    }
    const path = mission.world.path;
    let cached = this.#worlds.get(path);
    if (cached === undefined) {
      cached = derive(path);
      this.#worlds.set(path, cached);
    }
    if (!cached.ok) return cached;
    const facts = cached.value;
    const nominalStartM =
      mission.start === undefined ? facts.world.start : facts.world.frame.toEnu(mission.start);
    return ok({ ...facts, nominalStartM });
  }
}

function derive(path: string): Result<Omit<WorldFacts, "nominalStartM">, string[]> {
  const loaded = loadWorldFile(path);
  if (!loaded.ok) return loaded;
  const world = loaded.value;
  const prior = buildWorldGraph(world, { view: "prior" });
  const truth = buildWorldGraph(world, { view: "truth" });
  const truthMap = loadGraph(truth);
  if (!truthMap.ok) return fail([`${path}: the truth graph is inconsistent`, ...truthMap.error]);
  return ok({
    world,
    prior,
    truth,
    truthMap: truthMap.value.map,
    truthNetwork: new RegionNetwork(truth),
    priorNetwork: new RegionNetwork(prior),
  });
}
