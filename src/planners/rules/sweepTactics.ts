import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import { boxLattice } from "./coverage.js";
import {
  DETECTOR_REACH_M,
  connectTactic,
  reachable,
  round,
  type Decision,
  type Situation,
} from "./tactics.js";
import { wallDetour } from "./wallDetour.js";
import { goRoundTactic } from "./goRound.js";
import { failedToward } from "./gapVerdict.js";

/** An area to sweep: a landmark the prior marks (canopy, a roof, a building) or a hole in the prior. */
export interface SweepArea {
  /** The landmark's node name, or the hole's id; memory keys use it. */
  readonly id: string;
  readonly center: Vec2;
  readonly box: readonly [number, number, number, number];
  /** Set when the area is a map node (so the gap route can use its connections). */
  readonly node?: string;
  /** Walls around it (a building, a roof): what is inside is seen only from inside. */
  readonly walled?: boolean;
  /** Ground fills its box (a named place the prior maps region by region), so its edges are searched too. */
  readonly filled?: boolean;
}

/**
 * Sweep an area the prior cannot see into: enter it by extending the map toward its middle (trying other entry
 * points when one fails), then drive toward the nearest part the detector has not passed over yet, until most
 * of it has been seen (the caller stops calling once it is covered).
 */
export function sweepTactic(
  situation: Situation,
  area: SweepArea,
  why: string,
): Decision | undefined {
  const { memory, request, here } = situation;
  const [minX, minY, maxX, maxY] = area.box;
  const inBox = here[0] >= minX && here[0] <= maxX && here[1] >= minY && here[1] <= maxY;
  const inside = inBox || memory.entered.has(area.id);
  // Near a walled place's middle but outside its walls, with the ways in from here refused (a wall at the robot's
  // nose): go round it for its door rather than push at the wall again.
  const refused = (): boolean =>
    boxLattice(area.box, [], DETECTOR_REACH_M, { walled: true }).unseen.some((point) =>
      memory.isRetired(area.id, sweepKey(point)),
    );
  // (A wall already met is followed to its end instead: wallDetour below.)
  const noWallToFollow = (): boolean =>
    wallDetour(memory.walls, here, boxMiddle(area.box), (key) => memory.isRetired(area.id, key)) ===
    undefined;
  if (!inBox && area.walled === true && named(situation, area) && refused() && noWallToFollow()) {
    const round = goRoundTactic(situation, area, why);
    if (round !== undefined) return round;
  }
  if (!inside && distanceM(area.center, here) > 12) {
    // A room of the area is already on the map and reachable (a floor the prior shows, a door found earlier):
    // drive in there rather than open a new way.
    const room = interiorRegion(situation, area);
    if (room !== undefined && !memory.isRetired(area.id, `enter:${room}`)) {
      return {
        goal: situation.goalText,
        relevant: [area.node ?? area.id, room],
        reasoning: [
          why,
          `${room} is inside it and reachable on the known map, so I drive in there to search it from inside.`,
        ],
        plan: [formatStep("goto", [room]), "replan()"],
        intention: { kind: "sweep", target: area.id, key: `enter:${room}` },
      };
    }
    // Beside it, with one of its walls already met: follow the wall to its end (a door, a corner) to get in.
    const aim = area.node === undefined ? area.center : boxMiddle(area.box);
    const detour =
      distanceToBoxM(area.box, here) <= WALL_FOLLOW_M
        ? wallDetour(memory.walls, here, aim, (key) => memory.isRetired(area.id, key))
        : undefined;
    if (detour !== undefined) {
      return {
        goal: situation.goalText,
        relevant: [area.node ?? area.id, situation.location],
        reasoning: [
          why,
          `Its wall from ${formatVec(detour.wall[0])} to ${formatVec(detour.wall[1])} stands between the robot and its inside, so I extend the map past the wall's end, toward ${formatVec(detour.point)}, to find a way in.`,
        ],
        plan: [
          formatStep("extend_map", [round(detour.point[0]), round(detour.point[1])]),
          "replan()",
        ],
        intention: { kind: "sweep", target: area.id, key: detour.key },
      };
    }
    return (
      connectTactic(
        situation,
        area.node ?? area.id,
        `${why} What is under it does not show from the air, so I go into it.`,
        {
          kind: "sweep",
          ...(area.node === undefined ? { goalCoords: area.center } : {}),
        },
      ) ??
      // Going all the way round costs a lap: only for a place the mission or the operator names.
      (area.walled === true && named(situation, area)
        ? goRoundTactic(situation, area, why)
        : undefined)
    );
  }
  const { seen, unseen } = boxLattice(
    area.box,
    memory.lookingTrail(request.trail),
    DETECTOR_REACH_M,
    { walled: area.walled === true, filled: area.filled === true },
  );
  // (A drive toward a point that already failed from here, on this area or a neighbouring one, meets the same
  // obstacle again.)
  const open = unseen.filter(
    (point) =>
      !memory.isRetired(area.id, sweepKey(point)) &&
      distanceM(point, here) >= 6 &&
      !failedToward(memory.failedDirections, here, point),
  );
  const nearest = open.sort((a, b) => distanceM(a, here) - distanceM(b, here))[0];
  if (nearest === undefined) return undefined;
  // In the open, one drive sweeps a whole row (the detector sees a swath either side), as a mower does: each
  // drive is one planning iteration, and short hops spend them fast. Behind walls, room by room.
  // (A row's end is a point of its own: one that a drive already failed to reach is not tried again.)
  const row = area.walled === true ? undefined : rowTarget([...seen, ...unseen], open, here);
  const next =
    row === undefined ||
    memory.isRetired(area.id, sweepKey(row)) ||
    failedToward(memory.failedDirections, here, row)
      ? nearest
      : row;
  // A wall exploration already met stands in the way: go around its end (a doorway, a corner) first.
  const detour = wallDetour(memory.walls, here, next, (key) => memory.isRetired(area.id, key));
  if (detour !== undefined) {
    return {
      goal: situation.goalText,
      relevant: [area.node ?? area.id, situation.location],
      reasoning: [
        why,
        `The part around ${formatVec(next)} has not been seen yet, but the wall from ${formatVec(detour.wall[0])} to ${formatVec(detour.wall[1])} blocks it, so I extend the map past its end, toward ${formatVec(detour.point)}.`,
      ],
      plan: [
        formatStep("extend_map", [round(detour.point[0]), round(detour.point[1])]),
        "replan()",
      ],
      intention: { kind: "sweep", target: area.id, key: detour.key },
    };
  }
  return {
    goal: situation.goalText,
    relevant: [area.node ?? area.id, situation.location],
    reasoning: [
      why,
      `The robot is in the area; the part around ${formatVec(next)} has not been seen yet, so I extend the map there.`,
    ],
    plan: [formatStep("extend_map", [round(next[0]), round(next[1])]), "replan()"],
    intention: { kind: "sweep", target: area.id, key: sweepKey(next) },
  };
}

/**
 * Look around a spot where more targets of the same kind may be (towers come in groups, barrels in stacks):
 * drive toward the nearest unseen part of a box around it. Undefined when the box is seen well enough.
 */
export function searchAroundTactic(
  situation: Situation,
  around: string,
  radiusM: number,
  why: string,
  /** Where the next one most likely is (the next of a row): unseen ground nearest it is looked at first. */
  toward?: Vec2,
): Decision | undefined {
  const { map, memory, request, here } = situation;
  const center = map.coordsOf(around);
  if (center === undefined) return undefined;
  const box = [
    center[0] - radiusM,
    center[1] - radiusM,
    center[0] + radiusM,
    center[1] + radiusM,
  ] as const;
  const { seen, unseen } = boxLattice(box, memory.lookingTrail(request.trail), DETECTOR_REACH_M);
  if (seen.length >= SEARCH_AROUND_SHARE * (seen.length + unseen.length)) return undefined;
  const key = `around:${around}`;
  const next = unseen
    .filter((point) => !memory.isRetired(key, sweepKey(point)) && distanceM(point, here) >= 6)
    .sort((a, b) => distanceM(a, toward ?? here) - distanceM(b, toward ?? here))[0];
  if (next === undefined) return undefined;
  return {
    goal: situation.goalText,
    relevant: [around],
    reasoning: [
      why,
      `I look around ${around} toward ${formatVec(next)}, which the robot has not seen yet.`,
    ],
    plan: [formatStep("extend_map", [round(next[0]), round(next[1])]), "replan()"],
    intention: { kind: "sweep", target: key, key: sweepKey(next) },
  };
}

/**
 * The next point of a mower's pattern over an area's lattice: rows along its longer side, spread evenly over it
 * at most two swaths apart; the row with unseen ground nearest the robot is driven end to end (to its near end
 * first when the robot is off it). Undefined when no row has unseen ground.
 */
function rowTarget(
  lattice: readonly Vec2[],
  unseen: readonly Vec2[],
  here: Vec2,
): Vec2 | undefined {
  if (lattice.length === 0) return undefined;
  const extent = (axis: 0 | 1): [number, number] => [
    Math.min(...lattice.map((p) => p[axis])),
    Math.max(...lattice.map((p) => p[axis])),
  ];
  const [x0, x1] = extent(0);
  const [y0, y1] = extent(1);
  const along: 0 | 1 = x1 - x0 >= y1 - y0 ? 0 : 1;
  const across: 0 | 1 = along === 0 ? 1 : 0;
  const [low, high] = across === 0 ? [x0, x1] : [y0, y1];
  const rows = Math.max(1, Math.ceil((high - low) / (2 * DETECTOR_REACH_M * SWATH_OVERLAP)));
  const halfGapM = (high - low) / rows / 2;
  let best: { near: Vec2; far: Vec2; d: number } | undefined;
  for (let k = 0; k < rows; k += 1) {
    const row = low + halfGapM * (2 * k + 1);
    const on = unseen.filter((p) => Math.abs(p[across] - row) <= halfGapM + 1e-6);
    if (on.length === 0) continue;
    const first = Math.min(...on.map((p) => p[along]));
    const last = Math.max(...on.map((p) => p[along]));
    const at = (value: number): Vec2 => (along === 0 ? [value, row] : [row, value]);
    const [near, far] =
      Math.abs(here[along] - first) <= Math.abs(here[along] - last)
        ? [at(first), at(last)]
        : [at(last), at(first)];
    // On the row already: drive on to its far end. Off it: get to its near end first.
    const onRow = Math.abs(here[across] - row) <= halfGapM;
    const d = onRow ? 0 : distanceM(here, near);
    if (best === undefined || d < best.d) best = { near, far, d };
  }
  if (best === undefined) return undefined;
  return best.d > 0 ? best.near : best.far;
}

/** Rows a little closer than two detector reaches, so the swaths overlap. */
const SWATH_OVERLAP = 0.8;

/** Close enough to an area's outline to follow a wall of it that exploration met. */
const WALL_FOLLOW_M = 15;

function boxMiddle(box: readonly [number, number, number, number]): Vec2 {
  return [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];
}

function distanceToBoxM(box: readonly [number, number, number, number], at: Vec2): number {
  const dx = Math.max(box[0] - at[0], 0, at[0] - box[2]);
  const dy = Math.max(box[1] - at[1], 0, at[1] - box[3]);
  return Math.hypot(dx, dy);
}

/** The reachable region inside an area's outline nearest the robot, if the map has one. */
function interiorRegion(situation: Situation, area: SweepArea): string | undefined {
  const { map, here } = situation;
  const [minX, minY, maxX, maxY] = area.box;
  const radiusM = Math.hypot(maxX - minX, maxY - minY) / 2;
  const inBox = (name: string): boolean => {
    const at = map.coordsOf(name);
    return at !== undefined && at[0] >= minX && at[0] <= maxX && at[1] >= minY && at[1] <= maxY;
  };
  return map
    .nearestRegions(area.center, {
      count: 20,
      maxDistanceM: radiusM,
      filter: (name) => inBox(name) && reachable(situation, name),
    })
    .sort(
      (a, b) => distanceM(map.coordsOf(a) ?? here, here) - distanceM(map.coordsOf(b) ?? here, here),
    )[0];
}

/** Stop searching around a find once the detector has passed over this share of the box. */
const SEARCH_AROUND_SHARE = 0.6;

export function sweepKey(point: Vec2): string {
  return `sweep:${Math.round(point[0])},${Math.round(point[1])}`;
}

function named(situation: Situation, area: SweepArea): boolean {
  const node = area.node ?? area.id;
  return situation.focus.anchors.includes(node) || situation.focus.hinted.includes(node);
}
