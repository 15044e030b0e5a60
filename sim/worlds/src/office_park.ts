/**
 * Writes sim/worlds/office_park.world.geojson: the paper's real-robot site (SPINE §IV-D, appendix III D–E), a
 * 190 m × 150 m office park on the Schuylkill River near Philadelphia with buildings, a courtyard, parking, a
 * path down to a boat dock, a grove of old oaks and a warehouse. Laid out in ENU metres, origin at the
 * south-west corner of the land. Run `npx tsx sim/worlds/src/office_park.ts` after editing, then re-render
 * docs/worlds/office_park.svg with `npx tsx src/cli/main.ts sim render --world office_park --out docs/worlds/office_park.svg`.
 *
 *  y=150 ┌wall ── headquarters ──────────────  parking lot (start) ────────────────┐
 *        │     ══════════════ park drive ═════════════════════════════════════════ │ ← entrance
 *   y≈100│path loading yard │courtyard│                  │                        │
 *        │ ┆   warehouse    │ benches │   lab building   │  event lawn (field)    │
 *    y≈62│ ┆ (hall: roof)   │         │                  │                        │
 *        │ │   offices      ├─────────┴──────────────────┼────────────────────────┤
 *    y=44│═╪═ new fence     │  wooded riverbank slope     │ grove of oaks (canopy) │
 *        │ │ construction   │                             │  person, barrels       │
 *     y=8│dock ~~~~~~~~~~~~~~~~~~~~~~~~ Schuylkill River ~~~~~~~~~~~~~~~~~~~~~~~~~~│
 *       x=0  x≈22            x≈66                x≈118                           x=190
 *
 * Prior gaps: the strip beside the warehouse (x < 22, y 62–88) was a construction laydown area when the imagery
 * was taken, so the path down to the dock has a missing stretch; the new construction fence across the path
 * (y = 44) is not in the prior; nothing under the oaks or under the warehouse roof is in the prior.
 */
import { fileURLToPath } from "node:url";
import type { LonLat, Vec2 } from "../../../src/geo/index.js";
import {
  line,
  point,
  polygon,
  rect,
  smooth,
  writeWorldFile,
  type EnuFeature,
} from "./enuWorldFile.js";

/** On the Schuylkill riverfront in Conshohocken, PA, north-west of Philadelphia. */
export const OFFICE_PARK_ORIGIN: LonLat = [-75.3035, 40.0725];
const START: Vec2 = [170, 133];

/** The north bank of the river, west to east. */
const BANK: Vec2[] = [
  [0, 8.5],
  [30, 7.5],
  [60, 8.8],
  [90, 7.8],
  [120, 9],
  [150, 8],
  [190, 8.6],
];

/** A circle of radius `r` as an 8-sided ring. */
function circle(center: Vec2, r: number): Vec2[] {
  return Array.from({ length: 8 }, (_, k): Vec2 => {
    const a = (k / 8) * 2 * Math.PI;
    return [
      Math.round((center[0] + r * Math.cos(a)) * 10) / 10,
      Math.round((center[1] + r * Math.sin(a)) * 10) / 10,
    ];
  });
}

export function officeParkFeatures(): EnuFeature[] {
  return [
    // ---- Ground. The strip beside the warehouse is left out of the mapped lawn: it is missing in the prior. ----
    polygon(
      [
        [
          [0, 6],
          [190, 6],
          [190, 150],
          [0, 150],
          [0, 88],
          [22.5, 88],
          [22.5, 62],
          [0, 62],
        ],
      ],
      {
        layer: "surface",
        class: "grass",
        name: "lawn",
        description: "mown office-park lawn",
      },
    ),
    polygon([rect(0, 62, 22.5, 88)], {
      layer: "surface",
      class: "grass",
      name: "new_lawn",
      inPrior: false,
      description: "freshly seeded lawn beside the warehouse, straw still on the ground",
    }),
    polygon(
      [
        [
          [30, 5],
          [118, 5],
          [118, 55],
          [110, 59],
          [96, 61],
          [64, 60.5],
          [30, 59],
        ],
      ],
      {
        layer: "surface",
        class: "forest",
        name: "riverbank_woods",
        description: "steep wooded riverbank, dense shrubs under sycamores and box elders",
      },
    ),
    polygon(
      [
        [
          [118, 5],
          [190, 5],
          [190, 54],
          [170, 55.5],
          [146, 54],
          [124, 56],
          [118, 55],
        ],
      ],
      {
        layer: "surface",
        class: "grass",
        coveredFromAir: true,
        cover: "trees",
        description: "shaded lawn under a grove of old oaks",
      },
    ),
    line(
      smooth(
        [
          [166, 57],
          [158, 46],
          [146, 36],
          [132, 24],
          [122, 15],
        ],
        4,
      ),
      {
        layer: "surface",
        class: "path",
        width: 2,
        coveredFromAir: true,
        cover: "trees",
        description: "gravel walking path under the oaks",
      },
    ),
    polygon([[...BANK, [190, -25], [0, -25]]], {
      layer: "surface",
      class: "water",
      name: "schuylkill_river",
      description: "wide, slow brown river",
    }),
    // ---- Roads, parking, sidewalks. ----
    line(
      [
        [190, 112],
        [120, 112],
        [60, 112],
        [20, 112],
      ],
      {
        layer: "surface",
        class: "road",
        name: "park_drive",
        width: 7,
        description: "two-lane asphalt access road",
      },
    ),
    polygon([rect(108, 120, 186, 146)], {
      layer: "surface",
      class: "parking_lot",
      name: "north_lot",
      description: "asphalt parking lot with marked bays, half full",
    }),
    line(
      [
        [150, 112],
        [150, 122],
      ],
      {
        layer: "surface",
        class: "road",
        name: "lot_entrance",
        width: 6,
        description: "parking lot entrance",
      },
    ),
    line(
      [
        [22, 117.5],
        [188, 117.5],
      ],
      { layer: "surface", class: "sidewalk", width: 2, description: "concrete sidewalk" },
    ),
    line(
      [
        [64, 106.5],
        [188, 106.5],
      ],
      { layer: "surface", class: "sidewalk", width: 2, description: "concrete sidewalk" },
    ),
    line(
      [
        [79, 106],
        [79, 97],
      ],
      {
        layer: "surface",
        class: "sidewalk",
        width: 2.5,
        description: "walkway into the courtyard",
      },
    ),
    line(
      [
        [60, 117],
        [60, 123],
      ],
      {
        layer: "surface",
        class: "sidewalk",
        width: 3,
        description: "walkway to the headquarters entrance",
      },
    ),
    polygon([rect(22, 100, 64, 108.5)], {
      layer: "surface",
      class: "parking_lot",
      name: "loading_yard",
      description: "asphalt loading yard in front of the warehouse door",
    }),
    // ---- Buildings and the courtyard. ----
    polygon([rect(24, 122, 98, 146)], {
      layer: "surface",
      class: "building",
      name: "headquarters",
      description: "three-storey glass office building",
    }),
    polygon([rect(22, 58, 62, 100)], {
      layer: "surface",
      class: "building",
      name: "warehouse",
      description: "brick warehouse with offices at the south end and a roll-up loading door",
    }),
    // The warehouse hall: a floor inside the walls, open to the loading yard through a 6 m door.
    polygon(
      [
        [
          [23, 71],
          [61, 71],
          [61, 99],
          [45, 99],
          [45, 100.5],
          [39, 100.5],
          [39, 99],
          [23, 99],
        ],
      ],
      {
        layer: "surface",
        class: "floor",
        traversable: true,
        coveredFromAir: true,
        cover: "roof",
        description: "concrete warehouse floor between pallet racks, lights off",
      },
    ),
    polygon([rect(66, 62, 93, 100)], {
      layer: "surface",
      class: "courtyard",
      name: "courtyard",
      description: "paved courtyard with benches and planters",
    }),
    polygon([rect(96, 60, 140, 102)], {
      layer: "surface",
      class: "building",
      name: "lab_building",
      description: "two-storey research lab",
    }),
    polygon([rect(144, 58, 190, 104)], {
      layer: "surface",
      class: "field",
      name: "event_lawn",
      description: "open lawn used for company events",
    }),
    // ---- Ornamental trees (small enough to see around; their crowns hide nothing of interest). ----
    ...(
      [
        [71, 67, 2.5],
        [88, 67, 2.5],
        [149, 99, 3],
        [185, 99, 3],
        [129, 141, 2.5],
        [167, 141, 2.5],
      ] as const
    ).map(([x, y, r], i) =>
      polygon([circle([x, y], r)], {
        layer: "surface",
        class: "forest",
        name: `tree_${i + 1}`,
        description: "ornamental maple",
      }),
    ),
    // ---- The path down to the dock: its middle stretch is missing in the prior. ----
    line(
      smooth(
        [
          [20, 112],
          [14, 104],
          [12, 96],
          [12, 88],
        ],
        4,
      ),
      {
        layer: "surface",
        class: "path",
        name: "dock_path",
        width: 2.5,
        description: "paved footpath down to the dock",
      },
    ),
    line(
      [
        [12, 88],
        [12, 62],
      ],
      {
        layer: "surface",
        class: "path",
        name: "dock_path_unmapped",
        width: 2.5,
        inPrior: false,
        description: "paved footpath down to the dock",
      },
    ),
    line(
      smooth(
        [
          [12, 62],
          [12, 40],
          [14.5, 24],
          [20, 15],
          [24, 10],
        ],
        4,
      ),
      {
        layer: "surface",
        class: "path",
        name: "dock_path_south",
        width: 2.5,
        description: "paved footpath down to the dock",
      },
    ),
    line(
      [
        [24, 10],
        [24, -9],
      ],
      {
        layer: "surface",
        class: "dock",
        name: "boat_dock",
        width: 3,
        description: "floating wooden boat dock",
      },
    ),
    // ---- Construction (new since the prior): a fence across the path, the ground behind it dug up. ----
    polygon([rect(2, 27, 29, 41)], {
      layer: "surface",
      class: "dirt",
      inPrior: false,
      description: "freshly excavated ground with a trench and spoil piles",
    }),
    line(
      [
        [-1, 44],
        [31.5, 44],
      ],
      {
        layer: "obstacle",
        class: "fence",
        name: "construction_fence",
        inPrior: false,
      },
    ),
    line(
      [
        [0, 6],
        [0, 150],
      ],
      { layer: "obstacle", class: "wall", name: "boundary_wall", width: 0.5 },
    ),
    // Pallet racks in the warehouse hall.
    line(
      [
        [26, 80],
        [40, 80],
      ],
      { layer: "obstacle", class: "shelving", width: 1.2, inPrior: false },
    ),
    line(
      [
        [26, 90],
        [40, 90],
      ],
      { layer: "obstacle", class: "shelving", width: 1.2, inPrior: false },
    ),
    // ---- Objects. ----
    point([12.5, 45.5], {
      layer: "object",
      class: "fence",
      name: "fence_1",
      inPrior: false,
      description:
        "new chain-link construction fence across the path; no gate; a sign reads 'Construction zone, no entry'",
    }),
    point([19, 34], {
      layer: "object",
      class: "excavator",
      name: "excavator_1",
      inPrior: false,
      description: "yellow excavator parked beside a trench",
    }),
    point([27.5, -5], {
      layer: "object",
      class: "boat",
      name: "boat_1",
      inPrior: false,
      description: "small motorboat tied up at the dock, supply crates under a tarp",
    }),
    point([150, 30], {
      layer: "object",
      class: "person",
      name: "person_1",
      description: "a person sitting against a tree, conscious, waving",
    }),
    point([134, 38], {
      layer: "object",
      class: "barrel",
      name: "barrel_1",
      description: "a blue chemical barrel leaking a dark liquid into the grass",
    }),
    point([137.5, 41], {
      layer: "object",
      class: "barrel",
      name: "barrel_2",
      description: "a white plastic drum with a hazard label, upright, lid sealed",
    }),
    point([50, 86], {
      layer: "object",
      class: "person",
      name: "person_2",
      description:
        "a worker slumped against a pallet of drums, coughing but responsive; needs help",
    }),
    point([55, 77], {
      layer: "object",
      class: "barrel",
      name: "barrel_3",
      description:
        "a steel drum with a corrosive-hazard label lying on its side, a puddle around it",
    }),
    point([31, 75], {
      layer: "object",
      class: "forklift",
      name: "forklift_1",
      description: "an orange forklift parked between the racks",
    }),
    point([58, 104], {
      layer: "object",
      class: "dumpster",
      name: "dumpster_1",
      description: "green dumpster, lid closed",
    }),
    point([79, 82], {
      layer: "object",
      class: "bench",
      name: "bench_1",
      description: "wooden courtyard bench, empty",
    }),
    ...(
      [
        [120, 126],
        [140, 126],
        [162, 140],
        [178, 126],
      ] as const
    ).map(([x, y], i) =>
      point([x, y], {
        layer: "object",
        class: "car",
        name: `car_${i + 1}`,
        description: ["silver sedan", "white SUV", "blue hatchback", "black pickup"][i] ?? "car",
      }),
    ),
    ...(
      [
        [130, 133],
        [166, 133],
        [100, 109],
        [40, 109],
      ] as const
    ).map(([x, y], i) =>
      point([x, y], {
        layer: "object",
        class: "light_pole",
        name: `light_pole_${i + 1}`,
        description: "tall steel light pole",
      }),
    ),
  ];
}

export const OFFICE_PARK_HEADER = {
  name: "office_park",
  description:
    "riverside office park: headquarters, warehouse, lab, courtyard, parking, a path to a boat dock with new construction, a grove of oaks",
  origin: OFFICE_PARK_ORIGIN,
  start: START,
};

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = fileURLToPath(new URL("../office_park.world.geojson", import.meta.url));
  writeWorldFile(target, OFFICE_PARK_HEADER, officeParkFeatures());
  console.log(`wrote ${target}`);
}
