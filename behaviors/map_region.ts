import { stringArg } from "./args.js";
import { failed, succeeded, withOutcomes, type Behavior } from "./context.js";
import { driveToRegion } from "./driving/driveToRegion.js";
import { regionsInSight } from "./exploration/linkRegions.js";
import { listInWords, newObjects, objectsSeenFrom } from "./observation.js";
import type { ActionOutcome } from "./outcome.js";
import { renderOutcome } from "./renderOutcome.js";

export const mapRegion: Behavior = {
  name: "map_region",
  params: [{ name: "region", kind: "region", description: "a region node in the map" }],
  constraints: ["syntax", "reachable"],
  purpose: "active-mapping",
  summary: "drive to a region and map it: caption the scene, find objects and connections",
  description:
    "Drive to `region`, describe the scene there, and look around: objects matching the detector labels " +
    "are added to the map, and connections to nearby regions in line of sight are added. Use it to look for " +
    "things near a place, or to check whether a path is clear. It does not extend the map into unknown space.",
  locationEffect: "at-target-region",
  async execute(context, args) {
    const { map, port } = context;
    const region = stringArg(args, "region");
    const objectsBefore = new Set(map.objectNames());
    const drive = await driveToRegion(context, region);
    if (!drive.reached)
      return withOutcomes(
        failed(`map_region(${region}) could not reach ${region}.`, ...drive.feedback),
        drive.outcomes,
      );
    const outcomes: ActionOutcome[] = [...drive.outcomes];
    const caption = await port.describeScene();
    if (caption.ok) {
      context.applyLocal({
        update_nodes: [{ name: region, attributes: { description: caption.value } }],
      });
      outcomes.push({ kind: "scene", region, caption: caption.value });
    } else {
      outcomes.push({ kind: "scene", region, error: caption.error });
    }
    // Connections the local map shows: regions in line of sight over known free ground.
    const grid = port.costmap();
    const coords = map.coordsOf(region);
    if (grid !== undefined && coords !== undefined) {
      const linked = regionsInSight(context, grid, coords, {
        exclude: new Set([region, ...map.neighbors(region, "region")]),
      });
      if (linked.length > 0) {
        context.applyLocal({ add_edges: linked.map((other): [string, string] => [region, other]) });
        outcomes.push({ kind: "connections-added", from: region, to: linked });
      }
    }
    const found = newObjects(map, objectsBefore);
    outcomes.push({ kind: "objects-visible", from: region, names: objectsSeenFrom(map, region) });
    if (found.length > 0) outcomes.push({ kind: "objects-detected", names: found });
    return withOutcomes(succeeded(...renderSightings(outcomes)), outcomes);
  },
};

/**
 * Words for the planner: the sightings as one sentence ("objects visible from r: a; newly detected on the way:
 * b."), everything else one sentence each.
 */
function renderSightings(outcomes: readonly ActionOutcome[]): string[] {
  const visible = outcomes.find((o) => o.kind === "objects-visible");
  const detected = outcomes.find((o) => o.kind === "objects-detected");
  const rest = outcomes.filter((o) => o !== visible && o !== detected).map(renderOutcome);
  if (visible?.kind !== "objects-visible") return rest;
  const found = detected?.kind === "objects-detected" ? detected.names : [];
  if (visible.names.length === 0 && found.length === 0) return [...rest, renderOutcome(visible)];
  return [
    ...rest,
    `objects visible from ${visible.from}: ${listInWords(visible.names) || "none"}${
      found.length > 0 ? `; newly detected on the way: ${listInWords(found)}.` : "."
    }`,
  ];
}
