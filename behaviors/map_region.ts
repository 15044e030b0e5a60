import { stringArg } from "./args.js";
import { failed, succeeded, type Behavior } from "./context.js";
import { driveToRegion } from "./driving/driveToRegion.js";
import { regionsInSight } from "./exploration/linkRegions.js";
import { listInWords, newObjects, objectsSeenFrom } from "./observation.js";

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
      return failed(`map_region(${region}) could not reach ${region}.`, ...drive.feedback);
    const feedback = [...drive.feedback];
    const caption = await port.describeScene();
    if (caption.ok) {
      context.applyLocal({
        update_nodes: [{ name: region, attributes: { description: caption.value } }],
      });
      feedback.push(`${region}: "${caption.value}".`);
    } else {
      feedback.push(`the scene at ${region} could not be described: ${caption.error}.`);
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
        feedback.push(`new connections from ${region} to ${listInWords(linked)}.`);
      }
    }
    const found = newObjects(map, objectsBefore);
    const visible = objectsSeenFrom(map, region);
    feedback.push(
      visible.length === 0 && found.length === 0
        ? `no objects matching the detector labels are visible from ${region}.`
        : `objects visible from ${region}: ${listInWords(visible) || "none"}${
            found.length > 0 ? `; newly detected on the way: ${listInWords(found)}.` : "."
          }`,
    );
    return succeeded(...feedback);
  },
};
