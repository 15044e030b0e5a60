import { distanceM, headingRad, type Vec2 } from "../src/geo/index.js";
import { pathToNode } from "../src/map/index.js";
import { stringArg } from "./args.js";
import { failed, succeeded, withOutcomes, type Behavior } from "./context.js";
import { driveToRegion } from "./driving/driveToRegion.js";
import { extendToward } from "./exploration/extendToward.js";
import type { ActionOutcome } from "./outcome.js";
import { renderOutcome } from "./renderOutcome.js";

export const inspect: Behavior = {
  name: "inspect",
  params: [
    { name: "object", kind: "object", description: "an object node in the map" },
    { name: "query", kind: "text", description: "a short question for the vision-language model" },
  ],
  constraints: ["syntax", "reachable"],
  purpose: "active-mapping",
  summary: "drive to where an object is visible and ask the vision model about it",
  description:
    "Drive to a region from which `object` is visible, face it and ask the vision-language model `query` " +
    '(keep it short and specific, e.g. "is this radio tower damaged?"). The answer is stored on the object ' +
    "as its description and reported back.",
  locationEffect: "near-target-object",
  async execute(context, args) {
    const { map, port, settings } = context;
    const object = stringArg(args, "object");
    const query = stringArg(args, "query");
    const from = map.robotLocation;
    const target = map.coordsOf(object);
    if (from === undefined || target === undefined)
      return failed(`inspect(${object}): the object or the robot's region is unknown.`);
    const path = pathToNode(map, from, object);
    const viewpoint = path?.regions.at(-1);
    if (viewpoint === undefined)
      return failed(
        `inspect(${object}): no known path to a region from which ${object} is visible.`,
      );
    const drive = await driveToRegion(context, viewpoint);
    if (!drive.reached)
      return withOutcomes(
        failed(
          `could not inspect ${object}: the robot could not reach ${viewpoint}.`,
          ...drive.feedback,
        ),
        drive.outcomes,
      );
    const here = (): Vec2 => [port.pose().x, port.pose().y];
    const viewpointPose = port.pose();
    const awayM = distanceM(here(), target);
    if (awayM > settings.inspect.approachM) {
      // Seen from this region, but a closer look gives the vision model more to go on: close in over known
      // ground as far as the local map allows (it may stop short at an obstacle; the query still runs). The goal
      // is the point approachM short of the object, not the object itself, which the robot must not drive onto.
      const from = here();
      const along = (awayM - settings.inspect.approachM) / awayM;
      const standoff: Vec2 = [
        from[0] + (target[0] - from[0]) * along,
        from[1] + (target[1] - from[1]) * along,
      ];
      await extendToward(context, standoff, { toleranceM: 1, maxRounds: 4, describe: false });
    }
    const face = async (): Promise<void> => {
      const pose = port.pose();
      await context.drive(
        { x: pose.x, y: pose.y, yawRad: headingRad(here(), target) },
        { toleranceM: settings.arriveToleranceM },
      );
    };
    await face();
    let answer = await port.inspect(object, query);
    // Closing in can put something between the robot and the object (a hedge, a parked car): look again from
    // the viewpoint it was seen from, rather than report a failure a step back would have avoided.
    if (
      !answer.ok &&
      distanceM(here(), [viewpointPose.x, viewpointPose.y]) > settings.arriveToleranceM
    ) {
      await context.drive(
        {
          x: viewpointPose.x,
          y: viewpointPose.y,
          yawRad: headingRad([viewpointPose.x, viewpointPose.y], target),
        },
        { toleranceM: settings.arriveToleranceM },
      );
      await face();
      answer = await port.inspect(object, query);
    }
    context.mission.inspections.push({
      object,
      query,
      answer: answer.ok ? answer.value : answer.error,
      ok: answer.ok,
    });
    if (!answer.ok)
      return withOutcomes(
        failed(`inspect(${object}) failed: ${answer.error}.`, ...drive.feedback),
        drive.outcomes,
      );
    context.applyLocal({
      update_nodes: [{ name: object, attributes: { description: answer.value } }],
    });
    const outcomes: ActionOutcome[] = [
      { kind: "inspected", object, answer: answer.value, query },
      ...drive.outcomes,
    ];
    return withOutcomes(succeeded(...outcomes.map(renderOutcome)), outcomes);
  },
};
