import { stringArg } from "./args.js";
import { failed, succeeded, type Behavior } from "./context.js";
import { driveToRegion } from "./driving/driveToRegion.js";

export const goto: Behavior = {
  name: "goto",
  params: [{ name: "region", kind: "region", description: "a region node in the map" }],
  constraints: ["syntax", "reachable"],
  purpose: "navigation",
  summary: "drive to a region along the shortest known path",
  description:
    "Drive to `region` along the shortest path of region connections. Call it on the final destination, not " +
    "on intermediate regions: the path search picks the route. If a connection turns out to be blocked it is " +
    "removed from the map and another route is tried; if none remains you are told so.",
  locationEffect: "at-target-region",
  async execute(context, args) {
    const region = stringArg(args, "region");
    const start = context.map.robotLocation;
    const drive = await driveToRegion(context, region);
    if (!drive.reached) return failed(`goto(${region}) did not arrive.`, ...drive.feedback);
    const route = drive.visited.length > 1 ? ` via ${drive.visited.slice(0, -1).join(", ")}` : "";
    const from = start === undefined || start === region ? "" : ` from ${start}`;
    return succeeded(
      `reached ${region}${from}${route} (${drive.metres.toFixed(1)} m driven).`,
      ...drive.feedback,
    );
  },
};
