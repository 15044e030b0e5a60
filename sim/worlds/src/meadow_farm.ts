/**
 * Writes sim/worlds/meadow_farm.world.geojson: a small farm cooperative after a night of hard rain, 240 m × 180 m,
 * with a class vocabulary of its own (beehives, a water pump, irrigation valves, solar panels, a wheelbarrow, …)
 * for the general evaluation suite. Run `npx tsx sim/worlds/src/meadow_farm.ts` after editing.
 *
 *  y=180 ┌─ orchard (canopy: beehives, ladder, farmhand) ─┬─ solar plot ─┬─ paddock (fenced; new chained gate) ┐
 *        │                 │ north track                  │              │   hay bales, trough                  │
 *   y=95 │ greenhouse      │                              │   east field (irrigation valves, sprinklers)        │
 *        │ (floor: heater) │   machine shed (floor: wheelbarrow, fuel can)   pond, pump                        │
 *   y=30 │ ═════════════════════════════ farm lane (start east) ═════════════════════════════════════════════ │
 *        └────────────────────────────────────────────────────────────────────────────────────────────────────┘
 *       x=0                                                                                                 x=240
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

/** Farmland in the Willamette Valley, Oregon. */
const ORIGIN: LonLat = [-123.0712, 44.6389];
const START: Vec2 = [232, 30];

const surface = surfaceProps;
const object = objectAt;

const fence = (name: string, points: Vec2[], inPrior = true): EnuFeature =>
  line(points, {
    layer: "obstacle",
    class: "fence",
    name,
    width: 0.5,
    ...(inPrior ? {} : { inPrior: false }),
  });

const features: EnuFeature[] = [
  polygon(
    [rect(0, 0, 240, 180)],
    surface("farmyard_grass", "grass", "rough grass, wet after the rain"),
  ),
  line(
    [
      [0, 30],
      [240, 30],
    ],
    surface("farm_lane", "road", "muddy gravel farm lane", { width: 6 }),
  ),
  line(
    [
      [70, 30],
      [70, 110],
    ],
    surface("north_track", "dirt", "rutted dirt track", { width: 4 }),
  ),
  polygon(
    [rect(5, 110, 110, 175)],
    surface("old_orchard", "grass", "grass under old apple trees", {
      coveredFromAir: true,
      cover: "trees",
    }),
  ),
  polygon([rect(10, 50, 45, 80)], surface("greenhouse", "building", "glass greenhouse")),
  polygon(
    [
      [
        [11, 51],
        [44, 51],
        [44, 79],
        [11, 79],
        [11, 51],
        [25, 51],
        [25, 47],
        [30, 47],
        [30, 51],
      ],
    ],
    surface("greenhouse_floor", "floor", "gravel greenhouse floor between seed benches", {
      traversable: true,
      coveredFromAir: true,
      cover: "roof",
    }),
  ),
  line(
    [
      [27.5, 33],
      [27.5, 47],
    ],
    surface("greenhouse_path", "path", "brick path to the greenhouse door", { width: 4 }),
  ),
  polygon([rect(90, 45, 125, 75)], surface("machine_shed", "building", "steel machine shed")),
  polygon(
    [
      [
        [91, 46],
        [124, 46],
        [124, 74],
        [91, 74],
        [91, 46],
        [104, 46],
        [104, 42],
        [111, 42],
        [111, 46],
      ],
    ],
    surface("machine_shed_floor", "floor", "oily concrete shed floor", {
      traversable: true,
      coveredFromAir: true,
      cover: "roof",
    }),
  ),
  line(
    [
      [107.5, 33],
      [107.5, 42],
    ],
    surface("shed_apron", "path", "concrete apron before the shed door", { width: 7 }),
  ),
  polygon([rect(150, 40, 180, 60)], surface("farm_pond", "water", "muddy farm pond")),
  polygon([rect(130, 65, 235, 100)], surface("east_field", "field", "young maize in wet rows")),
  polygon(
    [rect(115, 110, 160, 175)],
    surface("solar_plot", "gravel", "gravel plot under the solar array"),
  ),
  polygon([rect(170, 110, 235, 175)], surface("paddock", "grass", "grazed paddock")),
  fence("paddock_fence_west", [
    [170, 110],
    [170, 175],
    [235, 175],
    [235, 110],
    [205, 110],
  ]),
  fence("paddock_fence_south", [
    [170, 110],
    [197, 110],
  ]),
  // The gateway (x 197–205) is open in the imagery; a new chained gate now closes it.
  fence(
    "paddock_gate_chain",
    [
      [197, 110],
      [205, 110],
    ],
    false,
  ),
  line(
    [
      [201, 30],
      [201, 110],
    ],
    surface("paddock_track", "dirt", "track to the paddock gate", { width: 4 }),
  ),
  line(
    [
      [201, 110],
      [201, 130],
    ],
    surface("paddock_gateway", "dirt", "trampled gateway", { width: 4 }),
  ),

  object(
    "paddock_gate",
    "gate",
    [201, 109],
    "a steel field gate, chained and padlocked shut",
    false,
  ),
  object("hay_bale_1", "hay_bale", [190, 150], "round hay bale under a tarp, dry"),
  object("hay_bale_2", "hay_bale", [215, 160], "round hay bale, wrap torn and soaked"),
  object("water_trough_1", "water_trough", [225, 125], "galvanised water trough, full"),
  object("beehive_1", "beehive", [25, 150], "white wooden beehive, bees flying normally", false),
  object(
    "beehive_2",
    "beehive",
    [40, 160],
    "beehive knocked over on its side, frames spilled in the grass",
    false,
  ),
  object("beehive_3", "beehive", [55, 150], "beehive upright, lid on, quiet", false),
  object(
    "orchard_ladder",
    "ladder",
    [90, 135],
    "aluminium orchard ladder leaning against an apple tree",
    false,
  ),
  object(
    "farmhand_1",
    "person",
    [60, 125],
    "a farmhand sitting under a tree, shivering and soaked; needs help",
    false,
  ),
  object(
    "wheelbarrow_1",
    "wheelbarrow",
    [118, 68],
    "green wheelbarrow with a flat tyre, empty",
    false,
  ),
  object(
    "fuel_can_1",
    "jerrycan",
    [95, 60],
    "red jerrycan on its side, diesel leaking onto the floor",
    false,
  ),
  object(
    "space_heater_1",
    "space_heater",
    [40, 70],
    "paraffin space heater, running, flame steady",
    false,
  ),
  object(
    "water_pump_1",
    "water_pump",
    [146, 50],
    "irrigation pump with a cracked housing; water dripping, motor silent",
  ),
  object(
    "irrigation_valve_1",
    "irrigation_valve",
    [160, 80],
    "irrigation valve, handle open, water flowing",
  ),
  object(
    "irrigation_valve_2",
    "irrigation_valve",
    [210, 80],
    "irrigation valve, handle open, water flowing",
  ),
  object("solar_panel_1", "solar_panel", [125, 140], "solar panel in its frame, glass clean"),
  object(
    "solar_panel_2",
    "solar_panel",
    [140, 140],
    "solar panel with shattered glass, hail damage",
  ),
  object("solar_panel_3", "solar_panel", [150, 160], "solar panel, intact"),
  object("scarecrow_1", "scarecrow", [180, 90], "a scarecrow in a straw hat, leaning but standing"),
  object("mailbox_1", "mailbox", [236, 34], "farm mailbox on a post, flag down"),
];

writeWorldFile(
  fileURLToPath(new URL("../meadow_farm.world.geojson", import.meta.url)),
  {
    name: "meadow_farm",
    description:
      "farm cooperative after a night of hard rain: a machine shed, a greenhouse, an old orchard with beehives, an east field with irrigation, a pond and pump, a solar plot and a fenced paddock",
    origin: ORIGIN,
    start: START,
  },
  features,
);
console.log("wrote meadow_farm.world.geojson");
