import { formatVec, type Vec2 } from "../src/geo/index.js";
import { numberArg, stringArg } from "./args.js";
import { failed, succeeded, withOutcomes, type Behavior } from "./context.js";
import { obstacleOutcome, type ActionOutcome } from "./outcome.js";
import { driveToRegion } from "./driving/driveToRegion.js";
import { extendToward } from "./exploration/extendToward.js";
import { listInWords, newObjects } from "./observation.js";

/** The four axis directions the paper's explore_region uses, in a loop that avoids doubling back. */
const DIRECTIONS: readonly { name: string; unit: Vec2 }[] = [
  { name: "east", unit: [1, 0] },
  { name: "north", unit: [0, 1] },
  { name: "west", unit: [-1, 0] },
  { name: "south", unit: [0, -1] },
];

export const exploreRegion: Behavior = {
  name: "explore_region",
  params: [
    { name: "region", kind: "region", description: "a region node in the map" },
    { name: "radius_m", kind: "number", description: "exploration radius in metres" },
  ],
  constraints: ["syntax", "reachable", "explorable"],
  purpose: "active-mapping",
  summary: "drive to a region, then add and map new regions around it",
  description:
    "Drive to `region`, then try to add new regions about `radius_m` metres away from it (east, west, " +
    "north and south at least) and map each one. Use it when the goal is near a known region but the area " +
    "around it is not mapped yet. To check whether a path is clear, use map_region instead.",
  locationEffect: "unpredictable",
  async execute(context, args) {
    const { map } = context;
    const region = stringArg(args, "region");
    const radiusM = numberArg(args, "radius_m");
    const objectsBefore = new Set(map.objectNames());
    const drive = await driveToRegion(context, region);
    if (!drive.reached)
      return withOutcomes(
        failed(`explore_region(${region}) could not reach ${region}.`, ...drive.feedback),
        drive.outcomes,
      );
    const center = map.coordsOf(region);
    if (center === undefined) return failed(`${region} vanished from the map.`);
    const caption = await context.port.describeScene();
    if (caption.ok)
      context.applyLocal({
        update_nodes: [{ name: region, attributes: { description: caption.value } }],
      });
    const findings: string[] = [];
    const obstacles: ActionOutcome[] = [];
    const added: string[] = [];
    for (const direction of DIRECTIONS) {
      const goal: Vec2 = [
        center[0] + direction.unit[0] * radiusM,
        center[1] + direction.unit[1] * radiusM,
      ];
      const result = await extendToward(context, goal, {
        toleranceM: Math.min(context.settings.extend.toleranceM, radiusM / 3),
        maxRounds: Math.ceil(radiusM / 5) + 2,
      });
      added.push(...result.added);
      obstacles.push(...obstacleOutcome(result));
      findings.push(
        result.ending === "reached"
          ? `${direction.name}: reached ${formatVec(goal)}`
          : `${direction.name}: ${result.message}`,
      );
      if (result.ending === "stopped") break;
    }
    const found = newObjects(map, objectsBefore);
    const outcomes: ActionOutcome[] = [
      ...drive.outcomes,
      ...obstacles,
      ...(added.length > 0 ? [{ kind: "regions-added" as const, names: added }] : []),
      ...(found.length > 0 ? [{ kind: "objects-detected" as const, names: found }] : []),
    ];
    return withOutcomes(
      succeeded(
        added.length > 0
          ? `explored around ${region} (radius ${radiusM} m) and added ${listInWords(added)}.`
          : `explored around ${region} (radius ${radiusM} m); no new regions: it is already explored or at a boundary.`,
        `${findings.join("; ")}.`,
        found.length > 0
          ? `newly detected objects: ${listInWords(found)}.`
          : "no new objects detected.",
      ),
      outcomes,
    );
  },
};
