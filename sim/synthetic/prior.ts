import type { GraphJson } from "../../src/map/index.js";
import type { Draw } from "./random.js";

/**
 * The prior: the truth minus round(`dropFraction` × eligible) nodes chosen at random (with their connections),
 * descriptions hidden (world-format.md §3). `keep` names are never dropped. The same contract as
 * `priors/dropPriorNodes` + `hideDescriptions`, done in one linear pass because those rebuild a full map twice,
 * which is most of the time at 100k regions.
 */
export function derivePrior(
  truth: GraphJson,
  options: { dropFraction: number; keep: ReadonlySet<string>; draw: Draw },
): GraphJson {
  const { dropFraction, keep, draw } = options;
  const eligible = [...truth.regions, ...truth.objects]
    .map((node) => node.name)
    .filter((name) => !keep.has(name));
  const count = Math.round(dropFraction * eligible.length);
  // Partial Fisher–Yates: the first `count` slots end up a uniform random sample.
  for (let i = 0; i < count; i += 1) {
    const j = i + draw.index(eligible.length - i);
    const picked = eligible[j] as string;
    eligible[j] = eligible[i] as string;
    eligible[i] = picked;
  }
  const dropped = new Set(eligible.slice(0, count));
  const kept = (edge: readonly [string, string]): boolean =>
    !dropped.has(edge[0]) && !dropped.has(edge[1]);
  const hide = ({ description: _hidden, ...node }: GraphJson["regions"][number]) => node;
  const prior: GraphJson = {
    regions: truth.regions.filter((node) => !dropped.has(node.name)).map(hide),
    objects: truth.objects.filter((node) => !dropped.has(node.name)).map(hide),
    region_connections: truth.region_connections.filter(kept),
    object_connections: truth.object_connections.filter(kept),
  };
  if (truth.robot_location !== undefined) prior.robot_location = truth.robot_location;
  return prior;
}
