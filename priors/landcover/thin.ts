/**
 * Zhang–Suen thinning of a 0/1 mask in place, down to a one-cell-wide 8-connected skeleton. The mask must have
 * an empty one-cell border. Only cells still set are examined on each pass, so the cost is the area times the
 * half-width in cells, not the bounding box times it.
 */
export function thinMask(mask: Uint8Array, width: number): void {
  let live: number[] = [];
  for (let i = 0; i < mask.length; i += 1) if (mask[i] === 1) live.push(i);
  const remove: number[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const pass of [0, 1]) {
      remove.length = 0;
      for (const i of live) {
        // p2 … p9: north, north-east, east, south-east, south, south-west, west, north-west.
        const p2 = mask[i + width] ?? 0;
        const p3 = mask[i + width + 1] ?? 0;
        const p4 = mask[i + 1] ?? 0;
        const p5 = mask[i - width + 1] ?? 0;
        const p6 = mask[i - width] ?? 0;
        const p7 = mask[i - width - 1] ?? 0;
        const p8 = mask[i - 1] ?? 0;
        const p9 = mask[i + width - 1] ?? 0;
        const neighbours = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
        if (neighbours < 2 || neighbours > 6) continue;
        const transitions =
          (p2 === 0 && p3 === 1 ? 1 : 0) +
          (p3 === 0 && p4 === 1 ? 1 : 0) +
          (p4 === 0 && p5 === 1 ? 1 : 0) +
          (p5 === 0 && p6 === 1 ? 1 : 0) +
          (p6 === 0 && p7 === 1 ? 1 : 0) +
          (p7 === 0 && p8 === 1 ? 1 : 0) +
          (p8 === 0 && p9 === 1 ? 1 : 0) +
          (p9 === 0 && p2 === 1 ? 1 : 0);
        if (transitions !== 1) continue;
        const keep =
          pass === 0
            ? p2 * p4 * p6 !== 0 || p4 * p6 * p8 !== 0
            : p2 * p4 * p8 !== 0 || p2 * p6 * p8 !== 0;
        if (!keep) remove.push(i);
      }
      for (const i of remove) mask[i] = 0;
      if (remove.length > 0) changed = true;
    }
    live = live.filter((i) => mask[i] === 1);
  }
}
