import { stringArg } from "./args.js";
import { failed, succeeded, withOutcomes, type Behavior } from "./context.js";
import { driveToRegion } from "./driving/driveToRegion.js";
import type { ActionOutcome } from "./outcome.js";
import { renderOutcome } from "./renderOutcome.js";

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
    if (!drive.reached)
      return withOutcomes(
        failed(`goto(${region}) did not arrive.`, ...drive.feedback),
        drive.outcomes,
      );
    const arrived: ActionOutcome = {
      kind: "arrived",
      region,
      ...(start === undefined ? {} : { from: start }),
      via: drive.visited.slice(0, -1),
      distanceM: drive.metres,
    };
    const outcomes = [arrived, ...drive.outcomes];
    return withOutcomes(succeeded(...outcomes.map(renderOutcome)), outcomes);
  },
};
