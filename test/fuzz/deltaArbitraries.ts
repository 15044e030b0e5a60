/**
 * Graph messages for the fuzzer (world-format.md §4): mostly deltas in sequence over the fuzzed map's own names
 * (so they apply, replace, collide and dangle), with wrong types, hostile names, edge-of-double coordinates,
 * odd `seq`s, attributes of any shape; some snapshots; some random JSON; sometimes as JSON text, garbled.
 */
import fc from "fast-check";
import type { SemanticMap } from "../../src/map/index.js";
import { edgeNumber, hostileString, hugeValue } from "./hostile.js";

function namesOf(map: SemanticMap): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...map.regionNames(), ...map.objectNames()) },
    {
      weight: 2,
      arbitrary: fc.constantFrom("new_region_1", "new_region_2", "new_object_1", "robot"),
    },
    { weight: 1, arbitrary: hostileString() },
  );
}

function coordsArbitrary(): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 })),
    },
    { weight: 2, arbitrary: fc.tuple(edgeNumber(), edgeNumber()) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constant("[1, 2]"),
        fc.constant([1]),
        fc.constant(null),
        fc.constant([1, 2, 3]),
      ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
  );
}

function attributesArbitrary(): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.dictionary(
        fc.constantFrom("description", "class", "coords", "name", "__proto__", "x"),
        fc.jsonValue({ maxDepth: 2 }),
        { maxKeys: 3 },
      ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    {
      weight: 1,
      arbitrary: fc
        .constant(0)
        .chain(() =>
          fc.oneof(
            { weight: 9, arbitrary: fc.constant({}) },
            { weight: 1, arbitrary: hugeValue().map((value) => ({ description: value })) },
          ),
        ),
    },
  );
}

/**
 * A delta. `broken` deltas put a wrong-typed value somewhere (the message must be rejected whole); the others are
 * well-typed, with names that may collide, dangle or be hostile (items may be skipped, the rest applies).
 */
function deltaArbitrary(
  map: SemanticMap,
  seq: fc.Arbitrary<unknown>,
  broken: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const name = namesOf(map);
  const odd = (right: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    broken
      ? fc.oneof(
          { weight: 3, arbitrary: right },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
        )
      : right;
  const type = odd(fc.constantFrom("region", "object"));
  const pair = odd(fc.tuple(name, name));
  const coords = broken ? coordsArbitrary() : fc.tuple(coordNumber(), coordNumber());
  const attributes = broken ? attributesArbitrary() : attributesArbitrary().filter(isPlainRecord);
  const list = (item: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    odd(fc.array(item, { maxLength: 4 }));
  return fc.record(
    {
      seq,
      stamp: odd(edgeNumber()),
      add_nodes: list(
        fc.record(
          { name: odd(name), type, coords, attributes },
          { requiredKeys: ["name", "type", "coords"] },
        ),
      ),
      update_nodes: list(
        fc.record({ name: odd(name), coords, attributes }, { requiredKeys: ["name"] }),
      ),
      remove_nodes: list(odd(name)),
      add_edges: list(pair),
      remove_edges: list(pair),
      robot_location: odd(name),
      junk: fc.jsonValue({ maxDepth: 1 }),
    },
    { requiredKeys: ["seq"] },
  );
}

function coordNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: -400, max: 400 }) },
    { weight: 1, arbitrary: edgeNumber().filter(Number.isFinite) },
  );
}

function isPlainRecord(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A whole snapshot: the map's graph with a few nodes and edges dropped, renamed or broken. */
function snapshotArbitrary(
  graph: Record<string, unknown>,
  seq: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const drop = <T>(list: readonly T[]): fc.Arbitrary<T[]> =>
    fc.subarray([...list], { minLength: Math.max(0, list.length - 3) });
  const listOf = (key: string): unknown[] => (graph[key] as unknown[] | undefined) ?? [];
  return fc.record({
    seq,
    snapshot: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          regions: drop(listOf("regions")),
          objects: drop(listOf("objects")),
          region_connections: drop(listOf("region_connections")),
          object_connections: drop(listOf("object_connections")),
          robot_location: fc.constantFrom(graph["robot_location"], "island_1", "nowhere", null),
        }),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    ),
  });
}

/** A run of graph messages as one source sends them, `seq` mostly counting up from 1. */
export function messagesArbitrary(
  map: SemanticMap,
  graph: Record<string, unknown>,
): fc.Arbitrary<unknown[]> {
  const seq = (next: number): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 12, arbitrary: fc.constant(next) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: next + 3 }) },
      {
        weight: 1,
        arbitrary: fc.oneof(edgeNumber(), fc.constant(1e15), fc.jsonValue({ maxDepth: 0 })),
      },
    );
  const message = (next: number): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 12, arbitrary: deltaArbitrary(map, seq(next), false) },
      { weight: 3, arbitrary: deltaArbitrary(map, seq(next), true) },
      { weight: 2, arbitrary: snapshotArbitrary(graph, seq(next)) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
      { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
    );
  const asText = (value: unknown): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(value) },
      { weight: 2, arbitrary: fc.constant(safeStringify(value) ?? value) },
      {
        weight: 1,
        arbitrary: fc.nat().map((n) => {
          const text = safeStringify(value) ?? "";
          return text.slice(0, n % (text.length + 1));
        }),
      },
    );
  return fc
    .integer({ min: 1, max: 8 })
    .chain((count) =>
      fc.tuple(...Array.from({ length: count }, (_, i) => message(i + 1).chain(asText))),
    );
}

function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
