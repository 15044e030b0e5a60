import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The offline planner and the modules it reads missions and relevance with must know no world: no node or
 * feature name, no class of object, no phrase of a description from any world we test on. Knowledge comes from
 * WordNet, the embedding model and the map. (The world format's own surface and obstacle class table is the
 * file format's vocabulary, documented in docs/world-format.md, and is allowed.)
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const CODE_DIRS = ["src/planners/rules", "src/mission", "src/relevance", "src/lexicon"].filter(
  (dir) => existsSync(join(root, dir)),
);
const WORLD_DIRS = ["sim/worlds", "test/fixtures/worlds", "test/fixtures/graphs"];

/** docs/world-format.md's class table: the file format's vocabulary, not a world's. */
const FORMAT_CLASSES = new Set(
  "road path sidewalk trail grass field parking_lot dirt gravel sand bridge courtyard patio dock water building forest rock cliff fence wall debris fallen_tree barrier rubble construction vehicle floor roof tree_cover".split(
    " ",
  ),
);
/**
 * Object classes a world names by a word English also uses as grammar or as a verb: "till" (a cash till; the
 * conjunction "until"), "safe" (a strongbox; the adjective in "safe to cross"), "sink" (a basin; the verb of a
 * thing going under, among conditionWords.ts's verbs of trouble) and "radio" (a handset; the verb of telling, "Sam
 * radioed that …", among cues.ts's verbs of reporting). The code uses each in that other sense, which no world may
 * forbid, so the check skips them as classes (a reviewer reads their uses: clauses.ts's conjunctions of time, the
 * fitness adjectives in cues.ts and classify.ts, the problem verbs in conditionWords.ts, cues.ts's reporting verbs).
 */
const GRAMMAR_WORDS = new Set(["till", "safe", "sink", "radio"]);
/**
 * What an operator calls the agent itself ("can the robot go and see …": a request, cues.ts), though a world may
 * also have a robot lost in it (riverside's missing one). The code's use is the agent, never a world's object.
 */
const SELF_WORDS = new Set(["robot"]);
/**
 * The format's own cover of trees (`tree_cover`) by its everyday name, which a world may also give a structure (a
 * canopy over a forecourt): cues.ts reads "under the canopy" as hidden from the air, the trees' sense.
 */
const COVER_WORDS = new Set(["canopy"]);
/**
 * A part of any building that says where at it rather than what (instructionPlaces.ts: "the door of the shed"
 * names the shed), though a world may also have a door as an object to check.
 */
const WHERE_AT_WORDS = new Set(["door"]);
/**
 * Everyday English that a world's descriptions happen to use as well, each read and kept by a reviewer: the
 * route answers' "the way to <place>", the operator being told "where it is", and "left behind" among the
 * ways of saying a thing is lost (cues.ts's find pattern). None says anything of a world.
 */
/** Punctuation that ends a clause: no phrase runs across it, in a description or in the code's text. */
const CLAUSE_BREAK = /[.;:!?,]/;
const COMMON_PHRASES = new Set(["the way to", "where it is", "left behind"]);
const AUXILIARIES = new Set(
  "has have had been being were will would can could should may might must does did do".split(" "),
);
// (Indefinite pronouns are English too: "anything else" turns up in a world's description as in any reply.)
const STOP = new Set(
  "the a an and or of with in on at to by from its it is are was be no not one two three into under over for as anything something everything nothing else".split(
    " ",
  ),
);

function filesUnder(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, pattern));
    else if (pattern.test(entry)) out.push(path);
  }
  return out;
}

interface WorldVocabulary {
  names: Set<string>;
  classes: Set<string>;
  phrases: Set<string>;
}

function worldVocabulary(): WorldVocabulary {
  const vocabulary: WorldVocabulary = { names: new Set(), classes: new Set(), phrases: new Set() };
  const files = WORLD_DIRS.flatMap((dir) =>
    filesUnder(join(root, dir), /\.(world\.geojson|graph\.json)$/),
  );
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/"name":\s*"([a-z0-9_]+)"/g)) {
      const name = match[1] ?? "";
      if (/[_\d]/.test(name) && !FORMAT_CLASSES.has(name)) vocabulary.names.add(name);
    }
    for (const match of text.matchAll(/"class":\s*"([a-z0-9_]+)"/g)) {
      const cls = match[1] ?? "";
      if (
        !FORMAT_CLASSES.has(cls) &&
        !GRAMMAR_WORDS.has(cls) &&
        !SELF_WORDS.has(cls) &&
        !COVER_WORDS.has(cls) &&
        !WHERE_AT_WORDS.has(cls)
      )
        vocabulary.classes.add(cls);
    }
    // (A phrase lies within a clause: "… is blocked; the …" says no "is blocked the".)
    for (const match of text.matchAll(/"description":\s*"([^"]+)"/g))
      for (const clause of (match[1] ?? "").toLowerCase().split(CLAUSE_BREAK)) {
        const words = clause.split(/[^a-z']+/).filter((w) => w !== "");
        // Pairs of content words ("snapped antenna", "detached wheel") and any three words in a row.
        for (let i = 0; i + 1 < words.length; i += 1) {
          const [a, b, c] = [words[i] ?? "", words[i + 1] ?? "", words[i + 2]];
          if (!STOP.has(a) && !STOP.has(b) && a.length > 3 && b.length > 3)
            vocabulary.phrases.add(`${a} ${b}`);
          // (Three words with at most one that is not a function word — "has not been", "the wall from" — are
          // English, no world's: as worlds are added, such runs turn up in their descriptions too.)
          if (
            c !== undefined &&
            [a, b, c].filter((w) => !STOP.has(w) && !AUXILIARIES.has(w)).length >= 2
          )
            vocabulary.phrases.add(`${a} ${b} ${c}`);
        }
      }
  }
  return vocabulary;
}

/** The code's string literals and JSON data, lower case, without comments. */
function literalsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".json")) return [...text.matchAll(/"([^"\n]*)"/g)].map((m) => m[1] ?? "");
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:\\])\/\/.*$/gm, "$1");
  const strings = [...code.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g)].map((m) => m[2] ?? "");
  // Words inside regular expressions count as literals too: /\b(?:kayak|canoe)\b/ would name classes.
  const patterns = [...code.matchAll(/[=(,:]\s*\/((?:\\.|[^/\n])+)\/[dgimsuy]*/g)].flatMap((m) =>
    (m[1] ?? "").split(/[^a-z_]+/i),
  );
  return [...strings, ...patterns].map((s) => s.toLowerCase());
}

describe("the offline planner knows no world", () => {
  const vocabulary = worldVocabulary();
  const files = CODE_DIRS.flatMap((dir) => filesUnder(join(root, dir), /\.(ts|json)$/));

  it("reads enough of the worlds for the check to mean something", () => {
    expect(vocabulary.names.size).toBeGreaterThan(50);
    expect(vocabulary.classes.size).toBeGreaterThan(20);
    expect(vocabulary.phrases.size).toBeGreaterThan(200);
    expect(files.length).toBeGreaterThan(15);
  });

  const longest = Math.max(
    ...[...vocabulary.names, ...vocabulary.phrases].map((entry) => entry.split(" ").length),
  );
  it.each(CODE_DIRS)("%s names no world node, class or description phrase", (dir) => {
    const offences: string[] = [];
    for (const file of files.filter((f) => f.startsWith(join(root, dir)))) {
      for (const literal of literalsOf(file)) {
        // Every run of up to the longest name's or phrase's words, looked up (not every phrase scanned for: the
        // worlds grow by a suite a session), clause by clause.
        const runs = new Set<string>();
        for (const clause of literal.split(CLAUSE_BREAK)) {
          const words = clause
            .replace(/[^a-z0-9_' ]+/g, " ")
            .trim()
            .split(/\s+/);
          for (let start = 0; start < words.length; start += 1)
            for (let end = start + 1; end <= Math.min(words.length, start + longest); end += 1)
              runs.add(words.slice(start, end).join(" "));
        }
        for (const run of runs) {
          if (vocabulary.names.has(run)) offences.push(`${file}: node name ${run}`);
          if (vocabulary.phrases.has(run) && !COMMON_PHRASES.has(run))
            offences.push(`${file}: description phrase "${run}"`);
        }
        for (const cls of vocabulary.classes)
          if (literal === cls || literal === cls.replace(/_/g, " "))
            offences.push(`${file}: class ${cls}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
