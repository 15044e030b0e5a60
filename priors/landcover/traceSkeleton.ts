/**
 * Polylines (as cell index chains) of a one-cell-wide 8-connected skeleton: between end cells and junctions,
 * with adjacent junction cells taken as one junction (thinning leaves small clumps where branches meet), and
 * closed loops as chains that start and end on the same cell. The mask must have an empty border.
 */
export function traceSkeleton(mask: Uint8Array, width: number): SkeletonGraph {
  const offsets = [width, width + 1, 1, -width + 1, -width, -width - 1, -1, width - 1];
  const neighboursOf = (i: number): number[] =>
    offsets.map((o) => i + o).filter((j) => mask[j] === 1);
  const node = new Map<number, number>();
  const cells: number[] = [];
  for (let i = 0; i < mask.length; i += 1) if (mask[i] === 1) cells.push(i);
  let nodes = 0;
  for (const i of cells) {
    if (node.has(i) || neighboursOf(i).length === 2) continue;
    // A node: an end, an isolated cell, or a clump of junction cells flooded together.
    const id = nodes++;
    const stack = [i];
    node.set(i, id);
    while (stack.length > 0) {
      const j = stack.pop() ?? 0;
      if (neighboursOf(j).length < 3) continue;
      for (const k of neighboursOf(j)) {
        if (!node.has(k) && neighboursOf(k).length >= 3) {
          node.set(k, id);
          stack.push(k);
        }
      }
    }
  }
  const edges: SkeletonEdge[] = [];
  const walked = new Set<number>();
  const walk = (from: number, first: number): number[] => {
    const chain = [from, first];
    let previous = from;
    let current = first;
    while (!node.has(current)) {
      walked.add(current);
      const next = neighboursOf(current).find(
        (j) => j !== previous && !(chain.length > 2 && j === chain[chain.length - 3]),
      );
      if (next === undefined || next === chain[0]) {
        if (next !== undefined) chain.push(next);
        break;
      }
      previous = current;
      current = next;
      chain.push(current);
    }
    return chain;
  };
  const seenStarts = new Set<string>();
  for (const [cell, id] of node) {
    for (const first of neighboursOf(cell)) {
      if (node.get(first) === id) continue;
      const key = `${id}:${first}`;
      if (seenStarts.has(key) || walked.has(first)) continue;
      seenStarts.add(key);
      const chain = walk(cell, first);
      const last = chain[chain.length - 1] ?? cell;
      const before = chain[chain.length - 2] ?? cell;
      const endId = node.get(last);
      if (endId !== undefined) seenStarts.add(`${endId}:${before}`);
      edges.push({ from: id, to: endId ?? id, cells: chain });
    }
  }
  // Loops with no junction or end on them.
  for (const i of cells) {
    if (node.has(i) || walked.has(i)) continue;
    const id = nodes++;
    node.set(i, id);
    const [first] = neighboursOf(i);
    if (first === undefined) continue;
    const chain = walk(i, first);
    if (chain[chain.length - 1] !== i) chain.push(i);
    edges.push({ from: id, to: id, cells: chain });
  }
  return { nodeCount: nodes, edges };
}

export interface SkeletonEdge {
  from: number;
  to: number;
  /** Cell indices from `from` to `to`, both ends included. */
  cells: number[];
}

export interface SkeletonGraph {
  nodeCount: number;
  edges: SkeletonEdge[];
}
