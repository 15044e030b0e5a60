/** Colours the console, the report and the recording's markers share, so a class looks the same everywhere. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** A stable colour per object class: the hue from a hash of the class name (no class list is known here). */
export function classColor(className: string): Rgb {
  let hash = 2166136261;
  for (let i = 0; i < className.length; i++) {
    hash ^= className.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hslToRgb(((hash >>> 0) % 360) / 360, 0.65, 0.5);
}

export const PRIOR_REGION: Rgb = { r: 0.55, g: 0.58, b: 0.62 };
export const DISCOVERED_REGION: Rgb = { r: 0.16, g: 0.55, b: 0.95 };
export const ROBOT: Rgb = { r: 0.95, g: 0.3, b: 0.15 };
export const PLAN: Rgb = { r: 0.98, g: 0.75, b: 0.1 };
export const REMOVED: Rgb = { r: 0.9, g: 0.1, b: 0.1 };

export function cssColor(color: Rgb, alpha = 1): string {
  const c = (v: number): number => Math.round(v * 255);
  return `rgba(${c(color.r)},${c(color.g)},${c(color.b)},${alpha})`;
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number): number => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return { r: channel(h + 1 / 3), g: channel(h), b: channel(h - 1 / 3) };
}
