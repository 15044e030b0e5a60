import { formatVec } from "../geo/index.js";
import { closestPair, type SemanticMap } from "../map/index.js";

/**
 * Feedback for an unreachable target, as in SPINE: name the closest pair of regions between the robot's part of
 * the map and the target's, and suggest `extend_map` from one toward the other.
 */
export function unreachableMessage(
  map: SemanticMap,
  from: string,
  target: string,
  fromLabel: string,
): string {
  const pair = closestPair(map, from, target);
  const where = `from ${from} (${fromLabel})`;
  if (pair === undefined) {
    return `there is no known path ${where} to ${target}. Use extend_map(x_m, y_m) toward it to find one.`;
  }
  const near = map.coordsOf(pair.near);
  const far = map.coordsOf(pair.far);
  if (near === undefined || far === undefined)
    return `there is no known path ${where} to ${target}.`;
  const farCoords = formatVec(far);
  const extendArgs = farCoords.slice(1, -1);
  if (pair.far === target && map.isObject(target)) {
    return (
      `there is no known path ${where} to ${target}: it is not connected to any region yet. The nearest region ` +
      `you can reach is ${pair.near} ${formatVec(near)}, ${pair.distanceM.toFixed(1)} m from ${target} ${farCoords}. ` +
      `Go there and call extend_map(${extendArgs}) to grow the map toward it.`
    );
  }
  return (
    `there is no known path ${where} to ${target}. The closest pair of regions between the robot's part of the ` +
    `map and ${target}'s is ${pair.near} ${formatVec(near)} and ${pair.far} ${farCoords}, ` +
    `${pair.distanceM.toFixed(1)} m apart. If extend_map finds a connection between them, ${target} becomes ` +
    `reachable: e.g. goto(${pair.near}), then extend_map(${extendArgs}). Otherwise find another route. Your goal ` +
    `and relevant graph may stay the same.`
  );
}
