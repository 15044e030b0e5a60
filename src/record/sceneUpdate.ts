import {
  classColor,
  DISCOVERED_REGION,
  PLAN,
  PRIOR_REGION,
  REMOVED,
  ROBOT,
  type Rgb,
} from "../feed/colors.js";
import { classOf, type MissionState } from "../feed/mapState.js";

/** Foxglove `SceneUpdate` messages (JSON) drawing the mission's map, robot, track and plan in the 3D panel. */
type Time = { sec: number; nsec: number };
const FRAME = "map";
const IDENTITY = { x: 0, y: 0, z: 0, w: 1 };

const point = (x: number, y: number, z = 0): { x: number; y: number; z: number } => ({ x, y, z });
const rgba = (c: Rgb, a = 1): Rgb & { a: number } => ({ ...c, a });

function entity(
  id: string,
  timestamp: Time,
  parts: Record<string, unknown[]>,
): Record<string, unknown> {
  return {
    timestamp,
    frame_id: FRAME,
    id,
    lifetime: { sec: 0, nsec: 0 },
    frame_locked: false,
    metadata: [],
    arrows: [],
    cubes: [],
    spheres: [],
    cylinders: [],
    lines: [],
    triangles: [],
    texts: [],
    models: [],
    ...parts,
  };
}

/**
 * The map as two entities: `map/prior` (the start map's regions in grey, its objects by class with labels, its
 * connections) and `map/found` (what the mission added, in blue, and connections found blocked, in red). Foxglove
 * keeps an entity until one with the same id replaces it, so the recorder re-sends the prior only when it changed.
 */
export function mapEntities(
  state: MissionState,
  timestamp: Time,
): { prior: Record<string, unknown>; found: Record<string, unknown> } {
  const part = (prior: boolean): Record<string, unknown[]> => {
    const spheres: unknown[] = [];
    const cubes: unknown[] = [];
    const texts: unknown[] = [];
    for (const node of state.nodes.values()) {
      if (node.prior !== prior) continue;
      const pose = { position: point(node.x, node.y), orientation: IDENTITY };
      if (node.type === "region") {
        const color = rgba(prior ? PRIOR_REGION : DISCOVERED_REGION, 0.8);
        spheres.push({ pose, size: point(1.5, 1.5, 1.5), color });
      } else {
        cubes.push({ pose, size: point(1, 1, 1), color: rgba(classColor(classOf(node))) });
        texts.push({
          pose: { position: point(node.x, node.y, 1.5), orientation: IDENTITY },
          billboard: true,
          font_size: 12,
          scale_invariant: true,
          color: rgba({ r: 1, g: 1, b: 1 }),
          text: node.name,
        });
      }
    }
    const edgePoints: unknown[] = [];
    for (const edge of state.edges.values()) {
      if (edge.prior !== prior) continue;
      const a = state.nodes.get(edge.a);
      const b = state.nodes.get(edge.b);
      if (a !== undefined && b !== undefined) edgePoints.push(point(a.x, a.y), point(b.x, b.y));
    }
    const lines = [line(edgePoints, prior ? PRIOR_REGION : DISCOVERED_REGION, 1)];
    if (!prior)
      lines.push(
        line(
          state.removedEdges.flatMap((e) => [
            point(e.a[0], e.a[1], 0.1),
            point(e.b[0], e.b[1], 0.1),
          ]),
          REMOVED,
          3,
        ),
      );
    return { spheres, cubes, texts, lines };
  };
  return {
    prior: entity("map/prior", timestamp, part(true)),
    found: entity("map/found", timestamp, part(false)),
  };
}

function line(points: unknown[], color: Rgb, thickness: number): object {
  return {
    type: 2,
    pose: { position: point(0, 0), orientation: IDENTITY },
    thickness,
    scale_invariant: true,
    points,
    color: rgba(color, 0.9),
    colors: [],
    indices: [],
  };
}

/** The robot (an arrow), its track and the current plan's targets. */
export function robotScene(state: MissionState, timestamp: Time): object {
  const arrows: unknown[] = [];
  if (state.pose !== undefined) {
    const half = state.pose.yawRad / 2;
    arrows.push({
      pose: {
        position: point(state.pose.x, state.pose.y, 0.5),
        orientation: { x: 0, y: 0, z: Math.sin(half), w: Math.cos(half) },
      },
      shaft_length: 2,
      shaft_diameter: 0.5,
      head_length: 1,
      head_diameter: 1.2,
      color: rgba(ROBOT),
    });
  }
  const targets: unknown[] = [];
  for (const step of state.planTargets()) {
    for (const name of step.nodes) {
      const node = state.nodes.get(name);
      if (node !== undefined)
        targets.push({
          pose: { position: point(node.x, node.y, 0.2), orientation: IDENTITY },
          size: point(3, 3, 0.2),
          color: rgba(PLAN, 0.6),
        });
    }
    for (const [x, y] of step.points)
      targets.push({
        pose: { position: point(x, y, 0.2), orientation: IDENTITY },
        size: point(3, 3, 0.2),
        color: rgba(PLAN, 0.6),
      });
  }
  const track = {
    type: 0,
    pose: { position: point(0, 0), orientation: IDENTITY },
    thickness: 2,
    scale_invariant: true,
    points: state.track.map(([x, y]) => point(x, y, 0.3)),
    color: rgba(ROBOT, 0.8),
    colors: [],
    indices: [],
  };
  return {
    deletions: [],
    entities: [
      entity("robot", timestamp, { arrows, lines: state.track.length > 1 ? [track] : [] }),
      entity("plan", timestamp, { cylinders: targets }),
    ],
  };
}
