import type { Vec2 } from "../../src/geo/index.js";
import {
  applyDelta,
  mapFromGraphJson,
  mapToGraphJson,
  type AppliedChanges,
  type DeltaReport,
  type GraphDelta,
  type GraphJson,
  type GraphSnapshotMessage,
  type SemanticMap,
} from "../../src/map/index.js";
import { segmentTraversable } from "../raster/index.js";
import { associateRegions } from "./associateRegions.js";
import type { DetectorLabels } from "./DetectorLabels.js";
import { EdgeIndex, edgeKey } from "./EdgeIndex.js";
import { EdgeObstacles } from "./EdgeObstacles.js";
import { findObjectChanges } from "./findObjectChanges.js";
import { findRegionEdges } from "./findRegionEdges.js";
import { findRemovals } from "./findRemovals.js";
import { NameRegistry } from "./NameRegistry.js";
import { PointIndex, type NamedPoint } from "./PointIndex.js";
import type { MapperSettings, ScanContext } from "./ScanContext.js";
import type { TruthWorld } from "./TruthWorld.js";

/** A graph delta as the mapper publishes it (world-format.md §4). */
export type MapperListener = (message: GraphDelta) => void;

/**
 * The simulated onboard semantic mapper. It keeps its own copy of the map (starting as the prior), compares it
 * with the truth around the robot at each scan and publishes what changed as a graph delta, `seq` 1, 2, 3, …
 * Scans look only within sensor range, through R-trees over truth regions, truth objects, known regions,
 * known objects and known region edges.
 *
 * NOTE: single-threaded and synchronous — listeners run inside {@link scan}, in subscription order.
 */
export class Mapper {
  readonly #truth: TruthWorld;
  readonly #settings: MapperSettings;
  readonly #map: SemanticMap;
  readonly #names = new NameRegistry();
  readonly #associations = new Map<string, string>();
  readonly #edges = new EdgeIndex();
  readonly #edgeObstacles: EdgeObstacles;
  readonly #knownObjects: PointIndex<NamedPoint>;
  readonly #blockedByAgent = new Set<string>();
  readonly #listeners = new Set<MapperListener>();
  #seq = 0;

  constructor(truth: TruthWorld, prior: GraphJson, settings: MapperSettings) {
    this.#truth = truth;
    this.#settings = settings;
    this.#map = mapFromGraphJson(prior);
    this.#edgeObstacles = new EdgeObstacles(truth.rasters.traversable);
    // Object names are claimed up front, so a generated region name can never take the name an object will
    // have once it is detected.
    for (const feature of truth.world.features) {
      if (feature.layer === "object") this.#names.observe(feature.name);
    }
    for (const name of [...this.#map.regionNames(), ...this.#map.objectNames()]) {
      this.#names.observe(name);
    }
    this.#knownObjects = new PointIndex(
      this.#map.objectNames().map((name) => ({ name, point: this.#coords(name) })),
    );
    for (const [a, b] of this.#map.edges("region")) {
      this.#edges.upsert(a, b, this.#coords(a), this.#coords(b));
    }
  }

  /** The mapper's map. Read it, never change it: changes go through {@link applyAgentUpdate}. */
  get map(): SemanticMap {
    return this.#map;
  }

  /** `seq` of the last published delta; 0 before the first. */
  get seq(): number {
    return this.#seq;
  }

  subscribe(listener: MapperListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Place the robot without publishing anything (start-up). */
  placeRobot(region: string): void {
    this.#map.setRobotLocation(region);
  }

  /** Scan at the robot's position; publishes and returns the delta, or nothing when nothing changed. */
  scan(position: Vec2, labels: DetectorLabels, stampSec: number): GraphDelta | undefined {
    const context: ScanContext = {
      truth: this.#truth,
      map: this.#map,
      position,
      labels,
      settings: this.#settings,
    };
    const protectedRegions = new Set<string>();
    if (this.#map.robotLocation !== undefined) protectedRegions.add(this.#map.robotLocation);
    const changes: AppliedChanges[] = [];
    changes.push(
      this.#apply(
        findRemovals(context, {
          edges: this.#edges,
          edgeObstacles: this.#edgeObstacles,
          knownObjects: this.#knownObjects,
          protectedRegions,
        }),
      ),
    );
    const { visible, addNodes } = associateRegions(context, {
      associations: this.#associations,
      names: this.#names,
    });
    if (addNodes.length > 0) changes.push(this.#apply({ add_nodes: addNodes }));
    const regionEdges = findRegionEdges(context, { visible, blockedByAgent: this.#blockedByAgent });
    const objects = findObjectChanges(context);
    changes.push(
      this.#apply({
        add_nodes: objects.addNodes,
        add_edges: [...regionEdges, ...objects.addEdges],
      }),
    );
    // Like the prior builder's robot_location: the nearest region the robot could drive to straight, so a region
    // on the far side of a fence (or on the debris itself) is never where the robot "is".
    const here = this.#map.nearestRegions(position, {
      count: 1,
      maxDistanceM: this.#settings.robotLocationRadiusM,
      filter: (name) =>
        segmentTraversable(this.#truth.rasters.traversable, position, this.#coords(name)),
    })[0];
    if (here !== undefined && here !== this.#map.robotLocation) {
      changes.push(this.#apply({ robot_location: here }));
    }
    return this.#publish(changes, stampSec);
  }

  /**
   * Adopt changes the agent made to its own map (regions from its exploration, edges it added or found blocked,
   * its location) without publishing them back: later snapshots include them and later scans associate with
   * them instead of duplicating them.
   */
  applyAgentUpdate(delta: Omit<GraphDelta, "seq">): DeltaReport {
    const report = this.#applyReport({ ...delta, seq: this.#seq });
    for (const [a, b] of report.applied.removedEdges) this.#blockedByAgent.add(edgeKey(a, b));
    for (const [a, b] of report.applied.addedEdges) this.#blockedByAgent.delete(edgeKey(a, b));
    return report;
  }

  /** The full map as `{seq, snapshot}`, for start-up and resync after a gap. */
  snapshot(stampSec?: number): GraphSnapshotMessage {
    const message: GraphSnapshotMessage = { seq: this.#seq, snapshot: mapToGraphJson(this.#map) };
    if (stampSec !== undefined) message.stamp = stampSec;
    return message;
  }

  #apply(delta: Omit<GraphDelta, "seq">): AppliedChanges {
    return this.#applyReport({ ...delta, seq: this.#seq }).applied;
  }

  /** Every change to the map goes through here, so the indexes follow it. */
  #applyReport(delta: GraphDelta): DeltaReport {
    const report = applyDelta(this.#map, delta);
    const { applied } = report;
    for (const name of applied.removedNodes) this.#knownObjects.remove(name);
    for (const [a, b] of applied.removedEdges) this.#edges.remove(a, b);
    for (const node of applied.addedNodes) {
      this.#names.observe(node.name);
      if (node.type === "object")
        this.#knownObjects.insert({ name: node.name, point: node.coords });
    }
    for (const update of applied.updatedNodes) {
      if (update.coords === undefined) continue;
      if (this.#map.isObject(update.name)) {
        this.#knownObjects.insert({ name: update.name, point: update.coords });
      } else {
        for (const other of this.#map.neighbors(update.name, "region"))
          this.#indexEdge(update.name, other);
      }
    }
    for (const [a, b] of applied.addedEdges) {
      if (this.#map.isRegion(a) && this.#map.isRegion(b)) this.#indexEdge(a, b);
    }
    return report;
  }

  #indexEdge(a: string, b: string): void {
    this.#edges.upsert(a, b, this.#coords(a), this.#coords(b));
  }

  #coords(name: string): Vec2 {
    const coords = this.#map.coordsOf(name);
    if (coords === undefined)
      throw new Error(`mapper index out of step: "${name}" is not in the map`);
    return coords;
  }

  #publish(changes: readonly AppliedChanges[], stampSec: number): GraphDelta | undefined {
    const delta: GraphDelta = { seq: this.#seq + 1, stamp: stampSec };
    const removeEdges = changes.flatMap((c) => c.removedEdges);
    const removeNodes = changes.flatMap((c) => c.removedNodes);
    const addNodes = changes.flatMap((c) => c.addedNodes);
    const addEdges = changes.flatMap((c) => c.addedEdges);
    const location = changes.reduce<string | undefined>(
      (last, c) => c.robotLocation ?? last,
      undefined,
    );
    if (removeEdges.length > 0) delta.remove_edges = removeEdges;
    if (removeNodes.length > 0) delta.remove_nodes = removeNodes;
    if (addNodes.length > 0) delta.add_nodes = addNodes;
    if (addEdges.length > 0) delta.add_edges = addEdges;
    if (location !== undefined) delta.robot_location = location;
    if (Object.keys(delta).length === 2) return undefined;
    this.#seq = delta.seq;
    // Each listener gets its own plain-JSON copy: what one does with it cannot change what another sees.
    for (const listener of this.#listeners) listener(structuredClone(delta));
    return structuredClone(delta);
  }
}
