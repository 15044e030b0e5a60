import { naturalCompare, type GraphJson } from "../../src/map/index.js";

/**
 * The canonical form `mapToGraphJson` writes (nodes in natural name order, region connections written low name
 * first, connections sorted), computed directly: building a map of 100k regions only to write it out again costs
 * seconds. The names are ranked once with `naturalCompare`; everything after is integer comparisons.
 */
export function canonicalGraph(graph: GraphJson): GraphJson {
  const regions = [...graph.regions].sort((a, b) => naturalCompare(a.name, b.name));
  const objects = [...graph.objects].sort((a, b) => naturalCompare(a.name, b.name));
  const rank = new Map<string, number>();
  for (const node of regions) rank.set(node.name, rank.size);
  for (const node of objects) rank.set(node.name, rank.size);
  const rankOf = (name: string): number => {
    const value = rank.get(name);
    if (value === undefined)
      throw new Error(`synthetic world: connection to unknown node "${name}"`);
    return value;
  };
  const sortEdges = (edges: [string, string][]): [string, string][] =>
    edges
      .map((edge) => ({ edge, a: rankOf(edge[0]), b: rankOf(edge[1]) }))
      .sort((x, y) => x.a - y.a || x.b - y.b)
      .map(({ edge }) => edge);
  const canonical: GraphJson = {
    regions,
    objects,
    region_connections: sortEdges(
      graph.region_connections.map(([a, b]): [string, string] =>
        rankOf(a) <= rankOf(b) ? [a, b] : [b, a],
      ),
    ),
    object_connections: sortEdges(graph.object_connections),
  };
  if (graph.robot_location !== undefined) canonical.robot_location = graph.robot_location;
  return canonical;
}
