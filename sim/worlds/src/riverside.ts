/**
 * Writes sim/worlds/riverside.world.geojson: the paper's simulated rural site (SPINE §IV, appendix III A–C), a
 * 300 m × 240 m river crossing in central Pennsylvania the morning after a storm. Laid out in ENU metres, origin
 * at the south-west corner. Run `npx tsx sim/worlds/src/riverside.ts` after editing, then re-render
 * docs/worlds/riverside.svg with `npx tsx src/cli/main.ts sim render --world riverside --out docs/worlds/riverside.svg`.
 *
 *  y=240 ┌──── north field ─────── county road ── supply depot yard ──────── north woods ───────┐
 *        │                           │  depot_warehouse, supply_depot_1 (distractors for comms) │
 *  y≈170 │ ~~~~~~~~~~~~~~~~~~~ river ~~ bridge (fallen oak on the deck) ~~~~ docks 1 · 2 · 3 ~~~~~│
 *        │ riverbank woods           │  meadow │ riverside sycamores (canopy) + boat landings    │
 *  y≈128 │ hay field   farmstead     │         │ woods on the hill's north slope                  │
 *        │                           │         ┆ unmapped ┆ tower hill: radio_tower_1 (top)        │
 *   y≈64 │ ══ county road ═══════════╝═ tower road ┄┄┄┄┄┄┄ gravel road ─ radio_tower_2             │
 *        │ cabins ▪ base camp (start) ▪ old shed (gone)    ┆  strip   ┆                          │
 *    y=0 └───────────────────────────────────────────────────────────────────────────────────────┘
 *       x=0                                           x≈185      x≈218                        x=300
 *
 * The prior has three kinds of gap: the unmapped strip (no prior surface at x ≈ 185–218, and the middle of the
 * tower road is new), so the start cannot reach the tower hill on the prior graph; the riverside trail and the
 * bank between the boat landings run under sycamore canopy, so each dock is an island in the prior; and the
 * storm damage (the fallen oak across the bridge deck) is new. Wrong in the prior: the old shed at the camp
 * was demolished, and the flatbed truck at the depot has left.
 */
import { fileURLToPath } from "node:url";
import type { LonLat, Vec2 } from "../../../src/geo/index.js";
import {
  box,
  line,
  point,
  polygon,
  rect,
  smooth,
  writeWorldFile,
  type EnuFeature,
} from "./enuWorldFile.js";

/** A farm field by the Juniata River near Mifflintown, PA (rural, flat bottomland with a wooded hill). */
export const RIVERSIDE_ORIGIN: LonLat = [-77.3968, 40.5695];
const START: Vec2 = [50, 30];

// ---- The river: a smooth centreline with a width that swells and narrows a little. ----------------------
const RIVER_CENTRE: Vec2[] = smooth(
  [
    [0, 176],
    [50, 173],
    [100, 169.5],
    [150, 170],
    [200, 167],
    [250, 165],
    [300, 169],
  ],
  5,
);
const halfWidth = (x: number): number => 11 + 1.6 * Math.sin(x / 37);
/** y of the river centreline at x (linear between the smoothed samples). */
function riverY(x: number): number {
  for (let i = 1; i < RIVER_CENTRE.length; i += 1) {
    const [a, b] = [RIVER_CENTRE[i - 1] as Vec2, RIVER_CENTRE[i] as Vec2];
    if (x <= b[0]) return a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1]);
  }
  return (RIVER_CENTRE[RIVER_CENTRE.length - 1] as Vec2)[1];
}
/** y of the south bank at x. */
export function southBank(x: number): number {
  return riverY(x) - halfWidth(x);
}
function riverPolygon(): Vec2[] {
  const south: Vec2[] = [];
  const north: Vec2[] = [];
  for (let x = 0; x <= 300; x += 5) {
    south.push([x, round1(riverY(x) - halfWidth(x))]);
    north.push([x, round1(riverY(x) + halfWidth(x))]);
  }
  return [...south, ...north.reverse()];
}
/** A roundish blob (a tree crown, an outcrop) of radius `r`, stretched `aspect` times along x. */
function blob(center: Vec2, r: number, aspect = 1): Vec2[] {
  const ring: Vec2[] = [];
  for (let k = 0; k < 10; k += 1) {
    const a = (k / 10) * 2 * Math.PI;
    const wobble = 1 + 0.12 * Math.sin(3 * a + center[0]);
    ring.push([
      round1(center[0] + r * aspect * wobble * Math.cos(a)),
      round1(center[1] + r * wobble * Math.sin(a)),
    ]);
  }
  return ring;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

// ---- Shared edges of the unmapped strip between the meadow and the tower hill. ----------------------------
const STRIP_WEST: Vec2[] = [
  [184, 0],
  [189, 30],
  [186, 62],
  [190, 92],
  [187, 121],
];
const STRIP_EAST: Vec2[] = [
  [217, 0],
  [221, 28],
  [216, 60],
  [220, 90],
  [218, 121],
];

// ---- Roads. ----------------------------------------------------------------------------------------------
const COUNTY_ROAD_SOUTH: Vec2[] = smooth(
  [
    [0, 62],
    [40, 63],
    [80, 65],
    [118, 67],
    [136, 72],
    [146, 86],
    [150, 104],
    [150, 125],
    [150, 148],
  ],
  5,
);
const BRIDGE: Vec2[] = [
  [150, 148],
  [150, 194],
];
const TOWER_ROAD_WEST: Vec2[] = smooth(
  [
    [126, 67.5],
    [150, 61],
    [170, 57.5],
    [186, 56],
  ],
  5,
);
const TOWER_ROAD_NEW: Vec2[] = [
  [186, 56],
  [202, 54.5],
  [218, 54],
];
const TOWER_ROAD_HILL: Vec2[] = smooth(
  [
    [218, 54],
    [236, 55],
    [250, 59],
    [262, 68],
    [272, 80],
    [279, 91],
  ],
  5,
);

// ---- Docks: three boat landings in the canopy along the south bank, a dock from each into the river. ------
const DOCK_X = [193, 229, 265] as const;
const dockLine = (x: number): Vec2[] => [
  [x, round1(southBank(x) - 2)],
  [x, round1(southBank(x) + 8)],
];
const landing = (x: number): Vec2[] => {
  const bank = southBank(x);
  return [
    [x - 8, 140],
    [x + 7, 139],
    [x + 8, bank + 1],
    [x - 7, bank + 1],
  ];
};

export function riversideFeatures(): EnuFeature[] {
  const bank = (x: number): number => round1(southBank(x));
  return [
    // ---- Ground, south of the river (later surfaces are drawn on top of earlier ones). ----
    polygon([rect(0, 0, 132, 165)], {
      layer: "surface",
      class: "field",
      name: "hay_field",
      description: "mown hay field, stubble and flattened grass after the storm",
    }),
    polygon([[[128, 0], ...STRIP_WEST, [188, 165], [128, 165]]], {
      layer: "surface",
      class: "grass",
      name: "meadow",
      description: "rough meadow of tall grass and clover",
    }),
    polygon([[...STRIP_WEST, ...[...STRIP_EAST].reverse()]], {
      layer: "surface",
      class: "grass",
      name: "unmapped_strip",
      inPrior: false,
      description: "knee-high grass and goldenrod on gently rising ground",
    }),
    polygon([[...STRIP_EAST, [300, 121], [300, 0]]], {
      layer: "surface",
      class: "grass",
      name: "tower_hill",
      description: "grassy hillside, short grass grazed by deer",
    }),
    polygon(
      [
        [
          [183, 114],
          [205, 118],
          [230, 113],
          [262, 116],
          [300, 112],
          [300, 142],
          [183, 142],
        ],
      ],
      {
        layer: "surface",
        class: "forest",
        name: "hill_woods",
        description: "dense oak and hickory woods on the hill's north slope",
      },
    ),
    polygon(
      [
        [
          [0, 152],
          [30, 149],
          [62, 151],
          [96, 148],
          [124, 150],
          [126, 166],
          [0, 168],
        ],
      ],
      {
        layer: "surface",
        class: "forest",
        name: "riverbank_woods",
        description: "willows and silver maples along the riverbank",
      },
    ),
    polygon([rect(158, 138, 300, 166)], {
      layer: "surface",
      class: "grass",
      name: "riverside_sycamores",
      coveredFromAir: true,
      cover: "trees",
      description: "leaf litter and patchy grass under tall riverside sycamores",
    }),
    line(
      smooth(
        [
          [154, 146],
          [176, 147.5],
          [200, 146],
          [230, 145],
          [262, 145.5],
          [296, 147],
        ],
        5,
      ),
      {
        layer: "surface",
        class: "trail",
        width: 2.5,
        coveredFromAir: true,
        cover: "trees",
        description: "narrow dirt trail along the riverbank under the sycamores",
      },
    ),
    // ---- Tree lines, lone trees and rock outcrops (occlude sight, block driving). ----
    polygon(
      [
        [
          [128.5, 80],
          [132, 80],
          [133, 112],
          [131.5, 146],
          [128, 146],
          [129.5, 112],
        ],
      ],
      {
        layer: "surface",
        class: "forest",
        name: "hedgerow",
        description: "hedgerow of hawthorn and black cherry along the field edge",
      },
    ),
    polygon(
      [
        [
          [0, 4],
          [20, 6],
          [60, 5],
          [60, 9],
          [20, 10],
          [0, 9],
        ],
      ],
      {
        layer: "surface",
        class: "forest",
        name: "windbreak",
        description: "row of spruce planted as a windbreak south of the camp",
      },
    ),
    ...(
      [
        [168, 30, 5],
        [160, 118, 4.5],
        [236, 30, 4],
        [270, 20, 5],
        [40, 205, 5],
        [95, 222, 4.5],
      ] as const
    ).map(([x, y, r], i) =>
      polygon([blob([x, y], r)], {
        layer: "surface",
        class: "forest",
        name: `oak_${i + 1}`,
        description: "a lone broad oak",
      }),
    ),
    polygon([blob([268, 100], 4.5, 1.4)], {
      layer: "surface",
      class: "rock",
      description: "limestone outcrop near the hilltop",
    }),
    polygon([blob([240, 84], 3.5, 1.6)], {
      layer: "surface",
      class: "rock",
      description: "limestone outcrop on the hillside",
    }),
    // ---- North of the river. ----
    polygon([rect(0, 170, 300, 240)], {
      layer: "surface",
      class: "field",
      name: "north_field",
      description: "hay field north of the river",
    }),
    polygon(
      [
        [
          [232, 240],
          [228, 214],
          [240, 196],
          [262, 186],
          [300, 184],
          [300, 240],
        ],
      ],
      {
        layer: "surface",
        class: "forest",
        name: "north_woods",
        description: "mixed hardwood forest",
      },
    ),
    polygon([riverPolygon()], {
      layer: "surface",
      class: "water",
      name: "river",
      description: "wide brown river, running high and fast after the storm",
    }),
    // ---- Roads and the bridge. ----
    line(COUNTY_ROAD_SOUTH, {
      layer: "surface",
      class: "road",
      name: "county_road",
      width: 7,
      description: "two-lane paved county road",
    }),
    line(BRIDGE, {
      layer: "surface",
      class: "bridge",
      name: "river_bridge",
      width: 7,
      description: "two-lane concrete road bridge over the river",
    }),
    line(
      [
        [150, 194],
        [150, 206],
        [148.5, 225],
        [147, 240],
      ],
      {
        layer: "surface",
        class: "road",
        name: "county_road_north",
        width: 7,
        description: "two-lane paved county road",
      },
    ),
    line(
      smooth(
        [
          [150, 207],
          [160, 212.5],
          [176, 215.5],
        ],
        4,
      ),
      {
        layer: "surface",
        class: "road",
        name: "depot_lane",
        width: 5,
        description: "gravel lane to the supply depot",
      },
    ),
    polygon([rect(172, 206, 224, 236)], {
      layer: "surface",
      class: "gravel",
      name: "depot_yard",
      description: "gravel yard with stacked pallets and a loading area",
    }),
    polygon([box([202, 226], 28, 14)], {
      layer: "surface",
      class: "building",
      name: "depot_warehouse",
      description: "steel supply warehouse with a roll-up loading door",
    }),
    line(TOWER_ROAD_WEST, {
      layer: "surface",
      class: "road",
      name: "tower_road",
      width: 5,
      description: "gravel road toward the radio towers",
    }),
    line(TOWER_ROAD_NEW, {
      layer: "surface",
      class: "road",
      name: "tower_road_new",
      width: 5,
      inPrior: false,
      description: "freshly graded gravel road, newer than the map",
    }),
    line(TOWER_ROAD_HILL, {
      layer: "surface",
      class: "road",
      name: "tower_road_hill",
      width: 5,
      description: "gravel service road climbing the hill to the radio towers",
    }),
    polygon([box([256, 48], 14, 12, 8)], {
      layer: "surface",
      class: "gravel",
      description: "gravel pad around a radio tower",
    }),
    polygon([box([284, 96], 16, 14, 20)], {
      layer: "surface",
      class: "gravel",
      description: "gravel pad at the hilltop around a radio tower",
    }),
    polygon([box([291, 86], 5, 4, 20)], {
      layer: "surface",
      class: "building",
      name: "equipment_shelter",
      description: "small concrete equipment shelter for the radio towers",
    }),
    // ---- Base camp (start), farmstead. ----
    polygon(
      [
        [
          [24, 16],
          [76, 15],
          [77, 48],
          [24, 49],
        ],
      ],
      {
        layer: "surface",
        class: "gravel",
        name: "camp_lot",
        description: "gravel staging lot at the base camp",
      },
    ),
    line(
      [
        [52, 48],
        [53, 56],
        [54, 63],
      ],
      {
        layer: "surface",
        class: "road",
        name: "camp_lane",
        width: 5,
        description: "short gravel lane from the camp to the county road",
      },
    ),
    polygon([box([15, 26], 8, 6)], {
      layer: "surface",
      class: "building",
      name: "cabin_west",
      description: "log cabin",
    }),
    polygon([box([15, 39], 8, 6)], {
      layer: "surface",
      class: "building",
      name: "cabin_north",
      description: "log cabin",
    }),
    polygon([box([35, 55], 9, 6)], {
      layer: "surface",
      class: "building",
      name: "cabin_east",
      description: "log cabin used as the field office",
    }),
    polygon([box([86, 30], 8, 6)], {
      layer: "surface",
      class: "building",
      name: "old_shed",
      onlyInPrior: true,
      description: "tin equipment shed (since demolished)",
    }),
    line(
      [
        [96, 66.5],
        [96, 80],
        [98, 88],
      ],
      {
        layer: "surface",
        class: "road",
        name: "farm_drive",
        width: 4,
        description: "gravel farm driveway",
      },
    ),
    polygon([rect(90, 86, 118, 106)], {
      layer: "surface",
      class: "gravel",
      name: "farmyard",
      description: "gravel farmyard",
    }),
    polygon([box([88, 96], 12, 9)], {
      layer: "surface",
      class: "building",
      name: "farmhouse",
      description: "white two-storey farmhouse",
    }),
    polygon([box([110, 100], 15, 10)], {
      layer: "surface",
      class: "building",
      name: "barn",
      description: "red timber barn",
    }),
    // ---- Storm damage (new since the prior). ----
    polygon([box([64, 44], 8, 4, 10)], {
      layer: "surface",
      class: "dirt",
      inPrior: false,
      description: "muddy standing water left by the storm",
    }),
    polygon([box([140, 96], 10, 5, 60)], {
      layer: "surface",
      class: "dirt",
      inPrior: false,
      description: "muddy standing water left by the storm",
    }),
    // The fallen oak lies diagonally across the whole deck, its crown a tangle of branches.
    line(
      [
        [145, 165],
        [155.5, 171],
      ],
      {
        layer: "obstacle",
        class: "fallen_tree",
        name: "bridge_deadfall",
        width: 1.4,
        inPrior: false,
      },
    ),
    polygon(
      [
        [
          [147, 168],
          [152, 167.5],
          [154.5, 170],
          [153.5, 175],
          [149, 174],
          [146.5, 171],
        ],
      ],
      { layer: "obstacle", class: "debris", name: "bridge_debris", inPrior: false },
    ),
    line(
      [
        [58, 112],
        [67, 120],
      ],
      {
        layer: "obstacle",
        class: "fallen_tree",
        name: "field_deadfall",
        width: 1,
        inPrior: false,
      },
    ),
    // ---- Docks and landings. ----
    ...DOCK_X.flatMap((x, i) => [
      polygon([landing(x)], {
        layer: "surface",
        class: "gravel",
        name: `landing_${i + 1}`,
        description: "small gravel boat landing in a clearing on the riverbank",
      }),
      line(dockLine(x), {
        layer: "surface",
        class: "dock",
        width: 3,
        description: "wooden boat dock reaching into the river",
      }),
    ]),
    // ---- Objects. ----
    point([49, 23], {
      layer: "object",
      class: "truck",
      name: "truck_1",
      description: "white pickup truck loaded with supply crates, ready to leave",
    }),
    point([190, 213], {
      layer: "object",
      class: "truck",
      name: "truck_2",
      onlyInPrior: true,
      description: "flatbed truck parked in the depot yard",
    }),
    point([104, 91], {
      layer: "object",
      class: "truck",
      name: "truck_3",
      description: "red farm truck parked by the barn",
    }),
    point([20, 26], {
      layer: "object",
      class: "cabin",
      name: "cabin_1",
      description: "log cabin with a tin roof; door closed",
    }),
    point([20, 39], {
      layer: "object",
      class: "cabin",
      name: "cabin_2",
      description: "log cabin with a tin roof; a window shutter torn off by the wind",
    }),
    point([35, 51], {
      layer: "object",
      class: "cabin",
      name: "cabin_3",
      description: "log cabin used as the field office; lights off",
    }),
    point([30, 50.5], {
      layer: "object",
      class: "light_pole",
      name: "light_pole_1",
      description: "wooden light pole with a floodlight over the camp lot",
    }),
    point([80, 69.5], {
      layer: "object",
      class: "light_pole",
      name: "light_pole_2",
      description: "street light on a wooden pole beside the county road",
    }),
    point([125, 72], {
      layer: "object",
      class: "light_pole",
      name: "light_pole_3",
      description: "street light on a wooden pole beside the county road",
    }),
    point([155, 112], {
      layer: "object",
      class: "light_pole",
      name: "light_pole_4",
      description: "street light leaning badly after the storm; lamp head hanging by its wire",
    }),
    point([155, 146], {
      layer: "object",
      class: "light_pole",
      name: "light_pole_5",
      description: "street light at the south end of the bridge",
    }),
    point([145, 197], {
      layer: "object",
      class: "light_pole",
      name: "light_pole_6",
      description: "street light at the north end of the bridge",
    }),
    point([184, 219], {
      layer: "object",
      class: "supply_depot",
      name: "supply_depot_1",
      description:
        "supply depot: a steel warehouse with a loading door and pallets of water and fuel cans in a gravel yard",
    }),
    point([150, 164], {
      layer: "object",
      class: "fallen_tree",
      name: "fallen_tree_1",
      inPrior: false,
      description:
        "a large fallen oak and storm debris blocking the bridge deck from railing to railing; no vehicle can pass",
    }),
    point([153, 165], {
      layer: "object",
      class: "debris",
      name: "debris_1",
      inPrior: false,
      description:
        "storm debris (snapped branches, a torn tarp and a bent road sign) piled against the bridge railing",
    }),
    point([62, 114], {
      layer: "object",
      class: "fallen_tree",
      name: "fallen_tree_2",
      inPrior: false,
      description: "a fallen maple lying in the hay field, roots torn out of the ground",
    }),
    point([252, 52], {
      layer: "object",
      class: "radio_tower",
      name: "radio_tower_2",
      description: "radio tower with a snapped antenna mast and hanging cables; clearly damaged",
    }),
    point([284, 98], {
      layer: "object",
      class: "radio_tower",
      name: "radio_tower_1",
      description: "radio tower, rusty but structurally intact; antennas in place",
    }),
    ...DOCK_X.map((x, i) =>
      point([x, bank(x) + 4], {
        layer: "object",
        class: "dock",
        name: `dock_${i + 1}`,
        description:
          i === 2
            ? "wooden boat dock; a supply boat is tied up at its end"
            : "wooden boat dock, empty; no boat tied up",
      }),
    ),
    point([DOCK_X[2] + 4.5, bank(DOCK_X[2]) + 7], {
      layer: "object",
      class: "boat",
      name: "boat_1",
      inPrior: false,
      description: "small aluminium supply boat moored at the dock, crates still on its deck",
    }),
    point([DOCK_X[2], bank(DOCK_X[2]) + 6], {
      layer: "object",
      class: "supply_crate",
      name: "supply_crate_1",
      inPrior: false,
      description: "three plastic supply crates stacked on the dock, unclaimed",
    }),
    point([DOCK_X[2] + 5, bank(DOCK_X[2]) - 7], {
      layer: "object",
      class: "robot",
      name: "robot_1",
      inPrior: false,
      description:
        "a small wheeled robot lying on its side with a detached wheel beside it; stationary, no lights",
    }),
  ];
}

export const RIVERSIDE_HEADER = {
  name: "riverside",
  description:
    "rural river crossing the morning after a storm: a blocked road bridge, a supply depot across the river, three docks under the riverbank trees, two radio towers on a hill",
  origin: RIVERSIDE_ORIGIN,
  start: START,
};

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = fileURLToPath(new URL("../riverside.world.geojson", import.meta.url));
  writeWorldFile(target, RIVERSIDE_HEADER, riversideFeatures());
  console.log(`wrote ${target}`);
}
