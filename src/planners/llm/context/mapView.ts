import type { Vec2 } from "../../../geo/index.js";
import type { SemanticMap } from "../../../map/index.js";
import type { Relevance } from "../../../relevance/index.js";
import { loadCounter } from "../estimateTokens.js";
import { partitionAreas, type AreaPartition } from "./areas.js";
import { NodeRelevance } from "./nodeRelevance.js";
import { renderView, type RenderedView } from "./renderView.js";
import { viewOrder } from "./selectView.js";

export interface MapViewRequest {
  readonly map: SemanticMap;
  readonly robotXY: Vec2;
  /** The mission's words and the model's own (`primary_goal`, `relevant_semantics`…): what relevance is to. */
  readonly phrases: readonly string[];
  /** Short terms grounded one at a time: the best candidates for each join the view. */
  readonly terms?: readonly string[];
  /** Nodes the model named or a tool returned, most recent first. */
  readonly pinned: readonly string[];
  /** Show the covers (roofs, canopy) the prior marks: the mission is about what the air does not see. */
  readonly covers?: boolean;
  readonly budgetTokens: number;
}

export interface MapView extends RenderedView {
  readonly partition: AreaPartition;
}

/** Areas the map is split into at most: enough to point at, few enough to list. */
const MAX_AREAS = 36;

/**
 * The task-relevant view of the map for one request: the robot's surroundings, what the model named, what the
 * relevance module (shared with the offline planner) finds related to the mission, and everything else
 * collapsed into areas — within a token budget. Validation and execution never use it: they see the full map.
 */
export class MapViewBuilder {
  readonly #relevance: Promise<Relevance | undefined>;
  #nodeRelevance: NodeRelevance | undefined;
  #partition: { revision: number; map: SemanticMap; value: AreaPartition } | undefined;

  constructor(options: { relevance: Promise<Relevance | undefined> }) {
    this.#relevance = options.relevance;
  }

  /** The areas of the map as it is now (cached per map revision). */
  partition(map: SemanticMap): AreaPartition {
    const cached = this.#partition;
    if (cached !== undefined && cached.map === map && cached.revision === map.revision) {
      return cached.value;
    }
    const value = partitionAreas(map, { maxAreas: MAX_AREAS });
    this.#partition = { revision: map.revision, map, value };
    return value;
  }

  async relevance(): Promise<Relevance | undefined> {
    return this.#relevance;
  }

  async build(request: MapViewRequest): Promise<MapView> {
    const { map, robotXY } = request;
    const relevance = await this.#relevance;
    if (relevance !== undefined) this.#nodeRelevance ??= new NodeRelevance(relevance);
    const scores =
      this.#nodeRelevance === undefined
        ? new Map<string, number>()
        : await this.#nodeRelevance.scores({ map, phrases: request.phrases, robotXY });
    const grounded =
      this.#nodeRelevance === undefined
        ? []
        : await this.#nodeRelevance.grounded({ map, terms: request.terms ?? [], robotXY });
    const partition = this.partition(map);
    const groups = viewOrder({
      map,
      robotRegion: map.robotLocation,
      robotXY,
      relevance: scores,
      pinned: request.pinned,
      grounded,
      covers: request.covers ?? false,
    });
    const count = await loadCounter();
    const view = renderView({
      map,
      partition,
      groups,
      relevance: scores,
      robotXY,
      budgetTokens: request.budgetTokens,
      count,
    });
    return { ...view, partition };
  }
}
