import { EXIT } from "../io.js";

/**
 * Ctrl-C handling for commands that drive a robot: the first SIGINT aborts the mission (which stops the robot
 * before anything else), a second one exits at once.
 */
export function onInterrupt(): {
  signal: AbortSignal;
  interrupted: () => boolean;
  dispose: () => void;
} {
  const controller = new AbortController();
  const state = { requested: false };
  const handler = (): void => {
    if (state.requested) process.exit(EXIT.interrupted);
    state.requested = true;
    process.stderr.write("\nStopping the robot… (Ctrl-C again to force)\n");
    controller.abort();
  };
  process.on("SIGINT", handler);
  return {
    signal: controller.signal,
    interrupted: () => state.requested,
    dispose: () => process.off("SIGINT", handler),
  };
}
