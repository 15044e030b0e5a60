/**
 * The stop signals a command that drives a robot answers, and the exit status each ends with: 128 + the signal's
 * number, the shell's convention (so `$?` tells a process manager which signal stopped us). Ctrl-C (SIGINT), a
 * process manager, container runtime or `ros2 launch` (SIGTERM) and a closed terminal (SIGHUP) all stop the
 * robot the same way: the mission is aborted, which cancels the active goal, and the command exits once the
 * cancel has been sent.
 */
export const STOP_SIGNALS = { SIGINT: 130, SIGHUP: 129, SIGTERM: 143 } as const;

export type StopSignal = keyof typeof STOP_SIGNALS;

export interface Interrupt {
  readonly signal: AbortSignal;
  /** The first stop signal received, if any. */
  received(): StopSignal | undefined;
  /** The exit status for the signal received (128 + its number), if any. */
  exitStatus(): number | undefined;
  dispose(): void;
}

/**
 * Stop-signal handling for commands that drive a robot: the first signal aborts the mission (which stops the
 * robot before anything else), a second one exits at once.
 */
export function onInterrupt(): Interrupt {
  const controller = new AbortController();
  let first: StopSignal | undefined;
  const handlers = new Map<StopSignal, () => void>();
  for (const name of Object.keys(STOP_SIGNALS) as StopSignal[]) {
    const handler = (): void => {
      if (first !== undefined) process.exit(STOP_SIGNALS[first]);
      first = name;
      process.stderr.write(`\nStopping the robot (${name})… (Ctrl-C again to force)\n`);
      controller.abort();
    };
    handlers.set(name, handler);
    process.on(name, handler);
  }
  return {
    signal: controller.signal,
    received: () => first,
    exitStatus: () => (first === undefined ? undefined : STOP_SIGNALS[first]),
    dispose: () => {
      for (const [name, handler] of handlers) process.off(name, handler);
    },
  };
}
