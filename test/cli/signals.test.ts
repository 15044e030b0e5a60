import { describe, expect, it } from "vitest";
import { loadWorld } from "../../sim/worlds/catalog.js";
import { Simulation } from "../../sim/engine/index.js";
import { Harness } from "../robot/rosbridge/helpers.js";
import { spawnSpine, waitFor } from "./spawnSpine.js";

/**
 * `spine run` against the simulator's rosbridge server, stopped by a signal while the robot drives: the cancel
 * of the active goal must reach the server before the process exits, and the exit status names the signal.
 * A slow real-time factor keeps the first drive going for many seconds.
 */
async function stopWhileDriving(
  signal: "SIGINT" | "SIGTERM" | "SIGHUP",
  ros: 1 | 2 = 1,
): Promise<{ status: number; cancelBeforeExit: boolean; ended: unknown }> {
  const harness = new Harness({ ros });
  const world = loadWorld("riverside");
  if (!world.ok) throw new Error(world.error.join("\n"));
  const server = await harness.serve({
    simulation: new Simulation(world.value),
    realtimeFactor: 1,
  });
  let goalAtMs: number | undefined;
  let cancelAtMs: number | undefined;
  server.onFrame((frame) => {
    // ROS 1: actionlib topics; ROS 2: the bridge's action ops.
    const topic = frame.op === "publish" ? frame["topic"] : undefined;
    if (topic === "/move_base/goal" || frame.op === "send_action_goal") goalAtMs ??= Date.now();
    if (topic === "/move_base/cancel" || frame.op === "cancel_action_goal")
      cancelAtMs ??= Date.now();
  });
  const spine = spawnSpine([
    "run",
    "--rosbridge",
    server.url,
    // ROS 2 is the default profile: no flag.
    ...(ros === 1 ? ["--ros", "1"] : []),
    "--mission",
    "Communications are down. Why?",
    "--planner",
    "rules",
    "--json",
  ]);
  try {
    // (Starting the CLI and planning the first drive takes over half a minute on a loaded two-core machine.)
    await waitFor(() => goalAtMs !== undefined, "the first goal", 90_000);
    spine.child.kill(signal);
    const exit = await spine.exited;
    const lines = spine
      .stdout()
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    return {
      status: exit.status,
      cancelBeforeExit: cancelAtMs !== undefined && cancelAtMs <= exit.atMs,
      ended: lines.at(-1),
    };
  } finally {
    spine.child.kill("SIGKILL");
    await harness.dispose();
  }
}

// Concurrent: each case spends most of its time starting the CLI and planning the first drive.
describe.concurrent("stop signals during a drive over rosbridge", () => {
  for (const [signal, status] of [
    ["SIGTERM", 143],
    ["SIGHUP", 129],
    ["SIGINT", 130],
  ] as const) {
    it(`${signal}: the goal's cancel reaches the server before exit, exit ${status}`, async () => {
      const run = await stopWhileDriving(signal);
      expect(run.cancelBeforeExit).toBe(true);
      expect(run.status).toBe(status);
      expect(run.ended).toMatchObject({
        type: "run-ended",
        outcome: "stopped",
        exitStatus: status,
      });
    }, 150_000);
  }

  it("SIGINT over ROS 2 (the default profile): cancel_action_goal reaches Nav2 before exit, exit 130", async () => {
    const run = await stopWhileDriving("SIGINT", 2);
    expect(run.cancelBeforeExit).toBe(true);
    expect(run.status).toBe(130);
    expect(run.ended).toMatchObject({ type: "run-ended", outcome: "stopped", exitStatus: 130 });
  }, 150_000);
});
