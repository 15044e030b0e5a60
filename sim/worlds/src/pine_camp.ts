/**
 * Writes sim/worlds/pine_camp.world.geojson: a lakeside summer camp the morning after a windstorm, 220 m × 160 m,
 * with a class vocabulary of its own (kayaks, propane tanks, picnic tables, a golf cart, …) for the general
 * evaluation suite. Run `npx tsx sim/worlds/src/pine_camp.ts` after editing.
 *
 *  y=160 ┌──────────── archery meadow ─────────────┬──── pine grove (canopy, trail) ────┐
 *        │        │ creek (footbridge, collapsed) │   golf cart, hurt camper            │
 *   y=110│ ═══════╪════ upper trail ══════════════╪══════════════════════════════════  │
 *        │ dining hall (kitchen floor) │ camp green (picnic tables, flagpole)          │
 *   y=60 │ ══════════ camp road (start east) ═══════════════════════════════════════  │
 *        │  boathouse (floor: canoe)  │ beach (kayaks) │ first-aid hut │ parking        │
 *   y=20 │ ~~~~~~~~~~~~~~~~~~~~~~~~~~~ Loon Lake ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ │
 *       x=0                                                                         x=220
 */
import { fileURLToPath } from "node:url";
import type { LonLat, Vec2 } from "../../../src/geo/index.js";
import {
  line,
  objectAt,
  polygon,
  rect,
  surfaceProps,
  writeWorldFile,
  type EnuFeature,
} from "./enuWorldFile.js";

/** A lake in the Adirondacks, New York. */
const ORIGIN: LonLat = [-74.2104, 43.8671];
const START: Vec2 = [205, 60];

const surface = surfaceProps;
const object = objectAt;

const features: EnuFeature[] = [
  polygon([rect(0, 20, 220, 160)], surface("camp_grounds", "grass", "mown camp lawn")),
  polygon([rect(0, 0, 220, 20)], surface("loon_lake", "water", "calm lake water")),
  polygon([rect(80, 20, 125, 34)], surface("swim_beach", "sand", "sandy swimming beach")),
  line(
    [
      [0, 60],
      [220, 60],
    ],
    surface("camp_road", "road", "gravel-surfaced camp road, puddles", { width: 6 }),
  ),
  line(
    [
      [0, 110],
      [220, 110],
    ],
    surface("upper_trail", "trail", "packed dirt trail", { width: 3 }),
  ),
  line(
    [
      [150, 60],
      [150, 110],
    ],
    surface("green_path", "path", "gravel path across the green", { width: 3 }),
  ),
  // The archery meadow is closed in by a pine thicket to the south and the creek to the east: the only way in
  // is the footbridge, which the imagery shows but which fell in during the storm.
  polygon(
    [rect(0, 112, 74, 118)],
    surface("pine_thicket", "forest", "dense young pines, impassable"),
  ),
  line(
    [
      [70, 112],
      [70, 162],
    ],
    surface("stony_creek", "water", "fast creek, knee deep", { width: 6 }),
  ),
  line(
    [
      [58, 135],
      [84, 135],
    ],
    surface("meadow_footbridge", "bridge", "timber footbridge over the creek", {
      width: 3,
      onlyInPrior: true,
    }),
  ),
  polygon(
    [rect(0, 118, 67, 160)],
    surface("archery_meadow", "field", "long-grass meadow with target butts"),
  ),
  polygon(
    [rect(130, 115, 220, 160)],
    surface("pine_grove", "dirt", "pine needles under tall white pines", {
      coveredFromAir: true,
      cover: "trees",
    }),
  ),
  polygon(
    [rect(10, 70, 60, 100)],
    surface("dining_hall", "building", "log dining hall with a kitchen wing"),
  ),
  polygon(
    [
      [
        [11, 71],
        [59, 71],
        [59, 99],
        [11, 99],
        [11, 71],
        [30, 71],
        [30, 68],
        [36, 68],
        [36, 71],
      ],
    ],
    surface("dining_hall_floor", "floor", "wooden dining hall floor, benches stacked", {
      traversable: true,
      coveredFromAir: true,
      cover: "roof",
    }),
  ),
  polygon([rect(90, 68, 200, 104)], surface("camp_green", "grass", "open camp green")),
  polygon(
    [rect(10, 30, 50, 52)],
    surface("boathouse", "building", "boathouse with a shingled roof"),
  ),
  polygon(
    [
      [
        [11, 31],
        [49, 31],
        [49, 51],
        [33, 51],
        [33, 55],
        [27, 55],
        [27, 51],
        [11, 51],
      ],
    ],
    surface("boathouse_floor", "floor", "concrete boathouse floor, boat racks along the walls", {
      traversable: true,
      coveredFromAir: true,
      cover: "roof",
    }),
  ),
  polygon([rect(140, 30, 160, 45)], surface("first_aid_hut", "building", "white first-aid hut")),
  polygon(
    [rect(175, 25, 215, 52)],
    surface("visitor_parking", "parking_lot", "gravel visitor parking"),
  ),
  line(
    [
      [60, 36],
      [80, 28],
    ],
    surface("boathouse_ramp", "path", "concrete boat ramp to the beach", { width: 4 }),
  ),
  line(
    [
      [30, 56],
      [30, 60],
    ],
    surface("boathouse_apron", "path", "apron in front of the boathouse door", { width: 6 }),
  ),
  line(
    [
      [33, 64],
      [33, 68],
    ],
    surface("hall_steps", "path", "steps up to the dining hall door", { width: 6 }),
  ),
  // A pine blown down across the upper trail east of the green path, new since the imagery.
  line(
    [
      [175, 104],
      [175, 116],
    ],
    { layer: "obstacle", class: "fallen_tree", name: "blown_pine", width: 1.5, inPrior: false },
  ),

  object(
    "kayak_1",
    "kayak",
    [95, 27],
    "red sit-on-top kayak pulled up on the sand, paddle beside it",
  ),
  object(
    "kayak_2",
    "kayak",
    [105, 27],
    "yellow kayak upside down on the sand, hull cracked along the keel",
  ),
  object(
    "canoe_1",
    "canoe",
    [40, 45],
    "green aluminium canoe on a rack, paddles inside, seaworthy",
  ),
  object(
    "life_jacket_rack",
    "life_jacket",
    [20, 40],
    "a rack of orange life jackets, all dry and buckled",
  ),
  object(
    "propane_tank_1",
    "propane_tank",
    [62, 80],
    "white propane tank on a concrete pad, valve shut, gauge at 60 percent",
  ),
  object(
    "propane_tank_2",
    "propane_tank",
    [62, 92],
    "propane tank with frost on the valve and a hissing sound; gas escaping",
  ),
  object(
    "fire_extinguisher_1",
    "fire_extinguisher",
    [45, 85],
    "red fire extinguisher on its wall bracket, pin and seal intact",
    false,
  ),
  object("picnic_table_1", "picnic_table", [110, 90], "wooden picnic table, upright and dry"),
  object(
    "picnic_table_2",
    "picnic_table",
    [130, 95],
    "picnic table flipped onto its side by the wind",
  ),
  object("picnic_table_3", "picnic_table", [185, 85], "wooden picnic table in good order"),
  object(
    "flagpole_1",
    "flagpole",
    [150, 80],
    "aluminium flagpole bent over at half height, flag in the grass",
  ),
  object(
    "first_aid_kit_1",
    "first_aid_kit",
    [150, 48],
    "wall-mounted first-aid kit by the hut door, fully stocked",
  ),
  object(
    "water_fountain_1",
    "drinking_fountain",
    [120, 64],
    "stone drinking fountain, water running normally",
  ),
  object(
    "golf_cart_1",
    "golf_cart",
    [170, 140],
    "camp golf cart with a flat front tyre, parked under the pines",
    false,
  ),
  object(
    "camper_1",
    "person",
    [195, 130],
    "a teenage camper sitting on a root holding an injured ankle, needs help",
    false,
  ),
  object("archery_target_1", "archery_target", [30, 150], "straw archery target on its stand"),
  object(
    "generator_1",
    "generator",
    [200, 40],
    "portable generator beside the parking lot, running smoothly",
  ),
];

writeWorldFile(
  fileURLToPath(new URL("../pine_camp.world.geojson", import.meta.url)),
  {
    name: "pine_camp",
    description:
      "lakeside summer camp after a windstorm: boathouse and beach with kayaks, dining hall with propane tanks, a camp green, a pine grove, an archery meadow across a creek whose footbridge fell in",
    origin: ORIGIN,
    start: START,
  },
  features,
);
console.log("wrote pine_camp.world.geojson");
