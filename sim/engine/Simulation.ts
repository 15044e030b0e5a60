import { ok, type Result } from "../../src/errors/index.js";
import {
  parseGraphJson,
  type DeltaReport,
  type GraphDelta,
  type GraphJson,
  type GraphSnapshotMessage,
} from "../../src/map/index.js";
import type { NavigationResult, OccupancyGrid, Pose, RobotClock } from "../../src/robot/index.js";
import { buildWorldGraph } from "../../priors/index.js";
import type { World } from "../world/index.js";
import { castCostmap } from "./castCostmap.js";
import { DetectorLabels } from "./DetectorLabels.js";
import { ClassVocabulary, OpenVocabulary } from "./OpenVocabulary.js";
import { Drive, type DriveHost } from "./Drive.js";
import { Mapper, type MapperListener } from "./Mapper.js";
import { resolveSettings, type SimulationOptions, type SimulationSettings } from "./options.js";
import { RobotBody, type TrajectorySample } from "./RobotBody.js";
import { SimClock } from "./SimClock.js";
import { TruthWorld } from "./TruthWorld.js";
import { Vision } from "./Vision.js";

/** One `inspect` call, for evaluation ("every expected object was inspected"). */
export interface InspectionRecord {
  readonly object: string;
  readonly query: string;
  readonly ok: boolean;
  readonly answer: string;
  readonly tSec: number;
}

/** Counters and wall-clock cost of the simulation's work, for benchmarks and run reports. */
export interface SimulationStats {
  scans: number;
  scanMs: number;
  costmaps: number;
  costmapMs: number;
  deltas: number;
}

/**
 * The built-in simulator (the paper's Unity testbed stand-in): a robot driving on a simulated clock through a
 * loaded world, an onboard mapper that starts from the prior graph and publishes graph deltas as the robot sees
 * the truth, a lidar costmap and a vision-language model that reports ground-truth descriptions.
 *
 * Nothing here waits on a wall clock: time moves only when the robot drives, turns or uses its camera.
 * `SimRobotPort` (sim/port) wraps it as a `RobotPort`, optionally paced in real time.
 *
 * @example
 * const sim = new Simulation(world, { labels: ["radio tower"] });
 * sim.onGraphMessage((delta) => console.log(delta));
 * const result = sim.navigate({ x: 30, y: 40, yawRad: 0 });
 */
export class Simulation {
  readonly world: World;
  readonly truth: TruthWorld;
  /** The mapper's starting map. */
  readonly priorGraph: GraphJson;
  readonly settings: SimulationSettings;
  readonly clock: RobotClock;
  readonly #clock = new SimClock();
  readonly #body: RobotBody;
  readonly #mapper: Mapper;
  readonly #vision: Vision;
  #labels: DetectorLabels;
  #vocabulary = ClassVocabulary.WORDS_ONLY;
  /** Label changes by meaning, applied in the order they were asked for. */
  #labelChanges: Promise<unknown> = Promise.resolve();
  #sinceScanM = 0;
  #drive: Drive | undefined;
  #costmap: { x: number; y: number; grid: OccupancyGrid } | undefined;
  readonly #inspections: InspectionRecord[] = [];
  readonly #stats: SimulationStats = { scans: 0, scanMs: 0, costmaps: 0, costmapMs: 0, deltas: 0 };

  constructor(world: World, options: SimulationOptions = {}) {
    this.world = world;
    this.settings = resolveSettings(options);
    this.clock = this.#clock;
    const { resolutionM } = this.settings;
    this.truth = new TruthWorld(world, { resolutionM });
    this.priorGraph = checkedPrior(
      options.priorGraph ?? buildWorldGraph(world, { view: "prior", resolutionM }),
    );
    this.#labels = new DetectorLabels(options.labels ?? [], this.#vocabulary);
    const start = options.start ?? world.start;
    this.#body = new RobotBody(
      { x: start[0], y: start[1], yawRad: options.startYawRad ?? 0 },
      { nowSec: 0, sampleEveryM: 1 },
    );
    this.#mapper = new Mapper(this.truth, this.priorGraph, this.settings);
    if (options.start !== undefined) {
      // The prior's robot_location was chosen for the world's start; a moved start needs its own.
      const nearest = this.#mapper.map.nearestRegions(start, { count: 1 })[0];
      if (nearest !== undefined) this.#mapper.placeRobot(nearest);
    }
    this.#vision = new Vision(this.truth, this.settings);
  }

  pose(): Pose {
    return this.#body.pose;
  }

  nowSec(): number {
    return this.#clock.nowSec();
  }

  /** Metres driven since the start. */
  get odometerM(): number {
    return this.#body.odometerM;
  }

  /** Positions with times, at least one sample per metre driven and one at every stop. */
  trajectory(): readonly TrajectorySample[] {
    return this.#body.trajectory;
  }

  /** The detector's labels, normalised to snake_case. */
  get labels(): readonly string[] {
    return this.#labels.labels;
  }

  inspections(): readonly InspectionRecord[] {
    return this.#inspections;
  }

  stats(): Readonly<SimulationStats> {
    return { ...this.#stats };
  }

  /** `seq` of the last published delta (0 before the first). */
  get seq(): number {
    return this.#mapper.seq;
  }

  /** Subscribe to the mapper's deltas (plain JSON-compatible objects, delivered synchronously). */
  onGraphMessage(listener: MapperListener): () => void {
    return this.#mapper.subscribe(listener);
  }

  /** `{seq, snapshot}` of the mapper's current map. */
  snapshot(): GraphSnapshotMessage {
    return this.#mapper.snapshot(this.nowSec());
  }

  /** Map changes the agent made itself; adopted without being published back. */
  applyAgentUpdate(delta: Omit<GraphDelta, "seq">): DeltaReport {
    return this.#mapper.applyAgentUpdate(delta);
  }

  /** Drive to a goal and return how it went. */
  navigate(goal: Pose, options: { toleranceM?: number } = {}): NavigationResult {
    const drive = this.beginNavigation(goal, options);
    return drive.run();
  }

  /**
   * Start a drive to be advanced in slices of simulated time ({@link Drive.advance}); a drive still running is
   * cancelled first, as a new move_base goal preempts the old one.
   */
  beginNavigation(goal: Pose, { toleranceM = 1 }: { toleranceM?: number } = {}): Drive {
    this.#drive?.cancel();
    const drive = new Drive(this.#driveHost(), goal, { toleranceM });
    this.#drive = drive;
    return drive;
  }

  /** The drive in progress, if any. */
  get activeDrive(): Drive | undefined {
    return this.#drive?.done === false ? this.#drive : undefined;
  }

  /** Run a mapper scan now; returns the delta it published, if anything changed. */
  scan(): GraphDelta | undefined {
    const started = performance.now();
    this.#sinceScanM = 0;
    const delta = this.#mapper.scan(this.#body.position, this.#labels, this.nowSec());
    this.#stats.scans += 1;
    this.#stats.scanMs += performance.now() - started;
    if (delta !== undefined) this.#stats.deltas += 1;
    return delta;
  }

  /** The lidar's local costmap around the robot, recomputed only when the robot has moved. */
  costmap(): OccupancyGrid {
    const { x, y } = this.pose();
    if (this.#costmap?.x === x && this.#costmap.y === y) return this.#costmap.grid;
    const started = performance.now();
    const grid = castCostmap(this.truth.rasters, [x, y], {
      sizeM: this.settings.costmapSizeM,
      rangeM: this.settings.lidarRangeM,
      stampSec: this.nowSec(),
    });
    this.#stats.costmaps += 1;
    this.#stats.costmapMs += performance.now() - started;
    this.#costmap = { x, y, grid };
    return grid;
  }

  /**
   * Work out (asynchronously: WordNet reads files) what the world's object classes are called and what they are
   * kinds of, and read labels by meaning from now on: `vehicle` finds trucks, `drum` finds barrels (see
   * OpenVocabulary). Classes are the truth's objects and the objects on the mapper's map; terms are cached per
   * process. The current labels are re-read at the next scan. Until this has run, labels match by their words
   * only (the same words or the same head noun).
   */
  async loadVocabulary(): Promise<ClassVocabulary> {
    const vocabulary = await OpenVocabulary.shared.vocabularyFor(this.#objectClasses());
    this.#vocabulary = vocabulary;
    this.#labels = new DetectorLabels(this.#labels.labels, vocabulary);
    return vocabulary;
  }

  /**
   * Set the detector's labels as an open-vocabulary detector reads them (after {@link loadVocabulary}), then
   * scan. Calls take effect in the order they were made.
   */
  setLabelsByMeaning(labels: readonly string[]): Promise<Result<string>> {
    const change = this.#labelChanges.then(async () => {
      await this.loadVocabulary();
      return this.setLabels(labels);
    });
    this.#labelChanges = change.catch(() => undefined);
    return change;
  }

  /**
   * Set the detector's labels, then scan. They are read by the vocabulary loaded so far: words only until
   * {@link loadVocabulary} has run.
   */
  setLabels(labels: readonly string[]): Result<string> {
    this.#labels = new DetectorLabels(labels, this.#vocabulary);
    this.scan();
    const list = this.#labels.labels;
    return ok(
      list.length === 0 ? "detector labels cleared" : `detector labels: ${list.join(", ")}`,
    );
  }

  /** Ask the vision-language model about an object; costs `vlmSeconds` of simulated time. */
  inspect(object: string, query: string): Result<string> {
    const position = this.#body.position;
    const known = this.#mapper.map.has(object) || this.truth.objects.get(object) !== undefined;
    if (known) this.#clock.advance(this.settings.vlmSeconds);
    const answer = this.#vision.inspect(object, { position, map: this.#mapper.map });
    this.#inspections.push({
      object,
      query,
      ok: answer.ok,
      answer: answer.ok ? answer.value : answer.error,
      tSec: this.nowSec(),
    });
    return answer;
  }

  /** Caption the robot's surroundings (the topmost surface under it); costs `sceneSeconds` and triggers a scan. */
  describeScene(): Result<string> {
    this.#clock.advance(this.settings.sceneSeconds);
    this.scan();
    return this.#vision.describeScene(this.#body.position);
  }

  /** Classes of the truth's objects and of the objects on the mapper's map (the prior's, the agent's). */
  #objectClasses(): Set<string> {
    const classes = new Set(this.truth.objects.items().map((object) => object.className));
    const map = this.#mapper.map;
    for (const name of map.objectNames()) {
      const cls = map.get(name)?.attributes["class"];
      if (typeof cls === "string") classes.add(cls);
    }
    return classes;
  }

  #driveHost(): DriveHost {
    const { speedMps, stepM, turnRateRadps, robotRadiusM, scanEveryM } = this.settings;
    return {
      body: this.#body,
      clock: this.#clock,
      traversable: this.truth.rasters.traversable,
      speedMps,
      stepM,
      turnRateRadps,
      robotRadiusM,
      travelled: (distanceM) => {
        this.#sinceScanM += distanceM;
        if (this.#sinceScanM >= scanEveryM - 1e-9) this.scan();
      },
      finished: () => {
        this.scan();
      },
    };
  }
}

/** A prior handed in by a caller must be a consistent graph; a broken one is a bug in the caller. */
function checkedPrior(graph: GraphJson): GraphJson {
  const parsed = parseGraphJson(graph);
  if (!parsed.ok) throw new Error(`priorGraph is not a valid graph: ${parsed.error.join("; ")}`);
  return parsed.value.graph;
}
