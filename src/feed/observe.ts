import type { PlanGenerator } from "../agent/index.js";
import { redactKnownSecrets } from "../log/index.js";
import { parseGraphJson } from "../map/index.js";
import type { RobotPort } from "../robot/index.js";
import type { FeedItem } from "./types.js";

export type FeedSink = (item: FeedItem) => void;

/** How often the pose is sampled while the robot drives, in wall milliseconds (the mapper's messages add more). */
const DRIVE_POSE_SAMPLE_MS = 100;

/**
 * The robot port and planner of one mission, watched for what the `--json` events do not carry: the map the
 * agent starts from (and every resync), the robot's pose, and the planner's transcript. Everything is passed
 * through unchanged; the watch only reads. Times are seconds since this call, like the events' `t`.
 */
export function observeMission(options: {
  port: RobotPort;
  generator: PlanGenerator;
  sink: FeedSink;
}): { port: RobotPort; generator: PlanGenerator } {
  const { port, sink } = options;
  const startSec = port.clock.nowSec();
  const t = (): number => port.clock.nowSec() - startSec;
  let last: { x: number; y: number; yawRad: number } | undefined;
  const samplePose = (): void => {
    const pose = port.pose();
    if (last !== undefined && last.x === pose.x && last.y === pose.y && last.yawRad === pose.yawRad)
      return;
    last = { x: pose.x, y: pose.y, yawRad: pose.yawRad };
    sink({ kind: "pose", t: t(), ...last });
  };
  const observed: RobotPort = {
    kind: port.kind,
    clock: port.clock,
    fetchSnapshot: async () => {
      const result = await port.fetchSnapshot();
      if (result.ok) {
        const snapshot = (result.value as { snapshot?: unknown } | null)?.snapshot;
        const graph = parseGraphJson(snapshot);
        if (graph.ok) sink({ kind: "snapshot", t: t(), graph: graph.value.graph });
        samplePose();
      }
      return result;
    },
    onGraphMessage: (listener) =>
      port.onGraphMessage((message) => {
        samplePose();
        listener(message);
      }),
    pose: () => port.pose(),
    costmap: () => port.costmap(),
    navigate: async (goal, navigateOptions) => {
      samplePose();
      const timer = setInterval(samplePose, DRIVE_POSE_SAMPLE_MS);
      try {
        return await port.navigate(goal, navigateOptions);
      } finally {
        clearInterval(timer);
        samplePose();
      }
    },
    setLabels: (labels) => port.setLabels(labels),
    inspect: (object, query) => port.inspect(object, query),
    describeScene: () => port.describeScene(),
    publishAgentUpdate: (delta) => {
      port.publishAgentUpdate(delta);
    },
    stop: () => port.stop(),
    close: () => port.close(),
  };
  const explore = port.exploreToward?.bind(port);
  if (explore !== undefined)
    observed.exploreToward = async (goal) => {
      const result = await explore(goal);
      samplePose();
      return result;
    };
  const unavailable = port.takeUnavailable?.bind(port);
  if (unavailable !== undefined) observed.takeUnavailable = unavailable;
  return { port: observed, generator: transcribePlanner(options.generator, sink, t) };
}

/** The planner, with each request's gist and the reply (or failure) sent to `sink`, secrets removed. */
export function transcribePlanner(
  generator: PlanGenerator,
  sink: FeedSink,
  now: () => number,
): PlanGenerator {
  return {
    label: generator.label,
    propose: async (request, options) => {
      const reply = await generator.propose(request, options);
      const entry = {
        planner: generator.label,
        iteration: request.iteration,
        attempt: request.attempt,
        mission: request.mission,
        robot: request.robot.location ?? null,
        updates: request.updates,
        feedback: request.feedback,
        ...(request.validatorFeedback === undefined
          ? {}
          : { validatorFeedback: request.validatorFeedback }),
        ...(reply.ok ? { reply: reply.value.text } : { error: reply.error.message }),
      };
      // Removed by value, like every log line: the transcript holds the model's words and ours.
      const redacted = JSON.parse(redactKnownSecrets(JSON.stringify(entry))) as Record<
        string,
        unknown
      >;
      sink({ kind: "transcript", t: now(), entry: redacted });
      return reply;
    },
  };
}
