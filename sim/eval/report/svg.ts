/** Just enough SVG for the evaluation's two charts: escaped text, shapes, and axis ticks. */

export const FONT = 'font-family="Helvetica, Arial, sans-serif"';

/** Colours per series, distinguishable in colour-blind palettes (Okabe–Ito). */
export const PALETTE = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00"] as const;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** A number for an SVG attribute: at most two decimals, no trailing zeros. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function text(
  x: number,
  y: number,
  content: string,
  attributes: {
    size?: number;
    anchor?: "start" | "middle" | "end";
    weight?: string;
    rotate?: number;
    fill?: string;
  } = {},
): string {
  const { size = 12, anchor = "start", weight, rotate, fill = "#222" } = attributes;
  const transform = rotate === undefined ? "" : ` transform="rotate(${rotate} ${n(x)} ${n(y)})"`;
  const bold = weight === undefined ? "" : ` font-weight="${weight}"`;
  return `<text x="${n(x)}" y="${n(y)}" ${FONT} font-size="${size}" text-anchor="${anchor}" fill="${fill}"${bold}${transform}>${escapeXml(content)}</text>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  attributes: { stroke?: string; width?: number; dash?: string } = {},
): string {
  const { stroke = "#222", width = 1, dash } = attributes;
  const dashed = dash === undefined ? "" : ` stroke-dasharray="${dash}"`;
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${dashed}/>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  attributes: { fill?: string; stroke?: string } = {},
): string {
  const { fill = "none", stroke } = attributes;
  const outline = stroke === undefined ? "" : ` stroke="${stroke}"`;
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, width))}" height="${n(Math.max(0, height))}" fill="${fill}"${outline}/>`;
}

/** A whole document with a white background and a title for screen readers. */
export function svgDocument(
  width: number,
  height: number,
  title: string,
  body: readonly string[],
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    rect(0, 0, width, height, { fill: "#ffffff" }),
    ...body,
    "</svg>",
    "",
  ].join("\n");
}

/** Round tick values covering [0, max]: steps of 1, 2 or 5 × 10^k, about `count` of them. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let v = 0; v <= max + step * 1e-9; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  if ((ticks.at(-1) ?? 0) < max) ticks.push(Math.round(((ticks.at(-1) ?? 0) + step) * 1e6) / 1e6);
  return ticks;
}
