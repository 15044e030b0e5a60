import { shortestRegionPath, type SemanticMap } from "../../src/map/index.js";

/** The shortest drive through a set of targets, visited in the best order. */
export interface OracleDrive {
  /** Metres along region edges, start to the last target. */
  lengthM: number;
  /** The targets in the order driven. */
  order: string[];
  /** The region at which each target (in `order`) is reached: the target itself, or a region its object is connected to. */
  via: string[];
  /** Every region driven through, start first. */
  regions: string[];
}

/**
 * The shortest drive on a (truth) graph from `from` that comes within sight of every target: a region target
 * must be driven to, an object target is reached at any region it is connected to. Tries every order of the
 * targets (missions name at most a handful) and, for each order, picks the regions by dynamic programming.
 * This is the oracle distance a mission's driven distance is compared with. Undefined when a target is
 * unreachable or unknown.
 *
 * @example
 * const drive = oracleDrive(truthMap, "gravel_3", ["radio_tower_1", "radio_tower_2"]);
 */
export function oracleDrive(
  map: SemanticMap,
  from: string,
  targets: readonly string[],
): OracleDrive | undefined {
  const unique = [...new Set(targets)];
  const candidates = new Map<string, string[]>();
  for (const target of unique) {
    const regions = map.isRegion(target) ? [target] : map.regionsOfObject(target);
    if (regions.length === 0) return undefined;
    candidates.set(target, regions);
  }
  const legCache = new Map<string, { lengthM: number; regions: readonly string[] } | null>();
  const leg = (a: string, b: string): { lengthM: number; regions: readonly string[] } | null => {
    const key = `${a}\u0000${b}`;
    let cached = legCache.get(key);
    if (cached === undefined) {
      cached = shortestRegionPath(map, a, b) ?? null;
      legCache.set(key, cached);
    }
    return cached;
  };
  let best: OracleDrive | undefined;
  for (const order of permutations(unique)) {
    // For each region of the current target: the best drive ending there.
    let frontier = new Map<string, { lengthM: number; via: string[]; regions: string[] }>([
      [from, { lengthM: 0, via: [], regions: [from] }],
    ]);
    for (const target of order) {
      const next = new Map<string, { lengthM: number; via: string[]; regions: string[] }>();
      for (const region of candidates.get(target) ?? []) {
        for (const [end, drive] of frontier) {
          const path = leg(end, region);
          if (path === null) continue;
          const lengthM = drive.lengthM + path.lengthM;
          const known = next.get(region);
          if (known === undefined || lengthM < known.lengthM) {
            next.set(region, {
              lengthM,
              via: [...drive.via, region],
              regions: [...drive.regions, ...path.regions.slice(1)],
            });
          }
        }
      }
      frontier = next;
      if (frontier.size === 0) break;
    }
    for (const drive of frontier.values()) {
      if (drive.via.length !== order.length) continue;
      if (best === undefined || drive.lengthM < best.lengthM) {
        best = {
          lengthM: drive.lengthM,
          order: [...order],
          via: drive.via,
          regions: drive.regions,
        };
      }
    }
  }
  return best;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}
