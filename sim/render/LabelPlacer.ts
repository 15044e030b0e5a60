interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Where a label goes relative to its anchor point. */
export interface LabelSpot {
  x: number;
  y: number;
  anchor: "start" | "end" | "middle";
}

/**
 * Greedy label placement: each label takes the first of right, left, above, below (then further out) that
 * overlaps no label placed before it. Text width is estimated from the character count, which is close enough
 * for a sans-serif font to keep labels from piling up.
 */
export class LabelPlacer {
  readonly #placed: Box[] = [];

  /** Keep labels off a symbol drawn at (x, y). */
  reserve(x: number, y: number, radiusPx: number): void {
    this.#placed.push({ x0: x - radiusPx, y0: y - radiusPx, x1: x + radiusPx, y1: y + radiusPx });
  }

  /**
   * A free spot for the label, or (with `optional`) undefined when every spot is taken; otherwise the first
   * spot is used anyway, since an overlapping label beats a missing one.
   */
  place(
    x: number,
    y: number,
    text: string,
    { fontPx, gapPx, optional = false }: { fontPx: number; gapPx: number; optional?: boolean },
  ): LabelSpot | undefined {
    const width = text.length * fontPx * 0.58;
    const height = fontPx;
    const preferred: LabelSpot = { x: x + gapPx, y: y + height * 0.35, anchor: "start" };
    const candidates: LabelSpot[] = [];
    for (const step of [1, 2.2, 3.4]) {
      const gap = gapPx * step;
      candidates.push(
        { x: x + gap, y: y + height * 0.35, anchor: "start" },
        { x: x - gap, y: y + height * 0.35, anchor: "end" },
        { x, y: y - gap, anchor: "middle" },
        { x, y: y + gap + height * 0.8, anchor: "middle" },
      );
    }
    const boxOf = (spot: LabelSpot): Box => {
      const left =
        spot.anchor === "start"
          ? spot.x
          : spot.anchor === "end"
            ? spot.x - width
            : spot.x - width / 2;
      return { x0: left, y0: spot.y - height * 0.85, x1: left + width, y1: spot.y + height * 0.2 };
    };
    const free = candidates.find((spot) => !this.#placed.some((box) => overlaps(box, boxOf(spot))));
    if (free === undefined && optional) return undefined;
    const spot = free ?? preferred;
    this.#placed.push(boxOf(spot));
    return spot;
  }
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
