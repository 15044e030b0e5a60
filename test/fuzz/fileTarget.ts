/**
 * The file target: world, mission and prior-graph files written to a temporary directory and read back through
 * their loaders. Files start from real fixtures, then a few values are replaced (hostile strings, edge numbers,
 * random JSON) or keys dropped, and the text is sometimes cut or garbled. Judged: no throw, and a refusal names
 * at least one problem in words.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { loadGraph } from "../../src/map/index.js";
import { loadMissionFile } from "../../sim/missions/index.js";
import { loadWorldFile } from "../../sim/world/index.js";
import { edgeNumber, hostileString } from "./hostile.js";

export type FileKind = "world" | "mission" | "prior";

const SEEDS: Record<FileKind, string> = {
  world: "../fixtures/worlds/crossing.world.geojson",
  mission: "../fixtures/missions/crossing.mission.json",
  prior: "../fixtures/graphs/lakeside.prior.graph.json",
};

function seedOf(kind: FileKind): unknown {
  return JSON.parse(readFileSync(new URL(SEEDS[kind], import.meta.url), "utf8")) as unknown;
}

/** Replace the value at the `pick`-th leaf-or-branch visited (depth first) by `replacement`, or delete it. */
function mutate(value: unknown, pick: number, replacement: unknown, remove: boolean): unknown {
  let counter = 0;
  const walk = (node: unknown): unknown => {
    counter += 1;
    if (counter === pick) return remove ? undefined : replacement;
    if (Array.isArray(node)) return node.map(walk).filter((item) => item !== undefined);
    if (typeof node === "object" && node !== null)
      return Object.fromEntries(
        Object.entries(node).flatMap(([key, child]) => {
          const next = walk(child);
          return next === undefined ? [] : [[key, next]];
        }),
      );
    return node;
  };
  return walk(value);
}

/** A file's text: the seed with 1–4 values changed, sometimes cut or garbled. */
export function fileArbitrary(kind: FileKind): fc.Arbitrary<string> {
  const seed = seedOf(kind);
  const replacement = fc.oneof(hostileString(), edgeNumber(), fc.jsonValue({ maxDepth: 2 }));
  const edit = fc.tuple(fc.integer({ min: 1, max: 400 }), replacement, fc.boolean());
  return fc
    .tuple(fc.array(edit, { minLength: 1, maxLength: 4 }), fc.nat(20), fc.nat())
    .map(([edits, how, cut]) => {
      const value = edits.reduce<unknown>(
        (acc, [pick, with_, remove]) => mutate(acc, pick, with_, remove && pick % 3 === 0),
        seed,
      );
      // JSON.stringify says string, but gives undefined when the whole value was removed.
      const json = JSON.stringify(value) as string | undefined;
      const text = json ?? "";
      if (how === 0) return text.slice(0, cut % (text.length + 1));
      if (how === 1) return `\ufeff${text}`;
      if (how === 2) return text.replace(/[\]}]/, "");
      return text;
    });
}

export interface FileVerdict {
  readonly loaded: boolean;
  readonly escape?: string;
  /** A refusal without a message. */
  readonly silent: boolean;
}

/** Load `text` as a file of `kind` through its loader. */
export function loadFile(kind: FileKind, text: string): FileVerdict {
  const dir = mkdtempSync(join(tmpdir(), "spine-fuzz-"));
  try {
    // The mission seed names its world as ../worlds/crossing.world.geojson: keep it resolvable.
    mkdirSync(join(dir, "missions"));
    mkdirSync(join(dir, "worlds"));
    writeFileSync(
      join(dir, "worlds", "crossing.world.geojson"),
      readFileSync(new URL(SEEDS.world, import.meta.url)),
    );
    const path = join(
      dir,
      "missions",
      kind === "world" ? "fuzz.world.geojson" : `fuzz.${kind}.json`,
    );
    writeFileSync(path, text);
    let result: { ok: true } | { ok: false; error: readonly string[] };
    if (kind === "world") result = loadWorldFile(path);
    else if (kind === "mission") result = loadMissionFile(path);
    else {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        return { loaded: false, silent: String(error) === "" };
      }
      result = loadGraph(json);
    }
    if (result.ok) return { loaded: true, silent: false };
    return {
      loaded: false,
      silent: result.error.length === 0 || result.error.some((line) => line.trim() === ""),
    };
  } catch (error) {
    return {
      loaded: false,
      silent: false,
      escape: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
