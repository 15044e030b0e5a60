import { distanceM, type Vec2 } from "../../geo/index.js";
import { formatStep } from "../../plan/index.js";
import { boxOf, insideBox } from "./mapQueries.js";
import { DETECTOR_REACH_M, type Decision, type Situation } from "./tactics.js";

/** Ground within this distance of open water's box is its shore: where anything "at the lake" stands. */
const SHORE_M = 12;
/** The shore counts as searched when the detector has passed this share of its regions. */
const SHORE_COVERED_SHARE = 0.85;

/**
 * Open water is searched from its shore, never entered: the robot drives round the regions along it, nearest
 * unseen first, until the detector has passed most of them. "Along the mere's edge", "by the pond" are its banks.
 * `decision` is undefined when the shore is seen, or none of it is known and reachable (`known` says which): the
 * caller moves on. A `glance` stops at the first bank seen.
 */
export function shoreSearch(
  situation: Situation,
  water: string,
  why: string,
  options: { glance?: boolean } = {},
): { decision?: Decision; known: boolean } {
  const shore = shoreRegions(situation, water);
  if (shore === undefined) return { known: false };
  const decision = nextShoreStop(situation, water, why, shore, options.glance === true);
  return decision === undefined ? { known: true } : { decision, known: true };
}

function nextShoreStop(
  situation: Situation,
  water: string,
  why: string,
  shore: readonly { name: string; at: Vec2 }[],
  glance: boolean,
): Decision | undefined {
  const { memory, here } = situation;
  const trail = memory.lookingTrail(situation.request.trail);
  const seen = (point: Vec2): boolean => trail.some((p) => distanceM(p, point) <= DETECTOR_REACH_M);
  const unseen = shore.filter(({ at }) => !seen(at));
  if (unseen.length <= (1 - SHORE_COVERED_SHARE) * shore.length) return undefined;
  // Water found only by meaning is worth a look from its nearest bank, not a lap of it.
  if (glance && unseen.length < shore.length) return undefined;
  // "Along the canal by the alders": the bank inside another place the mission or the operator names comes
  // first, nearest first.
  const { focus, map } = situation;
  const others = [...focus.hinted, ...focus.anchors, ...focus.mentioned]
    .filter((name) => name !== water)
    .map((name) => boxOf(map, name))
    .filter((box) => box !== undefined);
  const inOther = (at: Vec2): number => (others.some((box) => insideBox(box, at)) ? 0 : 1);
  const next = unseen
    .filter(({ name }) => !memory.isRetired(water, shoreKey(name)) && name !== situation.location)
    .sort(
      (a, b) => inOther(a.at) - inOther(b.at) || distanceM(a.at, here) - distanceM(b.at, here),
    )[0];
  if (next === undefined) return undefined;
  return {
    goal: situation.goalText,
    relevant: [water, next.name],
    reasoning: [
      why,
      `The robot cannot drive on water, so I search its shore: ${unseen.length} of its ${shore.length} known shore regions are not seen yet; next ${next.name}.`,
    ],
    plan: [formatStep("goto", [next.name]), "replan()"],
    intention: { kind: "sweep", target: water, key: shoreKey(next.name) },
  };
}

/** Reachable regions within SHORE_M of the water's box; undefined when the map has no box for it. */
function shoreRegions(
  situation: Situation,
  water: string,
): { name: string; at: Vec2 }[] | undefined {
  const { map } = situation;
  const box = boxOf(map, water);
  if (box === undefined) return undefined;
  const [minX, minY, maxX, maxY] = box;
  const home = map.components.componentOf(situation.location);
  const shore: { name: string; at: Vec2 }[] = [];
  for (const name of map.regionNames()) {
    const at = map.coordsOf(name);
    if (at === undefined) continue;
    const dx = Math.max(minX - at[0], 0, at[0] - maxX);
    const dy = Math.max(minY - at[1], 0, at[1] - maxY);
    if (Math.hypot(dx, dy) > SHORE_M) continue;
    if (map.components.componentOf(name) === home) shore.push({ name, at });
  }
  return shore.length > 0 ? shore : undefined;
}

function shoreKey(region: string): string {
  return `shore:${region}`;
}
