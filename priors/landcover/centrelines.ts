import { simplify } from "@turf/turf";
import type { LineString } from "geojson";
import type { Vec2 } from "../../src/geo/index.js";
import type { Grid } from "../../sim/raster/index.js";
import { thinMask } from "./thin.js";
import { traceSkeleton, type SkeletonEdge } from "./traceSkeleton.js";

/**
 * The centrelines of a road, path or other linear area given as a 0/1 mask (with an empty border): its
 * skeleton (Zhang–Suen thinning), traced into polylines, with the short spurs thinning leaves at ends and
 * corners pruned (shorter than 1.5 × the area's mean width), joined through the junctions that pruning leaves
 * with two branches, and simplified (turf, to within a cell). ENU metres.
 */
export function maskCentrelines(
  {
    mask,
    maskWidth,
    col0,
    row0,
  }: { mask: Uint8Array; maskWidth: number; col0: number; row0: number },
  grid: Pick<Grid, "originX" | "originY" | "resolutionM">,
): Vec2[][] {
  const area = mask.reduce((sum, v) => sum + v, 0);
  thinMask(mask, maskWidth);
  const { edges } = traceSkeleton(mask, maskWidth);
  const lengthOf = (edge: SkeletonEdge): number => chainLength(edge.cells, maskWidth);
  const skeletonCells = mask.reduce((sum, v) => sum + v, 0);
  const meanWidthCells = area / Math.max(1, skeletonCells);
  const spurCells = Math.max(2 / grid.resolutionM, 1.5 * meanWidthCells);
  const kept = pruneSpurs(edges, lengthOf, spurCells);
  const toEnu = (i: number): Vec2 => {
    const col = i % maskWidth;
    const row = (i - col) / maskWidth;
    return [
      grid.originX + (col0 + col + 0.5) * grid.resolutionM,
      grid.originY + (row0 + row + 0.5) * grid.resolutionM,
    ];
  };
  return joinThroughTwoWayNodes(kept).map((cells) => {
    const line: LineString = { type: "LineString", coordinates: cells.map((i) => [...toEnu(i)]) };
    if (line.coordinates.length < 3) return line.coordinates.map(([x = 0, y = 0]): Vec2 => [x, y]);
    // turf's simplify is planar Douglas–Peucker: the tolerance is in the coordinates' units, metres here.
    const simplified = simplify(line, { tolerance: grid.resolutionM, highQuality: false });
    return simplified.coordinates.map(([x = 0, y = 0]): Vec2 => [x, y]);
  });
}

/** Remove branches that end in nothing and are shorter than `spurCells`, as long as something else remains. */
function pruneSpurs(
  edges: readonly SkeletonEdge[],
  lengthOf: (edge: SkeletonEdge) => number,
  spurCells: number,
): SkeletonEdge[] {
  let kept = [...edges];
  for (let round = 0; round < 2; round += 1) {
    const degree = degrees(kept);
    const isSpur = (edge: SkeletonEdge): boolean =>
      edge.from !== edge.to &&
      ((degree.get(edge.from) === 1 && (degree.get(edge.to) ?? 0) >= 3) ||
        (degree.get(edge.to) === 1 && (degree.get(edge.from) ?? 0) >= 3)) &&
      lengthOf(edge) < spurCells;
    const next = kept.filter((edge) => !isSpur(edge));
    if (next.length === kept.length || next.length === 0) break;
    kept = next;
  }
  return kept;
}

/** Chains of cells: edges joined end to end wherever exactly two meet. */
function joinThroughTwoWayNodes(edges: readonly SkeletonEdge[]): number[][] {
  const degree = degrees(edges);
  const byNode = new Map<number, SkeletonEdge[]>();
  for (const edge of edges) {
    for (const end of [edge.from, edge.to]) {
      const list = byNode.get(end) ?? [];
      list.push(edge);
      byNode.set(end, list);
    }
  }
  const used = new Set<SkeletonEdge>();
  const chains: number[][] = [];
  const extend = (chain: number[], atNode: number, from: SkeletonEdge): void => {
    let node = atNode;
    let edge = from;
    while (degree.get(node) === 2) {
      const next = (byNode.get(node) ?? []).find(
        (candidate) => candidate !== edge && !used.has(candidate),
      );
      if (next === undefined) return;
      used.add(next);
      const cells = next.from === node ? next.cells : [...next.cells].reverse();
      chain.push(...cells.slice(1));
      node = next.from === node ? next.to : next.from;
      edge = next;
    }
  };
  // Start from ends and junctions first, so a chain runs junction to junction; loops are left for last.
  const ordered = [...edges].sort(
    (a, b) => Number(degree.get(a.from) === 2) - Number(degree.get(b.from) === 2),
  );
  for (const edge of ordered) {
    if (used.has(edge)) continue;
    used.add(edge);
    const chain = [...edge.cells];
    extend(chain, edge.to, edge);
    chain.reverse();
    extend(chain, edge.from, edge);
    chains.push(chain);
  }
  return chains;
}

function degrees(edges: readonly SkeletonEdge[]): Map<number, number> {
  const degree = new Map<number, number>();
  for (const edge of edges) {
    degree.set(edge.from, (degree.get(edge.from) ?? 0) + 1);
    degree.set(edge.to, (degree.get(edge.to) ?? 0) + 1);
  }
  return degree;
}

function chainLength(cells: readonly number[], width: number): number {
  let length = 0;
  for (let k = 1; k < cells.length; k += 1) {
    const step = Math.abs((cells[k] ?? 0) - (cells[k - 1] ?? 0));
    length += step === 1 || step === width ? 1 : Math.SQRT2;
  }
  return length;
}
