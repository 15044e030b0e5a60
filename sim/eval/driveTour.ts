import { headingRad, type Vec2 } from "../../src/geo/index.js";
import type { RobotPort } from "../../src/robot/index.js";
import { RegionNetwork } from "./RegionNetwork.js";

export interface TourDrive {
  readonly distanceM: number;
  readonly simSeconds: number;
  /** Viewpoints the robot found no way to (every route had an edge its footprint does not fit through). */
  readonly missed: number;
  /** Region edges found blocked on the way and routed around. */
  readonly blockedEdges: number;
}

export interface DriveTourOptions {
  readonly port: RobotPort;
  readonly network: RegionNetwork;
  /** The region the robot stands at. */
  readonly start: number;
  /** Regions to drive to, in order. */
  readonly viewpoints: readonly number[];
  readonly signal?: AbortSignal;
}

/** Tries per viewpoint before it is given up (each try finds one more edge blocked). */
const MAX_REROUTES = 6;

/**
 * Drive from viewpoint to viewpoint along the network's shortest paths with the robot port, so the robot's own
 * mapper sees everything on the way. An edge the robot cannot drive (its footprint is wider than the graph
 * builder's check) is given up: the robot returns to the region it left and takes the next-best route.
 */
export async function driveTour(options: DriveTourOptions): Promise<TourDrive> {
  const { port, network, signal } = options;
  const startSec = port.clock.nowSec();
  const blocked = new Set<string>();
  let distanceM = 0;
  let missed = 0;
  let at = options.start;
  const driveTo = async (region: number): Promise<boolean> => {
    const point = network.coordsAt(region);
    const pose = port.pose();
    const result = await port.navigate(
      { x: point[0], y: point[1], yawRad: headingRad([pose.x, pose.y], point) },
      { toleranceM: 1, ...(signal === undefined ? {} : { signal }) },
    );
    distanceM += result.distanceM;
    return result.status === "reached";
  };
  for (const viewpoint of options.viewpoints) {
    let arrived = at === viewpoint;
    for (let attempt = 0; !arrived && attempt < MAX_REROUTES; attempt += 1) {
      if (signal?.aborted === true) break;
      const path = RegionNetwork.pathTo(network.drivesFrom(at, { blocked }), viewpoint);
      if (path === undefined) break;
      arrived = true;
      for (const next of path.slice(1)) {
        if (await driveTo(next)) {
          at = next;
          continue;
        }
        blocked.add(RegionNetwork.edgeKey(at, next));
        arrived = false;
        // Back to where the leg started, which the robot just came from.
        if (!(await driveTo(at))) at = nearestTo(network, port);
        break;
      }
    }
    if (!arrived) missed += 1;
  }
  await port.stop();
  return {
    distanceM,
    simSeconds: port.clock.nowSec() - startSec,
    missed,
    blockedEdges: blocked.size,
  };
}

function nearestTo(network: RegionNetwork, port: RobotPort): number {
  const pose = port.pose();
  const here: Vec2 = [pose.x, pose.y];
  return network.nearest(here) ?? 0;
}
