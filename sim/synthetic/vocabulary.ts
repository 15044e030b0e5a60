/**
 * The words a synthetic world is made of: generic outdoor land uses for regions and generic outdoor things for
 * objects, each with a few short descriptions. Deliberately generic (what any suburban or rural map holds), so a
 * benchmark on these worlds says nothing about the hand-made worlds and missions.
 *
 * NOTE: no description here says "damaged", "broken" or the like: the mission target is the only damaged thing,
 * so a planner cannot be led to it by a distractor's description and the target stays unique.
 */

/** Road categories; a road line keeps one category along its whole length. */
export const ROAD_KINDS = {
  road: ["paved two-lane road", "asphalt road with a painted centre line", "paved road, dry"],
  lane: ["gravel lane", "narrow gravel lane between hedges", "gravel lane with tyre ruts"],
  track: ["dirt track", "dirt track with grass down the middle", "packed-earth track"],
} as const satisfies Record<string, readonly string[]>;

export type RoadKind = keyof typeof ROAD_KINDS;

/** What fills a block between roads; one land use per block. */
export const LAND_USES = {
  field: ["ploughed field", "field of young wheat", "harvested field with stubble"],
  meadow: [
    "open meadow with tall grass",
    "meadow with wildflowers",
    "grassy meadow, slightly sloped",
  ],
  woods: ["mixed woods", "pine woods with a needle floor", "dense birch woods"],
  pasture: ["fenced pasture", "grazed pasture", "pasture with a water trough"],
  orchard: ["apple orchard in rows", "old orchard with gaps between the trees"],
  parking_lot: ["asphalt parking lot", "gravel parking lot", "parking lot with painted bays"],
  yard: ["fenced yard", "gravel yard beside a shed", "paved yard"],
  garden: ["vegetable garden", "community garden plots", "lawn with flower beds"],
  plaza: ["paved plaza", "small plaza with planters"],
  sports_ground: ["grass sports ground", "fenced sports ground with goals"],
} as const satisfies Record<string, readonly string[]>;

export type LandUse = keyof typeof LAND_USES;

/** Cells of some blocks are built on; these regions are named `building_<n>`. */
export const BUILDING_DESCRIPTIONS = [
  "single-storey brick building",
  "two-storey office building",
  "metal-clad warehouse",
  "wooden barn",
  "small concrete utility building",
] as const;

/** Land uses whose blocks may hold a building. */
export const BUILT_LAND_USES: ReadonlySet<LandUse> = new Set([
  "parking_lot",
  "yard",
  "plaza",
  "garden",
]);

/** Generic outdoor things and their descriptions. */
export const OBJECT_CLASSES = {
  bench: ["wooden park bench", "metal bench painted green"],
  lamp_post: ["steel lamp post", "lamp post with a round lantern"],
  signpost: ["signpost with two arrows", "speed limit sign"],
  trash_bin: ["green plastic trash bin", "metal trash bin on a post"],
  fire_hydrant: ["red fire hydrant", "yellow fire hydrant"],
  mailbox: ["blue mailbox", "mailbox on a wooden post"],
  parked_car: ["grey hatchback", "white sedan", "blue estate car"],
  pickup_truck: ["red pickup truck", "white pickup truck with a tool box"],
  tractor: ["green tractor", "old red tractor"],
  hay_bale: ["round hay bale wrapped in plastic", "stack of square hay bales"],
  boulder: ["large granite boulder", "moss-covered boulder"],
  tree: ["tall oak tree", "lone pine tree", "young maple tree"],
  fallen_log: ["fallen log covered in moss", "cut log by the track"],
  shed: ["wooden garden shed", "metal tool shed"],
  picnic_table: ["wooden picnic table", "picnic table with benches"],
  dumpster: ["green dumpster", "blue dumpster, lid closed"],
  utility_pole: ["wooden utility pole", "concrete utility pole with a transformer"],
  water_trough: ["metal water trough", "stone water trough"],
  bicycle_rack: ["bicycle rack with two bicycles", "empty bicycle rack"],
  planter: ["concrete planter with shrubs", "wooden planter box"],
  goal_post: ["football goal with a net", "small training goal"],
  scarecrow: ["scarecrow in a straw hat", "scarecrow on a pole"],
} as const satisfies Record<string, readonly string[]>;

export type ObjectClass = keyof typeof OBJECT_CLASSES;

/** Which things turn up where; a class may appear in several places. */
export const OBJECTS_BY_PLACE: Readonly<
  Record<RoadKind | LandUse | "building", readonly ObjectClass[]>
> = {
  road: ["lamp_post", "signpost", "fire_hydrant", "mailbox", "parked_car", "utility_pole"],
  lane: ["signpost", "utility_pole", "pickup_truck", "mailbox", "tree"],
  track: ["tractor", "fallen_log", "boulder", "tree", "utility_pole"],
  field: ["hay_bale", "tractor", "scarecrow", "boulder"],
  meadow: ["boulder", "tree", "hay_bale", "bench"],
  woods: ["tree", "fallen_log", "boulder"],
  pasture: ["water_trough", "tree", "hay_bale"],
  orchard: ["tree", "picnic_table", "shed"],
  parking_lot: ["parked_car", "pickup_truck", "dumpster", "lamp_post", "trash_bin"],
  yard: ["shed", "dumpster", "pickup_truck", "bicycle_rack"],
  garden: ["bench", "planter", "shed", "picnic_table"],
  plaza: ["bench", "planter", "trash_bin", "lamp_post", "bicycle_rack"],
  sports_ground: ["goal_post", "bench", "trash_bin"],
  building: ["bicycle_rack", "trash_bin", "dumpster"],
};
