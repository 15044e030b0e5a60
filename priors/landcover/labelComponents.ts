/** A connected area of one class in a class raster. */
export interface Component {
  /** 1-based; the value of its cells in `labels`. */
  label: number;
  classIndex: number;
  cells: number;
  minCol: number;
  minRow: number;
  maxCol: number;
  maxRow: number;
}

/**
 * Label the 8-connected areas of equal class (class 0, "nothing", and classes `include` rejects stay 0),
 * scanning rows in order. Diagonal neighbours count so a one-cell-wide diagonal road stays one piece.
 */
export function labelComponents(
  classes: ArrayLike<number>,
  {
    width,
    height,
    include,
  }: { width: number; height: number; include: (classIndex: number) => boolean },
): { labels: Uint32Array; components: Component[] } {
  const labels = new Uint32Array(width * height);
  const components: Component[] = [];
  const queue = new Int32Array(width * height);
  for (let start = 0; start < width * height; start += 1) {
    const classIndex = classes[start] ?? 0;
    if (labels[start] !== 0 || classIndex === 0 || !include(classIndex)) continue;
    const label = components.length + 1;
    const startCol = start % width;
    const component: Component = {
      label,
      classIndex,
      cells: 0,
      minCol: startCol,
      maxCol: startCol,
      minRow: (start - startCol) / width,
      maxRow: (start - startCol) / width,
    };
    labels[start] = label;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    while (head < tail) {
      const index = queue[head++] ?? 0;
      const col = index % width;
      const row = (index - col) / width;
      component.cells += 1;
      if (col < component.minCol) component.minCol = col;
      if (col > component.maxCol) component.maxCol = col;
      if (row > component.maxRow) component.maxRow = row;
      for (let dr = -1; dr <= 1; dr += 1) {
        const r = row + dr;
        if (r < 0 || r >= height) continue;
        for (let dc = -1; dc <= 1; dc += 1) {
          const c = col + dc;
          if (c < 0 || c >= width) continue;
          const next = r * width + c;
          if (labels[next] === 0 && classes[next] === classIndex) {
            labels[next] = label;
            queue[tail++] = next;
          }
        }
      }
    }
    components.push(component);
  }
  return { labels, components };
}

/** A component's cells as a 0/1 mask over its bounding box with a one-cell empty border. */
export function componentMask(
  labels: Uint32Array,
  width: number,
  component: Component,
): { mask: Uint8Array; maskWidth: number; maskHeight: number; col0: number; row0: number } {
  const col0 = component.minCol - 1;
  const row0 = component.minRow - 1;
  const maskWidth = component.maxCol - component.minCol + 3;
  const maskHeight = component.maxRow - component.minRow + 3;
  const mask = new Uint8Array(maskWidth * maskHeight);
  for (let row = component.minRow; row <= component.maxRow; row += 1) {
    for (let col = component.minCol; col <= component.maxCol; col += 1) {
      if (labels[row * width + col] === component.label) {
        mask[(row - row0) * maskWidth + (col - col0)] = 1;
      }
    }
  }
  return { mask, maskWidth, maskHeight, col0, row0 };
}
