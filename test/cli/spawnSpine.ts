import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface SpawnedSpine {
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Resolves with the exit status (128 + n when killed by signal n without handling it) and the time it came. */
  readonly exited: Promise<{ status: number; atMs: number }>;
}

/**
 * `spine …` as a separate process (signals, stderr written straight to fd 2 by the logger): the CLI run by tsx
 * from the sources, so no build is needed.
 */
export function spawnSpine(
  args: readonly string[],
  options: { env?: Record<string, string | undefined> } = {},
): SpawnedSpine {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ status: number; atMs: number }>((resolve) => {
    child.on("close", (code, signal) => {
      const signals: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
      resolve({
        status: code ?? 128 + (signal === null ? 0 : (signals[signal] ?? 0)),
        atMs: Date.now(),
      });
    });
  });
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves when `check` holds (polled), rejects after `timeoutMs`. */
export async function waitFor(
  check: () => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
