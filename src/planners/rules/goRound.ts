import { distanceM, formatVec, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import type { SweepArea } from "./sweepTactics.js";
import { round, type Decision, type Situation } from "./tactics.js";

/** How far outside its outline the robot goes round a building, and how far apart its stops are. */
const ROUND_OFFSET_M = 3;
const ROUND_STEP_M = 10;
/** A stop passed within this distance has been looked at. */
const PASSED_M = 6;
/** Part of a lap: a building with no door found by then is better searched for from elsewhere. */
const MAX_STOPS = 6;

/**
 * Every way in tried and no door known: go round the outside of a walled area, stop by stop, as a person
 * looking for the door would. The next stop is the nearest one along the outline not yet passed; each is tried
 * once. Undefined once the robot has been all the way round.
 */
export function goRoundTactic(
  situation: Situation,
  area: SweepArea,
  why: string,
): Decision | undefined {
  const { memory, here, request } = situation;
  const tried = perimeterStops(area.box).filter((stop) =>
    memory.isRetired(area.id, roundKey(stop)),
  ).length;
  if (tried >= MAX_STOPS) return undefined;
  const trail = memory.lookingTrail(request.trail);
  const stops = perimeterStops(area.box).filter(
    (stop) =>
      !memory.isRetired(area.id, roundKey(stop)) &&
      !trail.some((point) => distanceM(point, stop) <= PASSED_M),
  );
  const next = stops.sort((a, b) => distanceM(a, here) - distanceM(b, here))[0];
  if (next === undefined) return undefined;
  return {
    goal: situation.goalText,
    relevant: [area.node ?? area.id, situation.location],
    reasoning: [
      why,
      `No way into it is known yet, so I go round its outside looking for a door: next toward ${formatVec(next)}.`,
    ],
    plan: [formatStep("extend_map", [round(next[0]), round(next[1])]), "replan()"],
    intention: { kind: "sweep", target: area.id, key: roundKey(next) },
  };
}

function roundKey(point: Vec2): string {
  return `round:${point[0].toFixed(0)},${point[1].toFixed(0)}`;
}

/** Points every ROUND_STEP_M along the box, ROUND_OFFSET_M outside it. */
function perimeterStops(box: readonly [number, number, number, number]): Vec2[] {
  const [minX, minY, maxX, maxY] = box.map((v, i) =>
    i < 2 ? v - ROUND_OFFSET_M : v + ROUND_OFFSET_M,
  ) as [number, number, number, number];
  const corners: Vec2[] = [
    [minX, minY],
    [maxX, minY],
    [maxX, maxY],
    [minX, maxY],
  ];
  const stops: Vec2[] = [];
  for (let i = 0; i < corners.length; i += 1) {
    const a = corners[i] as Vec2;
    const b = corners[(i + 1) % corners.length] as Vec2;
    const steps = Math.max(1, Math.round(distanceM(a, b) / ROUND_STEP_M));
    for (let k = 0; k < steps; k += 1)
      stops.push([a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps]);
  }
  return stops;
}
