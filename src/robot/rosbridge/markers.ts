import type { Vec2 } from "../../geo/index.js";
import type { SemanticMap } from "../../map/index.js";
import type { Pose } from "../types.js";
import {
  header,
  ZERO_TIME,
  type ColorRGBA,
  type MarkerArrayMsg,
  type MarkerMsg,
  type Point,
} from "./msgs.js";
import { poseMsg } from "./poseMsgs.js";

/** What is drawn besides the map itself. */
export interface MarkerExtras {
  /** The current plan: region names (resolved against the map; unknown ones are skipped) or points. */
  plan?: readonly (string | Vec2)[];
  /** Frontier points (where known space meets unknown). */
  frontiers?: readonly Vec2[];
  /** Drawn as an arrow; the plan line starts here. */
  robot?: Pose;
}

export interface MarkerStyle {
  frameId: string;
  /** A text label per node; turn off for very large maps. */
  labels: boolean;
}

/** visualization_msgs/Marker type and action numbers. */
export const MARKER_TYPE = {
  ARROW: 0,
  CUBE: 1,
  SPHERE: 2,
  CYLINDER: 3,
  LINE_STRIP: 4,
  LINE_LIST: 5,
  CUBE_LIST: 6,
  SPHERE_LIST: 7,
  POINTS: 8,
  TEXT_VIEW_FACING: 9,
} as const;

export const MARKER_ACTION = { ADD: 0, DELETE: 2, DELETEALL: 3 } as const;

/** Colours are 0–1 with alpha > 0, or RViz and Foxglove draw nothing. */
const COLORS = {
  region: { r: 0.2, g: 0.45, b: 0.9, a: 0.9 },
  robotRegion: { r: 1, g: 0.55, b: 0.1, a: 1 },
  object: { r: 0.15, g: 0.75, b: 0.3, a: 0.95 },
  edge: { r: 0.55, g: 0.55, b: 0.6, a: 0.8 },
  objectEdge: { r: 0.15, g: 0.75, b: 0.3, a: 0.45 },
  plan: { r: 1, g: 0.85, b: 0.1, a: 1 },
  frontier: { r: 0.85, g: 0.2, b: 0.85, a: 0.9 },
  robot: { r: 1, g: 0.3, b: 0.2, a: 1 },
  label: { r: 1, g: 1, b: 1, a: 0.95 },
} satisfies Record<string, ColorRGBA>;

const LABEL_HEIGHT_M = 1.5;

/**
 * The map (regions, objects, edges), the plan and frontiers as one MarkerArray. It starts with DELETEALL so each
 * array replaces the previous drawing entirely (nodes the mapper removed disappear); `ns` + `id` identify each
 * marker as the conventions require.
 */
export function buildMarkerArray(
  map: SemanticMap,
  extras: MarkerExtras,
  style: MarkerStyle,
): MarkerArrayMsg {
  const make = (ns: string, id: number, type: number, fields: Partial<MarkerMsg>): MarkerMsg => ({
    ...marker(style.frameId, ns, id, type),
    ...fields,
  });
  const markers: MarkerMsg[] = [
    { ...marker(style.frameId, "", 0, MARKER_TYPE.ARROW), action: MARKER_ACTION.DELETEALL },
  ];
  const regions = map.regionNames();
  const objects = map.objectNames();
  const at = (name: string, z = 0): Point | undefined => {
    const coords = map.coordsOf(name);
    return coords === undefined ? undefined : point(coords, z);
  };
  if (regions.length > 0) {
    markers.push(
      make("regions", 0, MARKER_TYPE.SPHERE_LIST, {
        scale: { x: 1, y: 1, z: 1 },
        points: regions.map((name) => at(name) ?? point([0, 0])),
        colors: regions.map((name) =>
          name === map.robotLocation ? COLORS.robotRegion : COLORS.region,
        ),
        color: COLORS.region,
      }),
    );
  }
  if (objects.length > 0) {
    markers.push(
      make("objects", 0, MARKER_TYPE.CUBE_LIST, {
        scale: { x: 0.8, y: 0.8, z: 0.8 },
        points: objects.map((name) => at(name, 0.4) ?? point([0, 0])),
        color: COLORS.object,
      }),
    );
  }
  const lines = (kind: "region" | "object"): Point[] =>
    map.edges(kind).flatMap(([a, b]) => {
      const from = at(a);
      const to = at(b);
      return from === undefined || to === undefined ? [] : [from, to];
    });
  const regionEdges = lines("region");
  if (regionEdges.length > 0) {
    markers.push(
      make("edges", 0, MARKER_TYPE.LINE_LIST, {
        scale: line(0.15),
        points: regionEdges,
        color: COLORS.edge,
      }),
    );
  }
  const objectEdges = lines("object");
  if (objectEdges.length > 0) {
    markers.push(
      make("object_edges", 0, MARKER_TYPE.LINE_LIST, {
        scale: line(0.06),
        points: objectEdges,
        color: COLORS.objectEdge,
      }),
    );
  }
  const plan = planPoints(map, extras);
  if (plan.length >= 2) {
    markers.push(
      make("plan", 0, MARKER_TYPE.LINE_STRIP, {
        scale: line(0.3),
        points: plan,
        color: COLORS.plan,
      }),
    );
  }
  const frontiers = extras.frontiers ?? [];
  if (frontiers.length > 0) {
    markers.push(
      make("frontiers", 0, MARKER_TYPE.SPHERE_LIST, {
        scale: { x: 0.6, y: 0.6, z: 0.6 },
        points: frontiers.map((p) => point(p)),
        color: COLORS.frontier,
      }),
    );
  }
  if (extras.robot !== undefined) {
    markers.push(
      make("robot", 0, MARKER_TYPE.ARROW, {
        pose: poseMsg(extras.robot),
        scale: { x: 1.5, y: 0.4, z: 0.4 },
        color: COLORS.robot,
      }),
    );
  }
  if (style.labels) {
    [...regions, ...objects].forEach((name, index) => {
      const position = at(name, LABEL_HEIGHT_M);
      if (position === undefined) return;
      markers.push(
        make("labels", index, MARKER_TYPE.TEXT_VIEW_FACING, {
          pose: { position, orientation: { x: 0, y: 0, z: 0, w: 1 } },
          scale: { x: 0, y: 0, z: 0.8 },
          color: COLORS.label,
          text: name,
        }),
      );
    });
  }
  return { markers };
}

function planPoints(map: SemanticMap, extras: MarkerExtras): Point[] {
  const points: Point[] = [];
  if (extras.robot !== undefined) points.push(point([extras.robot.x, extras.robot.y], 0.2));
  for (const step of extras.plan ?? []) {
    const coords = typeof step === "string" ? map.coordsOf(step) : step;
    if (coords !== undefined) points.push(point(coords, 0.2));
  }
  return points;
}

function marker(frameId: string, ns: string, id: number, type: number): MarkerMsg {
  return {
    header: header(frameId),
    ns,
    id,
    type,
    action: MARKER_ACTION.ADD,
    pose: { position: { x: 0, y: 0, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } },
    scale: { x: 1, y: 1, z: 1 },
    color: COLORS.region,
    lifetime: { ...ZERO_TIME },
    frame_locked: false,
    points: [],
    colors: [],
    text: "",
    mesh_resource: "",
    mesh_use_embedded_materials: false,
  };
}

function point(coords: Vec2, z = 0): Point {
  return { x: coords[0], y: coords[1], z };
}

/** Lines use only scale.x, the line width. */
function line(widthM: number): Point {
  return { x: widthM, y: 0, z: 0 };
}
